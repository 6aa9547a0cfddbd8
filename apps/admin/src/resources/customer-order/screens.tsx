import { Chip, Link } from '@mui/material';
import {
  customerOrder,
  type OrderPayment,
  orderStatuses,
  paymentStatuses,
  paymentVoucher,
  receiptVoucher,
  salesEndpoints,
  salesVoucher,
  stockMovement,
} from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Create,
  CreateButton,
  Edit,
  EditButton,
  FunctionField,
  ReferenceField,
  Link as RouterLink,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useGetManyReference,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import type { ListColumn } from '../../generic/columns.ts';
import { DateField, type HeadingProps, MoneyField } from '../../generic/fields.tsx';
import { lookupFilter, periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { RecordLayout, RecordSection, RecordSummary, RelatedRows } from '../../generic/RecordSections.tsx';
import { ListActions } from '../../generic/views.tsx';
import { VoucherLink } from '../../reports/VoucherLink.tsx';
import { useMoney } from '../../useMoney.ts';
import type { ResourceScreens } from '../declaration.ts';
import {
  CancelOrderButton,
  CancelWithRefundButton,
  ConfirmOrderButton,
  InvoiceButton,
  type OrderRecord,
  RecordPaymentButton,
} from './OrderActions.tsx';
import { OrderForm } from './OrderForm.tsx';
import { linesToSend, type OrderLine } from './orders.ts';

interface OrderRow extends OrderRecord {
  payment_status?: string;
  customer_name?: string | null;
  sales_invoice_no?: string | null;
  reversal_invoice_no?: string | null;
  refund_invoice_no?: string | null;
}

/** The order's state, in words and colour; a cancelled one greyed. */
function OrderStatusChip({ status = 'draft' }: { status?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'draft' ? 'outlined' : 'filled'}
      color={status === 'confirmed' ? 'success' : 'default'}
      label={translate(`sahay.orders.statuses.${status}`)}
    />
  );
}

export function OrderStatusField(props: HeadingProps) {
  return <FunctionField {...props} render={(record: OrderRow) => <OrderStatusChip status={record.status} />} />;
}

const paymentStatusText = (record: OrderRow, translate: (key: string) => string) =>
  translate(`sahay.orders.payment_statuses.${record.payment_status ?? 'unpaid'}`);

export function PaymentStatusField(props: HeadingProps) {
  const translate = useTranslate();
  return <FunctionField {...props} render={(record: OrderRow) => paymentStatusText(record, translate)} />;
}

/** The order's number, a link to its page (rows themselves are not clickable). */
function OrderNumberLink({ record }: { record: OrderRow }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'customerorder', id: record.id, type: 'show' })}>
      {record.order_no ?? `#${record.id}`}
    </Link>
  );
}

export function OrderLink(props: HeadingProps) {
  return <FunctionField {...props} render={(record: OrderRow) => <OrderNumberLink record={record} />} />;
}

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput source="q" alwaysOn key="q" />,
    statusFilter('status', 'sahay.orders.status', orderStatuses, (s) => translate(`sahay.orders.statuses.${s}`)),
    statusFilter('payment_status', 'sahay.orders.payment_status', paymentStatuses, (s) => translate(`sahay.orders.payment_statuses.${s}`)),
    lookupFilter('customer', 'customer'),
    ...periodFilters('sahay.orders'),
  ];
}

/** What the orders list shows, and its export holds: who bought, when, the state, the total, what is paid and due. */
const orderColumns: ListColumn<OrderRow>[] = [
  {
    source: 'order_no',
    label: 'sahay.orders.number',
    text: (r) => r.order_no ?? `#${r.id}`,
    render: (r) => <OrderNumberLink record={r} />,
  },
  {
    source: 'customer',
    label: 'resources.customerorder.fields.customer',
    text: (r, translate) => r.customer_name ?? translate('sahay.orders.walk_in'),
  },
  { source: 'order_date', kind: 'date', sortable: true },
  {
    source: 'status',
    label: 'sahay.orders.status',
    text: (r, translate) => translate(`sahay.orders.statuses.${r.status ?? 'draft'}`),
    render: (r) => <OrderStatusChip status={r.status} />,
  },
  { source: 'total', kind: 'money', sortable: true },
  { source: 'paid_amount', kind: 'money', sortable: true },
  { source: 'due_amount', kind: 'money', label: 'sahay.orders.due' },
  { source: 'payment_status', label: 'sahay.orders.payment_status', text: paymentStatusText },
];

