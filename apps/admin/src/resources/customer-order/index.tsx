import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Chip, Link } from '@mui/material';
import { customerOrder, orderStatuses, paymentStatuses } from '@sahay/contracts';
import {
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  FunctionField,
  List,
  ReferenceField,
  Link as RouterLink,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import type { HeadingProps } from '../../generic/fields.tsx';
import { lookupFilter, periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { ListActions, ListError } from '../../generic/views.tsx';
import { useMoney } from '../../useMoney.ts';
import { CancelOrderButton, ConfirmOrderButton, InvoiceButton, type OrderRecord, RecordPaymentButton } from './OrderActions.tsx';
import { OrderForm } from './OrderForm.tsx';
import { linesToSend, type OrderLine } from './orders.ts';

interface OrderRow extends OrderRecord {
  payment_status?: string;
  customer_name?: string | null;
}

/** The order's state, in words and colour; a cancelled one greyed. */
export function OrderStatusField(props: HeadingProps) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record: OrderRow) => (
        <Chip
          size="small"
          variant={record.status === 'draft' ? 'outlined' : 'filled'}
          color={record.status === 'confirmed' ? 'success' : 'default'}
          label={translate(`sahay.orders.statuses.${record.status ?? 'draft'}`)}
        />
      )}
    />
  );
}

export function PaymentStatusField(props: HeadingProps) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record: OrderRow) => translate(`sahay.orders.payment_statuses.${record.payment_status ?? 'unpaid'}`)}
    />
  );
}

export function MoneyField({ source, label }: { source: 'total' | 'paid_amount' | 'due_amount'; label?: string }) {
  const money = useMoney();
  return (
    <FunctionField
      source={source}
      label={label}
      textAlign="right"
      render={(record: Record<string, unknown>) => money((record[source] as string | undefined) ?? null)}
    />
  );
}

/** The order's number, a link to its page (rows themselves are not clickable). */
export function OrderLink(props: HeadingProps) {
  const createPath = useCreatePath();
  return (
    <FunctionField
      {...props}
      render={(record: OrderRow) => (
        <Link component={RouterLink} to={createPath({ resource: 'customerorder', id: record.id, type: 'show' })}>
          {record.order_no ?? `#${record.id}`}
        </Link>
      )}
    />
  );
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

function OrderList() {
  const translate = useTranslate();
  // The generated screens make no form for a document: the order's own entry form is this resource's.
  const { can: canCreate } = useCan(permissionFor(customerOrder, 'create'));
  return (
    <List
      sort={defaultSort(customerOrder)}
      filters={useFilters()}
      actions={<ListActions contract={customerOrder}>{canCreate ? <CreateButton /> : null}</ListActions>}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <OrderLink source="order_no" label="sahay.orders.number" sortable={false} />
        <FunctionField
          source="customer"
          label="resources.customerorder.fields.customer"
          render={(r: OrderRow) => r.customer_name ?? translate('sahay.orders.walk_in')}
        />
        <DateField source="order_date" />
        <OrderStatusField source="status" label="sahay.orders.status" sortable={false} />
        <MoneyField source="total" />
        <MoneyField source="due_amount" label="sahay.orders.due" />
        <PaymentStatusField source="payment_status" label="sahay.orders.payment_status" sortable={false} />
      </Datagrid>
    </List>
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
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{translate('sahay.orders.lines')}</caption>
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
      <InvoiceButton />
    </TopToolbar>
  );
}

function OrderTitle() {
  const translate = useTranslate();
  const record = useRecordContext<OrderRow>();
  return <span>{`${translate('resources.customerorder.name', { smart_count: 1 })} ${record?.order_no ?? ''}`}</span>;
}

function OrderShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />} title={<OrderTitle />}>
      <SimpleShowLayout>
        <TextField source="order_no" label="sahay.orders.number" />
        <OrderStatusField source="status" label="sahay.orders.status" />
        <ReferenceField source="customer" reference="customer" link="show" emptyText={translate('sahay.orders.walk_in')} />
        <DateField source="order_date" />
        <ReferenceField source="payment_method" reference="paymentmethod" link={false} emptyText="—" />
        <TextField source="note" emptyText="—" />
        <LinesTable />
        <MoneyField source="total" />
        <MoneyField source="paid_amount" />
        <MoneyField source="due_amount" label="sahay.orders.due" />
        <PaymentStatusField source="payment_status" label="sahay.orders.payment_status" />
        <TextField source="sales_invoice_no" emptyText="—" />
        <TextField source="reversal_invoice_no" label="sahay.orders.reversal_invoice_no" emptyText="—" />
        <DateField source="confirmed_date" label="sahay.orders.confirmed_date" emptyText="—" />
        <TextField source="cancel_reason" label="sahay.orders.cancel_reason" emptyText="—" />
      </SimpleShowLayout>
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
  icon: ShoppingCart,
  recordRepresentation: (record: Record<string, unknown>) => String(record.order_no ?? `#${record.id}`),
};
