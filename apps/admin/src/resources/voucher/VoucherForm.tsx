import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { type ResourceContract, toPaisa, type VoucherKind, voucherKinds } from '@sahay/contracts';
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { VoucherLine } from '../../dataProvider.ts';
import { amountPattern } from '../../money.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { voucherBalance } from './balance.ts';

export const dateFieldOf = (contract: ResourceContract) => voucherKinds[contract.name as VoucherKind].date;

const emptyLine = (): VoucherLine => ({ ledger: null, sub_ledger: null, debit_amount: '', credit_amount: '', details: '' });

/** Today in the charity's calendar (the browser's own day), as the API's dates are written. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An amount as the contract takes it; empty means zero. */
const amount = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' || amountPattern.test(String(value).trim())
    ? undefined
    : 'sahay.vouchers.amount_format';

const byName = (q: string) => ({ q });

/** An amount typed on a line, in paisa (what is not an amount yet counts as 0). */
const paisaOf = (value: unknown) => {
  const text = String(value ?? '').trim();
  return amountPattern.test(text) ? toPaisa(text) : 0n;
};

/** A payment line's cause: picked by name. */
function CauseOfLine({ index }: { index: number }) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={`items.${index}.cause`} reference="cause">
      <AutocompleteInput
        helperText={false}
        size="small"
        margin="none"
        label={translate('sahay.vouchers.cause')}
        optionText="name"
        filterToQuery={byName}
      />
    </ReferenceInput>
  );
}

/**
 * A warning under a payment line (never an error: it may still be saved) when it pays more than is left of
 * its cause's gifts. On a saved voucher, what this line already spent counts as left.
 */
function CauseOverspend({ index }: { index: number }) {
  const translate = useTranslate();
  const money = useMoney();
  const line = useWatch({ name: `items.${index}` }) as VoucherLine | undefined;
  const record = useRecordContext();
  const cause = line?.cause ?? null;
  const { data } = useGetOne('cause', { id: cause as number }, { enabled: cause !== null });
  const saved = ((record?.items as VoucherLine[] | undefined) ?? []).find((l) => l.id !== undefined && l.id === line?.id);
  const left = data ? toPaisa(String(data.left_amount ?? '0')) + (saved?.cause === cause ? paisaOf(saved?.debit_amount) : 0n) : null;
  const paid = paisaOf(line?.debit_amount);
  if (left === null || paid <= 0n || paid <= left) return null;
  return (
    <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
      {translate(left > 0n ? 'sahay.vouchers.cause_overspend' : 'sahay.vouchers.cause_nothing_left', {
        name: String(data?.name ?? ''),
        amount: money(paid),
        left: money(left),
      })}
    </Alert>
  );
}

/** One line: ledger, sub-ledger, debit, credit, (a payment's) cause, details, and its remove button; Tab goes through them in order. */
function LineRow({ index, count, onRemove, causes }: { index: number; count: number; onRemove: () => void; causes: boolean }) {
  const translate = useTranslate();
  const digits = useDigits();
  const n = digits(String(index + 1));
  const cell = { helperText: false as const, size: 'small' as const, margin: 'none' as const };
  return (
    <Box
      role="group"
      aria-label={translate('sahay.vouchers.line', { n })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: causes ? '2.2fr 1.6fr 1fr 1fr 1.6fr 2fr auto' : '2.2fr 1.6fr 1fr 1fr 2fr auto' },
        gap: 1,
        alignItems: 'center',
        py: 0.5,
      }}
    >
      <ReferenceInput source={`items.${index}.ledger`} reference="ledger_account">
        <AutocompleteInput
          {...cell}
          label={translate('sahay.vouchers.ledger')}
          optionText="name"
          filterToQuery={byName}
          validate={required()}
        />
      </ReferenceInput>
      <ReferenceInput source={`items.${index}.sub_ledger`} reference="sub_ledger_account">
        <AutocompleteInput {...cell} label={translate('sahay.vouchers.sub_ledger')} optionText="name" filterToQuery={byName} />
      </ReferenceInput>
      <TextInput
        {...cell}
        source={`items.${index}.debit_amount`}
        label={translate('sahay.vouchers.debit')}
        validate={amount}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextInput
        {...cell}
        source={`items.${index}.credit_amount`}
        label={translate('sahay.vouchers.credit')}
        validate={amount}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {causes && <CauseOfLine index={index} />}
      <TextInput {...cell} source={`items.${index}.details`} label={translate('sahay.vouchers.line_details')} />
      <Tooltip title={translate('sahay.vouchers.remove_line', { n })}>
        <span>
          <IconButton aria-label={translate('sahay.vouchers.remove_line', { n })} onClick={onRemove} disabled={count <= 1}>
            <DeleteOutline />
          </IconButton>
        </span>
      </Tooltip>
      {causes && <CauseOverspend index={index} />}
    </Box>
  );
}