function OrderList() {
  // The generated screens make no form for a document: the order's own entry form is this resource's.
  const { can: canCreate } = useCan(permissionFor(customerOrder, 'create'));
  return (
    <ColumnsList
      columns={orderColumns}
      sort={defaultSort(customerOrder)}
      filters={useFilters()}
      actions={<ListActions contract={customerOrder}>{canCreate ? <CreateButton /> : null}</ListActions>}
      rowClick={false}
      bulkActionButtons={false}
    />
  );
}

/** The lines as stored: product, quantity, unit price and total. */
function LinesTable() {
  const record = useRecordContext<{
    items?: { id: number; product: number; quantity: number; unit_price: string; line_total: string }[];
  }>();
  const translate = useTranslate();
  const money = useMoney();
  if (!record?.items) return null;
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: 480 }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            {translate('sahay.orders.product')}
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            {translate('sahay.orders.quantity')}
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            {translate('sahay.orders.unit_price')}
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            {translate('sahay.orders.line_total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {record.items.map((line) => (
          <tr key={line.id}>
            <td>
              <ReferenceField record={line} source="product" reference="product" link="show" />
            </td>
            <td style={{ textAlign: 'right' }}>{line.quantity}</td>
            <td style={{ textAlign: 'right' }}>{money(line.unit_price)}</td>
            <td style={{ textAlign: 'right' }}>{money(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ShowActions() {
  const record = useRecordContext<OrderRecord>();
  const { can } = useCan(permissionFor(customerOrder, 'update'));
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {can && record?.status === 'draft' ? <EditButton /> : null}
      <ConfirmOrderButton />
      <RecordPaymentButton />
      <CancelOrderButton />
      <CancelWithRefundButton />
      <InvoiceButton />
    </TopToolbar>
  );
}

function OrderTitle() {
  const translate = useTranslate();
  const record = useRecordContext<OrderRow>();
  return <span>{`${translate('resources.customerorder.name', { smart_count: 1 })} ${record?.order_no ?? ''}`}</span>;
}

/** The order's state, for its page's summary. */
function OrderStatus() {
  const record = useRecordContext<OrderRow>();
  return record ? <OrderStatusChip status={record.status} /> : null;
}

/** Money received against the order, each with its receipt voucher (read with the order's lines, in one call). */
function OrderPayments() {
  const record = useRecordContext<OrderRow>();
  const { data } = useQuery({
    queryKey: ['customerorder', 'detail', record?.id],
    queryFn: () => client.call(salesEndpoints.detailOfOrder, { params: { id: record?.id as number } }),
    enabled: Boolean(record?.id),
  });
  return (
    <RecordSection title="sahay.orders.payments">
      <RelatedRows records={data?.payments} columns={paymentColumns} empty="sahay.orders.no_payments" />
    </RecordSection>
  );
}

const paymentColumns: ListColumn<OrderPayment>[] = [
  { source: 'date', label: 'sahay.orders.payment_date', kind: 'date' },
  { source: 'amount', label: 'sahay.orders.amount', kind: 'money' },
  { source: 'method_name', label: 'sahay.orders.method' },
  {
    source: 'receipt_invoice_no',
    label: 'sahay.orders.receipt_voucher',
    text: (r) => r.receipt_invoice_no,
    render: (r) => <VoucherLink kind={receiptVoucher.name} number={r.receipt_invoice_no} />,
  },
];

/** What the order took from stock when confirmed, and what came back when cancelled. */
function OrderStockMoves() {
  const record = useRecordContext<OrderRow>();
  const { can } = useCan(permissionFor(stockMovement, 'list'));
  const { data } = useGetManyReference(
    stockMovement.name,
    { target: 'reference', id: record?.order_no ?? '', sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: can && Boolean(record?.order_no) },
  );
  if (!can) return null;
  return (
    <RecordSection title="sahay.orders.stock_moves">
      <RelatedRows records={record?.status === 'draft' ? [] : data} columns={stockMoveColumns} empty="sahay.orders.no_stock_moves" />
    </RecordSection>
  );
}

const stockMoveColumns: ListColumn<{ product_name?: string; kind?: string }>[] = [
  { source: 'created_at', label: 'sahay.orders.moved_on', kind: 'dateTime' },
  { source: 'product_name', label: 'sahay.orders.product' },
  { source: 'kind', label: 'sahay.orders.move', text: (r, translate) => translate(`sahay.stock.kinds.${r.kind}`) },
  { source: 'quantity', label: 'sahay.stock.change', kind: 'number' },
];

/** An order as it is read: where it stands and its figures, then its lines and details, with its payments and stock moves beside. */
function OrderShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />} title={<OrderTitle />}>
      <RecordLayout
        summary={
          <RecordSummary
            title="sahay.orders.heading"
            status={<OrderStatus />}
            figures={[
              { field: <TextField source="order_no" label="sahay.orders.number" /> },
              {
                field: <ReferenceField source="customer" reference="customer" link="show" emptyText={translate('sahay.orders.walk_in')} />,
              },
              { field: <MoneyField source="total" /> },
              { field: <MoneyField source="paid_amount" /> },
              { field: <MoneyField source="due_amount" label="sahay.orders.due" /> },
              { field: <PaymentStatusField source="payment_status" label="sahay.orders.payment_status" /> },
            ]}
          />
        }
        related={
          <>
            <OrderPayments />
            <OrderStockMoves />
          </>
        }
      >
        <RecordSection title="sahay.orders.lines">
          <LinesTable />
        </RecordSection>
        <RecordSection title="sahay.orders.details">
          <SimpleShowLayout sx={{ p: 0 }}>
            <DateField source="order_date" />
            <ReferenceField source="payment_method" reference="paymentmethod" link={false} emptyText="—" />
            <TextField source="note" emptyText="—" />
            <FunctionField
              source="sales_invoice_no"
              render={(r: OrderRow) => (r.sales_invoice_no ? <VoucherLink kind={salesVoucher.name} number={r.sales_invoice_no} /> : '—')}
            />
            <FunctionField
              source="reversal_invoice_no"
              label="sahay.orders.reversal_invoice_no"
              render={(r: OrderRow) =>
                r.reversal_invoice_no ? <VoucherLink kind={salesVoucher.name} number={r.reversal_invoice_no} /> : '—'
              }
            />
            <FunctionField
              source="refund_invoice_no"
              label="sahay.orders.refund_invoice_no"
              render={(r: OrderRow) =>
                r.refund_invoice_no ? <VoucherLink kind={paymentVoucher.name} number={r.refund_invoice_no} /> : '—'
              }
            />
            <DateField source="confirmed_date" label="sahay.orders.confirmed_date" emptyText="—" />
            <TextField source="cancel_reason" label="sahay.orders.cancel_reason" emptyText="—" />
          </SimpleShowLayout>
        </RecordSection>
      </RecordLayout>
    </Show>
  );
}

/** What the API takes of the form: the header as given and the lines without what the server counts. */
const toApi = (data: Record<string, unknown>) => ({ ...data, items: linesToSend((data.items as OrderLine[] | undefined) ?? []) });

function OrderCreate() {
  return (
    <Create redirect="show" transform={toApi}>
      <OrderForm mode="create" />
    </Create>
  );
}

function OrderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={toApi}>
      <OrderForm mode="edit" />
    </Edit>
  );
}

/** Orders: entered as drafts with a product picker that shows stock and live totals, then confirmed, paid and cancelled. */
export default {
  list: guarded(OrderList, permissionFor(customerOrder, 'list')),
  show: guarded(OrderShow, permissionFor(customerOrder, 'get')),
  create: guarded(OrderCreate, permissionFor(customerOrder, 'create')),
  edit: guarded(OrderEdit, permissionFor(customerOrder, 'update')),
} satisfies ResourceScreens;
