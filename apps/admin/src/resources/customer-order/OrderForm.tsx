import { Box, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required, SimpleForm, TextInput, useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LineItems, type LinePath, lineCell } from '../../generic/LineItems.tsx';
import { DateInput } from '../../inputs/DateInput.tsx';
import { MoneyInput } from '../../inputs/MoneyInput.tsx';
import { typedAmountCheck } from '../../money.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { type OrderLine, orderTotals } from './orders.ts';

interface ProductChoice {
  id: number;
  name: string;
  sku: string;
  price: string;
  quantity: number;
  is_active?: boolean;
}

const byName = (q: string) => ({ q });
const emptyLine = (): OrderLine => ({ product: null, quantity: 1, unit_price: '' });
const amount = typedAmountCheck('sahay.vouchers.amount_format', 'zero');
const wholePieces = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? undefined : 'sahay.orders.quantity_format';
};

/** The products the lines name, with their prices and stock on hand. */
function useLineProducts() {
  const lines = (useWatch({ name: 'items' }) as OrderLine[] | undefined) ?? [];
  const ids = [...new Set(lines.flatMap((l) => (l.product ? [l.product] : [])))];
  const { data } = useGetMany<ProductChoice>('product', { ids }, { enabled: ids.length > 0 });
  return { lines, products: new Map((data ?? []).map((p) => [p.id, p])) };
}

/** The picker shows each product with its SKU and what is on hand, so the clerk sells what is there. */
function useProductText() {
  const translate = useTranslate();
  const digits = useDigits();
  return (p: ProductChoice | undefined) =>
    p ? `${p.name} (${p.sku}) · ${translate('sahay.orders.on_hand', { n: digits(String(p.quantity ?? 0)) })}` : '';
}

/** One line's product, quantity, price (the product's unless typed) and total. */
function LineCells({ path, lineTotal }: { path: LinePath; lineTotal: string }) {
  const translate = useTranslate();
  const productText = useProductText();
  return (
    <>
      <ReferenceInput source={path('product')} reference="product" filter={{ is_active: true }}>
        <AutocompleteInput
          {...lineCell}
          label={translate('sahay.orders.product')}
          optionText={productText}
          inputText={(p: ProductChoice) => p?.name ?? ''}
          filterToQuery={byName}
          validate={required()}
        />
      </ReferenceInput>
      <TextInput
        {...lineCell}
        source={path('quantity')}
        label={translate('sahay.orders.quantity')}
        validate={[required(), wholePieces]}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <MoneyInput
        {...lineCell}
        source={path('unit_price')}
        label={translate('sahay.orders.unit_price')}
        validate={amount}
        slotProps={{ htmlInput: { autoComplete: 'off', placeholder: translate('sahay.orders.price_default') } }}
      />
      <Typography aria-label={`${translate('sahay.orders.line_total')}: ${lineTotal}`} sx={{ textAlign: 'right' }}>
        {lineTotal}
      </Typography>
    </>
  );
}

/** The lines with their totals as they are typed, and the order's total (what the API will count, to the paisa). */
function Lines() {
  const translate = useTranslate();
  const money = useMoney();
  const { lines, products } = useLineProducts();
  const prices = new Map([...products.values()].map((p) => [p.id, p.price]));
  const totals = orderTotals(lines, prices);
  return (
    <LineItems
      source="items"
      messages="sahay.orders"
      headingId="order-lines"
      columns="3fr 1fr 1.3fr 1.3fr auto"
      newLine={emptyLine}
      focus="product"
      cells={(path, index) => <LineCells path={path} lineTotal={money(totals.lines[index] ?? 0n)} />}
    >
      <Box
        role="status"
        aria-live="polite"
        sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, display: 'flex', gap: 2, alignItems: 'baseline' }}
      >
        <Typography color="text.secondary">{translate('sahay.orders.total')}</Typography>
        <Typography variant="h6" component="p">
          {money(totals.total)}
        </Typography>
      </Box>
    </LineItems>
  );
}

/** The entry form of a draft order: customer (none for a walk-in sale), date, how they mean to pay, note, the lines. */
export function OrderForm({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const defaults = mode === 'create' ? { order_date: localIsoDate(new Date()), items: [emptyLine()] } : undefined;
  return (
    <SimpleForm warnWhenUnsavedChanges {...(defaults ? { defaultValues: defaults } : {})}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <ReferenceInput source="customer" reference="customer">
          <AutocompleteInput
            optionText="name"
            filterToQuery={byName}
            helperText={translate('sahay.orders.walk_in_help')}
            sx={{ width: 320 }}
          />
        </ReferenceInput>
        <DateInput source="order_date" fullWidth={false} sx={{ width: 200 }} />
        <ReferenceInput source="payment_method" reference="paymentmethod">
          <AutocompleteInput optionText="name" filterToQuery={byName} sx={{ width: 240 }} />
        </ReferenceInput>
      </Box>
      <TextInput source="note" multiline fullWidth />
      <Lines />
    </SimpleForm>
  );
}
