import { Alert, Box, Typography } from '@mui/material';
import { type ResourceContract, toPaisa, type VoucherKind, voucherKinds } from '@sahay/contracts';
import {
  AutocompleteInput,
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
import { useWatch } from 'react-hook-form';
import type { VoucherLine } from '../../dataProvider.ts';
import { LineItems, type LinePath, lineCell } from '../../generic/LineItems.tsx';
import { DateInput } from '../../inputs/DateInput.tsx';
import { MoneyInput } from '../../inputs/MoneyInput.tsx';
import { typedAmountCheck, typedPaisa } from '../../money.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { LedgerPicker } from '../ledger-account/LedgerPicker.tsx';
import { voucherBalance } from './balance.ts';

export const dateFieldOf = (contract: ResourceContract) => voucherKinds[contract.name as VoucherKind].date;

const emptyLine = (): VoucherLine => ({ ledger: null, sub_ledger: null, debit_amount: '', credit_amount: '', details: '' });

/** An amount as the contract takes it; empty means zero. */
const amount = typedAmountCheck('sahay.vouchers.amount_format', 'zero');

const byName = (q: string) => ({ q });

/** The vouchers whose lines mostly name Cash or Bank: their ledger pickers list those first. */
const cashAndBankKinds: readonly string[] = ['payment_voucher', 'receipt_voucher', 'contra'];

/** The debit and credit columns: at least wide enough for an amount in the thousands and the label above it. */
const amountColumns = 'minmax(8.5rem, 1fr) minmax(8.5rem, 1fr)';

/**
 * A line's columns: on a middle screen (a laptop's 1024 px, beside the menu) ledger, sub-ledger, debit and credit on
 * the first row, the cause, details and the remove button on a second; on a wide one, all of them in one row.
 */
const lineColumns = (causes: boolean) => ({
  md: `minmax(0, 2.2fr) minmax(0, 1.6fr) ${amountColumns}`,
  lg: causes
    ? `minmax(0, 2.2fr) minmax(0, 1.6fr) ${amountColumns} minmax(0, 1.6fr) minmax(0, 2fr) auto`
    : `minmax(0, 2.2fr) minmax(0, 1.6fr) ${amountColumns} minmax(0, 2fr) auto`,
});

/** An amount typed on a line, in paisa (what is not an amount yet counts as 0). */
const paisaOf = (value: unknown) => typedPaisa(value) ?? 0n;

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

/** One line's ledger, sub-ledger, debit, credit, (a payment's) cause and details; Tab goes through them in order. */
function LineCells({ path, causes, cashAndBankFirst }: { path: LinePath; causes: boolean; cashAndBankFirst: boolean }) {
  const translate = useTranslate();
  const amountCell = { ...lineCell, validate: amount, slotProps: { htmlInput: { autoComplete: 'off' } } };
  return (
    <>
      <LedgerPicker
        {...lineCell}
        source={path('ledger')}
        label={translate('sahay.vouchers.ledger')}
        validate={required()}
        cashAndBankFirst={cashAndBankFirst}
      />
      <ReferenceInput source={path('sub_ledger')} reference="sub_ledger_account">
        <AutocompleteInput {...lineCell} label={translate('sahay.vouchers.sub_ledger')} optionText="name" filterToQuery={byName} />
      </ReferenceInput>
      <MoneyInput {...amountCell} source={path('debit_amount')} label={translate('sahay.vouchers.debit')} />
      <MoneyInput {...amountCell} source={path('credit_amount')} label={translate('sahay.vouchers.credit')} />
      {causes && (
        <ReferenceInput source={path('cause')} reference="cause">
          <AutocompleteInput {...lineCell} label={translate('sahay.vouchers.cause')} optionText="name" filterToQuery={byName} />
        </ReferenceInput>
      )}
      <TextInput {...lineCell} source={path('details')} label={translate('sahay.vouchers.line_details')} />
    </>
  );
}

/**
 * The grid of lines with its "Add line" button; a payment's lines may name a cause, and warn when they spend more
 * than it has. The amounts' columns keep room for an amount and their label ("Debit", "Credit") on a narrow screen.
 */
function Lines({ causes, cashAndBankFirst }: { causes: boolean; cashAndBankFirst: boolean }) {
  return (
    <LineItems
      source="items"
      messages="sahay.vouchers"
      headingId="voucher-lines"
      columns={lineColumns(causes)}
      newLine={emptyLine}
      focus="ledger"
      cells={(path) => <LineCells path={path} causes={causes} cashAndBankFirst={cashAndBankFirst} />}
      after={causes ? (_, index) => <CauseOverspend index={index} /> : undefined}
    />
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
  const defaults = mode === 'create' ? { [date]: localIsoDate(new Date()), items: [emptyLine(), emptyLine()] } : undefined;
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
      <Lines causes={contract.name === 'payment_voucher'} cashAndBankFirst={cashAndBankKinds.includes(contract.name)} />
      <Totals />
    </SimpleForm>
  );
}
