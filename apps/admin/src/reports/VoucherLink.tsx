import { Link } from '@mui/material';
import { voucherKinds } from '@sahay/contracts';
import { Link as RouterLink, useBasename } from 'react-admin';

/** The voucher a log row came from: its kind from the log type, or from its number for the id-journals. */
export function voucherKindOf(row: { reference_no: string; log_type: string }) {
  if (row.reference_no.startsWith('JOURNAL')) return 'idjournal';
  return Object.hasOwn(voucherKinds, row.log_type) ? row.log_type : undefined;
}

/** A voucher's number, linked to the voucher when its kind is known. */
export function VoucherLink({ kind, number }: { kind: string | undefined; number: string }) {
  const basename = useBasename();
  return kind ? (
    <Link component={RouterLink} to={`${basename}/${kind}/${encodeURIComponent(number)}/show`}>
      {number}
    </Link>
  ) : (
    number
  );
}
