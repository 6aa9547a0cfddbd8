import { customer } from '@sahay/contracts';
import { Datagrid, Labeled, ReferenceManyField, useTranslate } from 'react-admin';
import { guarded } from '../../access.tsx';
import { fieldsOf, permissionFor } from '../../contracts.ts';
import { DateField, fieldFor, MoneyField } from '../../generic/fields.tsx';
import { GenericShow } from '../../generic/views.tsx';
import { OrderLink, OrderStatusField, PaymentStatusField } from '../customer-order/screens.tsx';
import type { ResourceScreens } from '../declaration.ts';

/** The customer's orders, newest first, each a link to its page. */
function CustomerOrders() {
  const translate = useTranslate();
  return (
    <Labeled label={translate('sahay.orders.of_customer')} fullWidth>
      <ReferenceManyField reference="customerorder" target="customer" sort={{ field: 'id', order: 'DESC' }} perPage={50}>
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<span>{translate('sahay.orders.none')}</span>}>
          <OrderLink source="order_no" label="sahay.orders.number" sortable={false} />
          <DateField source="order_date" />
          <OrderStatusField source="status" label="sahay.orders.status" sortable={false} />
          <MoneyField source="total" />
          <MoneyField source="due_amount" label="sahay.orders.due" />
          <PaymentStatusField source="payment_status" label="sahay.orders.payment_status" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}

function CustomerShow() {
  return (
    <GenericShow contract={customer}>
      {[...fieldsOf(customer).map((spec) => fieldFor(spec, 'show')), <CustomerOrders key="orders" />]}
    </GenericShow>
  );
}

/** A customer's page lists their orders; the list and forms are the generated ones. */
export default {
  show: guarded(CustomerShow, permissionFor(customer, 'get')),
} satisfies ResourceScreens;
