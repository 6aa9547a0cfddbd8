import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { AutocompleteInput, Create, DateInput, ReferenceInput, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { RemoveLineButton } from '../../generic/RemoveLineButton.tsx';
import { amountPattern } from '../../money.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { linesTotal, type PurchaseLine } from './purchasing.ts';

export type PurchaseKind = 'request' | 'bill';
const costOf = (kind: PurchaseKind) => (kind === 'bill' ? 'unit_cost' : 'expected_unit_cost');
const dateOf = (kind: PurchaseKind) => (kind === 'bill' ? 'purchase_date' : 'request_date');
const byName = (q: string) => ({ q });

const amount = (value: unknown) =>
  value === undefined || value === null || amountPattern.test(String(value).trim()) ? undefined : 'sahay.purchasing.amount_format';
const quantity = (value: unknown) => (/^[1-9]\d{0,6}$/.test(String(value ?? '').trim()) ? undefined : 'sahay.purchasing.quantity_format');

const emptyLine = (kind: PurchaseKind): PurchaseLine => ({
  product: null,
  quantity: '1',
  [costOf(kind)]: '',
  ...(kind === 'request' ? { note: '' } : {}),
});

/** One line: product, quantity, cost (and a request's note), with its remove button. */
function LineRow({ kind, index, count, onRemove }: { kind: PurchaseKind; index: number; count: number; onRemove: () => void }) {
  const translate = useTranslate();
  const digits = useDigits();
  const n = digits(String(index + 1));
  const cell = { helperText: false as const, size: 'small' as const, margin: 'none' as const };
  return (
    <Box
      role="group"
      aria-label={translate('sahay.purchasing.line', { n })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: kind === 'request' ? '3fr 1fr 1.4fr 2fr auto' : '3fr 1fr 1.4fr auto' },
        gap: 1,
        alignItems: 'center',
        py: 0.5,
      }}
    >
      <ReferenceInput source={`items.${index}.product`} reference="product">
        <AutocompleteInput
          {...cell}
          label={translate('sahay.purchasing.product')}
          optionText="name"
          filterToQuery={byName}
          validate={required()}
        />
      </ReferenceInput>
      <TextInput
        {...cell}
        source={`items.${index}.quantity`}
        label={translate('sahay.purchasing.quantity')}
        validate={[required(), quantity]}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextInput
        {...cell}
        source={`items.${index}.${costOf(kind)}`}
        label={translate(kind === 'bill' ? 'sahay.purchasing.unit_cost' : 'sahay.purchasing.expected_unit_cost')}
        validate={[required(), amount]}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {kind === 'request' ? <TextInput {...cell} source={`items.${index}.note`} label={translate('sahay.purchasing.line_note')} /> : null}
      <RemoveLineButton label={translate('sahay.purchasing.remove_line', { n })} onClick={onRemove} disabled={count <= 1} />
    </Box>
  );
}

function Lines({ kind }: { kind: PurchaseKind }) {
  const translate = useTranslate();
  const money = useMoney();
  const { fields, append, remove } = useFieldArray<{ items: PurchaseLine[] }, 'items', 'key'>({ name: 'items', keyName: 'key' });
  const lines = (useWatch({ name: 'items' }) as PurchaseLine[] | undefined) ?? [];
  return (
    <Box component="section" aria-labelledby="purchase-lines" sx={{ width: '100%', mt: 1 }}>
      <Typography id="purchase-lines" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('sahay.purchasing.lines')}
      </Typography>
      {fields.map((field, index) => (
        <LineRow key={field.key} kind={kind} index={index} count={fields.length} onRemove={() => remove(index)} />
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => append(emptyLine(kind), { shouldFocus: true, focusName: `items.${fields.length}.product` })}
        sx={{ mt: 1 }}
      >
        {translate('sahay.purchasing.add_line')}
      </Button>
      <Typography role="status" aria-live="polite" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('sahay.purchasing.total_is', { amount: money(linesTotal(lines, costOf(kind))) })}
      </Typography>
    </Box>
  );
}

/** A new purchase request or bill: the vendor, the day, a note, and its lines with a running total. */
export function PurchaseCreate({ kind }: { kind: PurchaseKind }) {
  return (
    <Create redirect="show">
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ [dateOf(kind)]: localIsoDate(new Date()), items: [emptyLine(kind)] }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
          <ReferenceInput source="vendor" reference="vendor">
            <AutocompleteInput optionText="name" filterToQuery={byName} validate={required()} sx={{ width: 320 }} />
          </ReferenceInput>
          <DateInput source={dateOf(kind)} validate={required()} sx={{ width: 200 }} />
        </Box>
        <TextInput source="note" multiline fullWidth />
        <Lines kind={kind} />
      </SimpleForm>
    </Create>
  );
}
