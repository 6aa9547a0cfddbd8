import { Box, Typography } from '@mui/material';
import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LineItems, type LinePath, lineCell } from '../../generic/LineItems.tsx';
import { DateInput } from '../../inputs/DateInput.tsx';
import { MoneyInput } from '../../inputs/MoneyInput.tsx';
import { typedAmountCheck } from '../../money.ts';
import { useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { linesTotal, type PurchaseLine } from './purchasing.ts';

export type PurchaseKind = 'request' | 'bill';
const costOf = (kind: PurchaseKind) => (kind === 'bill' ? 'unit_cost' : 'expected_unit_cost');
const dateOf = (kind: PurchaseKind) => (kind === 'bill' ? 'purchase_date' : 'request_date');
const byName = (q: string) => ({ q });

const amount = typedAmountCheck('sahay.purchasing.amount_format', 'refused');
const quantity = (value: unknown) => (/^[1-9]\d{0,6}$/.test(String(value ?? '').trim()) ? undefined : 'sahay.purchasing.quantity_format');

const emptyLine = (kind: PurchaseKind): PurchaseLine => ({
  product: null,
  quantity: '1',
  [costOf(kind)]: '',
  ...(kind === 'request' ? { note: '' } : {}),
});

/** One line's product, quantity, cost (and a request's note). */
function LineCells({ kind, path }: { kind: PurchaseKind; path: LinePath }) {
  const translate = useTranslate();
  return (
    <>
      <ReferenceInput source={path('product')} reference="product">
        <AutocompleteInput
          {...lineCell}
          label={translate('sahay.purchasing.product')}
          optionText="name"
          filterToQuery={byName}
          validate={required()}
        />
      </ReferenceInput>
      <TextInput
        {...lineCell}
        source={path('quantity')}
        label={translate('sahay.purchasing.quantity')}
        validate={[required(), quantity]}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <MoneyInput
        {...lineCell}
        source={path(costOf(kind))}
        label={translate(kind === 'bill' ? 'sahay.purchasing.unit_cost' : 'sahay.purchasing.expected_unit_cost')}
        validate={[required(), amount]}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {kind === 'request' ? <TextInput {...lineCell} source={path('note')} label={translate('sahay.purchasing.line_note')} /> : null}
    </>
  );
}

/** The lines with the running total of what they cost. */
function Lines({ kind }: { kind: PurchaseKind }) {
  const translate = useTranslate();
  const money = useMoney();
  const lines = (useWatch({ name: 'items' }) as PurchaseLine[] | undefined) ?? [];
  return (
    <LineItems
      source="items"
      messages="sahay.purchasing"
      headingId="purchase-lines"
      columns={kind === 'request' ? '3fr 1fr 1.4fr 2fr auto' : '3fr 1fr 1.4fr auto'}
      newLine={() => emptyLine(kind)}
      focus="product"
      cells={(path) => <LineCells kind={kind} path={path} />}
    >
      <Typography role="status" aria-live="polite" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('sahay.purchasing.total_is', { amount: money(linesTotal(lines, costOf(kind))) })}
      </Typography>
    </LineItems>
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
