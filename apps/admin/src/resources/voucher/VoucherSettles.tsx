import { type ResourceContract, type VoucherKind, voucherKinds } from '@sahay/contracts';
import { useRecordContext } from 'react-admin';
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

interface Settled {
  id: string;
  what: string;
  number: string;
}

const settledColumns: ListColumn<Settled>[] = [
  { source: 'what', label: 'sahay.vouchers.settled_kind', text: (r, translate) => translate(r.what) },
  {
    source: 'number',
    label: 'sahay.vouchers.settled_number',
    text: (r) => r.number,
    render: (r) => <VoucherLink kind={voucherKindOfNumber(r.number)} number={r.number} />,
  },
];

/** What the voucher settles: the voucher it refers to (a receipt against a sale). */
export function VoucherSettles({ contract }: { contract: ResourceContract }) {
  const record = useRecordContext<{ ref_invoice_no?: string | null }>();
  if (!voucherKinds[contract.name as VoucherKind].refInvoice) return null;
  const referred = record?.ref_invoice_no;
  const rows: Settled[] = referred ? [{ id: `voucher-${referred}`, what: 'sahay.vouchers.referred_voucher', number: referred }] : [];
  return (
    <RecordSection title="sahay.vouchers.settles">
      <RelatedRows records={record ? rows : undefined} columns={settledColumns} empty="sahay.vouchers.settles_nothing" />
    </RecordSection>
  );
}
