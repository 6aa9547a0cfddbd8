import { Chip, Link } from '@mui/material';
import { Link as RouterLink, useCreatePath, useTranslate } from 'react-admin';
import type { ListColumn } from '../../generic/columns.ts';
import type { PurchaseKind } from './PurchaseForm.tsx';

/** A request or a bill as its list reads it: the vendor named beside its id. */
export interface PurchaseRow {
  id: number;
  status?: string;
  invoice_no?: string;
  request_no?: string;
  vendor?: number;
  vendor_name?: string;
  total?: string;
  updated_at?: string;
}

const resourceOf = (kind: PurchaseKind) => (kind === 'bill' ? 'purchase_final' : 'purchase_request');
export const numberOf = (kind: PurchaseKind) => (kind === 'bill' ? 'invoice_no' : 'request_no');

/** The document's state, in words and colour. */
export function PurchaseStatusChip({ status = 'requested' }: { status?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'paid' ? 'filled' : 'outlined'}
      color={status === 'paid' ? 'success' : status === 'cancelled' ? 'default' : 'primary'}
      label={translate(`sahay.purchasing.statuses.${status}`)}
    />
  );
}

/** The document's number, a link to its page (rows themselves are not clickable). */
function NumberLink({ kind, record }: { kind: PurchaseKind; record: PurchaseRow }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: resourceOf(kind), id: record.id, type: 'show' })}>
      {String(record[numberOf(kind)] ?? `#${record.id}`)}
    </Link>
  );
}

/** What a list of requests or of bills shows, and its export holds: number, date, vendor by name, status in words, a bill's total. */
export function purchaseColumns(kind: PurchaseKind): ListColumn<PurchaseRow>[] {
  return [
    {
      source: numberOf(kind),
      label: `sahay.purchasing.${kind}_no`,
      sortable: true,
      text: (r) => String(r[numberOf(kind)] ?? `#${r.id}`),
      render: (r) => <NumberLink kind={kind} record={r} />,
    },
    { source: kind === 'bill' ? 'purchase_date' : 'request_date', label: 'sahay.purchasing.date', kind: 'date', sortable: true },
    { source: 'vendor', sortable: true, text: (r) => r.vendor_name },
    {
      source: 'status',
      label: 'sahay.purchasing.status',
      sortable: true,
      text: (r, translate) => translate(`sahay.purchasing.statuses.${r.status ?? 'requested'}`),
      render: (r) => <PurchaseStatusChip status={r.status} />,
    },
    ...(kind === 'bill' ? [{ source: 'total', label: 'sahay.purchasing.total', kind: 'money' } as const] : []),
  ];
}
