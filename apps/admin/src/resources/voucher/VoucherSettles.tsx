import { Link } from '@mui/material';
import { type ResourceContract, type SettledRecord, type VoucherKind, voucherEndpointsByKind, voucherKinds } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useCreatePath, useRecordContext } from 'react-admin';
import { client } from '../../client.ts';
import type { ListColumn } from '../../generic/columns.ts';
import { RecordSection, RelatedRows } from '../../generic/RecordSections.tsx';
import { VoucherLink } from '../../reports/VoucherLink.tsx';

/** Prefixes longest first, so that `JOURNAL…` is an ID journal's number and `JO…` a journal's. */
const byPrefix = (Object.entries(voucherKinds) as [VoucherKind, { prefix: string }][]).sort(
  ([, a], [, b]) => b.prefix.length - a.prefix.length,
);

/** The kind of voucher a number belongs to, read from its prefix. */
export function voucherKindOfNumber(number: string): VoucherKind | undefined {
  return byPrefix.find(([, spec]) => number.startsWith(spec.prefix))?.[0];
}

/** One row of what a voucher settles: a record of another module, or the voucher it pays against. */
interface Settled {
  id: string;
  resource: SettledRecord['resource'] | 'voucher';
  recordId?: number;
  number: string;
  amount?: string;
}

function SettledLink({ row }: { row: Settled }) {
  const createPath = useCreatePath();
  if (row.resource === 'voucher') return <VoucherLink kind={voucherKindOfNumber(row.number)} number={row.number} />;
  return (
    <Link component={RouterLink} to={createPath({ resource: row.resource, id: row.recordId, type: 'show' })}>
      {row.number}
    </Link>
  );
}

const settledColumns: ListColumn<Settled>[] = [
  {
    source: 'resource',
    label: 'sahay.vouchers.settled_kind',
    text: (r, translate) =>
      r.resource === 'voucher'
        ? translate('sahay.vouchers.referred_voucher')
        : translate(`resources.${r.resource}.name`, { smart_count: 1 }),
  },
  { source: 'number', label: 'sahay.vouchers.settled_number', text: (r) => r.number, render: (r) => <SettledLink row={r} /> },
  { source: 'amount', label: 'sahay.vouchers.amount', kind: 'money' },
];

/** What the voucher settles: the gifts, subscriptions, orders and bills that name it, and the voucher it pays against. */
export function VoucherSettles({ contract }: { contract: ResourceContract }) {
  const record = useRecordContext<{ invoice_no?: string; ref_invoice_no?: string | null }>();
  const kind = contract.name as VoucherKind;
  const number = record?.invoice_no;
  const { data } = useQuery({
    queryKey: [kind, 'settles', number],
    queryFn: () => client.call(voucherEndpointsByKind[kind].settles, { params: { invoiceNo: number as string } }),
    enabled: Boolean(number),
  });
  const referred = record?.ref_invoice_no;
  const rows: Settled[] | undefined = data && [
    ...data.settles.map((s) => ({
      id: `${s.resource}-${s.id}-${s.amount}`,
      resource: s.resource,
      recordId: s.id,
      number: s.number,
      amount: s.amount,
    })),
    ...(referred ? [{ id: `voucher-${referred}`, resource: 'voucher' as const, number: referred }] : []),
  ];
  return (
    <RecordSection title="sahay.vouchers.settles">
      <RelatedRows records={rows} columns={settledColumns} empty="sahay.vouchers.settles_nothing" />
    </RecordSection>
  );
}
