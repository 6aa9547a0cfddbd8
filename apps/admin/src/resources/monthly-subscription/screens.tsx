import Payments from '@mui/icons-material/Payments';
import { member, membersEndpoints, monthlySubscription, subscriptionStatuses } from '@sahay/contracts';
import { useState } from 'react';
import {
  Button,
  EditButton,
  FunctionField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { DateField } from '../../generic/fields.tsx';
import { periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { ListActions, listFilters, useRowClick } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { subscriptionColumns } from './subscriptionColumns.ts';

/** Marks a due subscription paid: the API posts its receipt voucher, once. Paid ones show their receipt instead. */
export function MarkPaidButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useCan(permissionFor(monthlySubscription, 'update'));
  const [pending, setPending] = useState(false);
  if (!record || !can || record.status !== 'due') return null;
  return (
    <Button
      label="sahay.subscriptions.mark_paid"
      disabled={pending}
      onClick={async (event) => {
        event.stopPropagation();
        setPending(true);
        try {
          const paid = await client.call(membersEndpoints.markSubscriptionPaid, { params: { id: record.id }, body: {} });
          notify('sahay.subscriptions.marked_paid', { type: 'success', messageArgs: { receipt: paid.receipt_invoice_no } });
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        } finally {
          setPending(false);
        }
      }}
    >
      <Payments />
    </Button>
  );
}

function StatusField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="status"
      label="sahay.subscriptions.status"
      render={(record: { status?: string }) => translate(`sahay.subscriptions.${record.status ?? 'due'}`)}
    />
  );
}

/** The generated filters (the member), the status (due or paid) and the period. */
function useFilters() {
  const translate = useTranslate();
  return [
    ...listFilters(monthlySubscription),
    statusFilter('status', 'sahay.subscriptions.status', subscriptionStatuses, (status) => translate(`sahay.subscriptions.${status}`)),
    ...periodFilters('sahay.subscriptions'),
  ];
}

export function SubscriptionList() {
  return (
    <ColumnsList
      columns={subscriptionColumns}
      sort={defaultSort(monthlySubscription)}
      filters={useFilters()}
      actions={<ListActions contract={monthlySubscription} />}
      rowClick={useRowClick(monthlySubscription)}
      bulkActionButtons={false}
    >
      <MarkPaidButton />
    </ColumnsList>
  );
}

/**
 * The subscription's member: a link to their record for staff who read members, else the name the API
 * answers with it (a member reading their own subscriptions may not read member records).
 */
// The column's header and sort come from `source`, which react-admin reads off the element.
function MemberName({ link }: { link: 'show' | false; source: string }) {
  const { can } = useCan(permissionFor(member, 'get'));
  return can ? <ReferenceField source="member" reference="member" link={link} /> : <TextField source="member_name" sortBy="member" />;
}

function ShowActions() {
  const { can } = useCan(permissionFor(monthlySubscription, 'update'));
  return (
    <TopToolbar>
      <MarkPaidButton />
      {can ? <EditButton /> : null}
    </TopToolbar>
  );
}

export function SubscriptionShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <MemberName source="member" link="show" />
        <DateField source="subscription_date" />
        <TextField source="amount" />
        <TextField source="note" />
        <StatusField />
        <DateField source="paid_date" label="sahay.subscriptions.paid_date" emptyText="—" />
        <TextField source="receipt_invoice_no" label="sahay.subscriptions.receipt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Subscriptions by month, due or paid, with "mark paid" in the list and on each subscription. */
export default {
  list: guarded(SubscriptionList, permissionFor(monthlySubscription, 'list')),
  show: guarded(SubscriptionShow, permissionFor(monthlySubscription, 'get')),
} satisfies ResourceScreens;
