import type { ListColumn } from '../../generic/columns.ts';

/** A subscription as its list reads it: the member named beside their id. */
export interface SubscriptionRow {
  id: number;
  member?: number;
  member_name?: string;
  status?: string;
}

/**
 * What the subscriptions list shows, and its export holds: the member by the name the API answers with each row (a
 * member reading their own may not read member records), the status in words and the receipt's number.
 */
export const subscriptionColumns: ListColumn<SubscriptionRow>[] = [
  { source: 'id', kind: 'number', sortable: true },
  { source: 'member', sortable: true, text: (r) => r.member_name },
  { source: 'subscription_date', kind: 'date', sortable: true },
  { source: 'amount', sortable: true },
  {
    source: 'status',
    label: 'sahay.subscriptions.status',
    sortable: true,
    text: (r, translate) => translate(`sahay.subscriptions.${r.status ?? 'due'}`),
  },
  { source: 'receipt_invoice_no', label: 'sahay.subscriptions.receipt', sortable: true },
];