/** The grid of lines with its "Add line" button; a payment's lines may name a cause. */
function LinesGrid({ causes }: { causes: boolean }) {
  const translate = useTranslate();
  // The lines' own `id` (an existing line's) must stay in the values: the array's React keys go elsewhere.
  const { fields, append, remove } = useFieldArray<{ items: VoucherLine[] }, 'items', 'key'>({ name: 'items', keyName: 'key' });
  return (
    <Box component="section" aria-labelledby="voucher-lines" sx={{ width: '100%', mt: 1 }}>
      <Typography id="voucher-lines" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('sahay.vouchers.lines')}
      </Typography>
      {fields.map((field, index) => (
        <LineRow key={field.key} index={index} count={fields.length} onRemove={() => remove(index)} causes={causes} />
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => append(emptyLine(), { shouldFocus: true, focusName: `items.${fields.length}.ledger` })}
        sx={{ mt: 1 }}
      >
        {translate('sahay.vouchers.add_line')}
      </Button>
    </Box>
  );
}

/** Debits, credits and their difference as they are typed, and what still keeps the voucher from saving. */
function Totals() {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const lines = (useWatch({ name: 'items' }) as VoucherLine[] | undefined) ?? [];
  const { debits, credits, difference, balanced, firstProblem } = voucherBalance(lines);
  const abs = difference < 0n ? -difference : difference;
  const state = balanced
    ? translate('sahay.vouchers.balanced')
    : difference > 0n
      ? translate('sahay.vouchers.debits_more', { amount: money(abs) })
      : difference < 0n
        ? translate('sahay.vouchers.credits_more', { amount: money(abs) })
        : translate('sahay.vouchers.enter_amounts');
  return (
    <Box
      component="section"
      aria-label={translate('sahay.vouchers.totals')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, width: '100%' }}
    >
      <Total label={translate('sahay.vouchers.total_debits')} value={money(debits)} />
      <Total label={translate('sahay.vouchers.total_credits')} value={money(credits)} />
      <Total label={translate('sahay.vouchers.difference')} value={money(abs)} />
      <Box role="status" aria-live="polite" sx={{ flexBasis: '100%' }}>
        <Typography color={balanced ? 'success.dark' : 'text.primary'} sx={{ fontWeight: 500 }}>
          {state}
        </Typography>
        {firstProblem ? (
          <Typography color="text.secondary">
            {translate(`sahay.vouchers.problem_${firstProblem.problem}`, { n: digits(String(firstProblem.index + 1)) })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h6" aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** Save only once the voucher balances and every line is complete. */
function VoucherToolbar() {
  const lines = (useWatch({ name: 'items' }) as VoucherLine[] | undefined) ?? [];
  const { ready } = voucherBalance(lines);
  return (
    <Toolbar>
      <SaveButton disabled={!ready} />
    </Toolbar>
  );
}

/**
 * The entry form of every kind of voucher: date, branch, sub-ledger and details, then the grid of
 * lines, with running totals. New vouchers start on today with two empty lines.
 */
export function VoucherForm({ contract, mode }: { contract: ResourceContract; mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const date = dateFieldOf(contract);
  const defaults = mode === 'create' ? { [date]: today(), items: [emptyLine(), emptyLine()] } : undefined;
  return (
    <SimpleForm toolbar={<VoucherToolbar />} warnWhenUnsavedChanges {...(defaults ? { defaultValues: defaults } : {})}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <DateInput source={date} validate={required()} fullWidth={false} sx={{ width: 200 }} />
        <ReferenceInput source="branch" reference="branch">
          <AutocompleteInput optionText="name" filterToQuery={byName} sx={{ width: 280 }} />
        </ReferenceInput>
        <ReferenceInput source="sub_ledger" reference="sub_ledger_account">
          <AutocompleteInput label={translate('sahay.vouchers.sub_ledger')} optionText="name" filterToQuery={byName} sx={{ width: 280 }} />
        </ReferenceInput>
      </Box>
      <TextInput source="details" multiline fullWidth />
      <LinesGrid causes={contract.name === 'payment_voucher'} />
      <Totals />
    </SimpleForm>
  );
}
