import type { VoucherKind } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as tables from './accounting.tables.ts';

/** Each kind of voucher's header and lines tables (one shape for all seven). */
export const voucherTables: Record<
  VoucherKind,
  { header: typeof tables.paymentVouchers.header; lines: typeof tables.paymentVouchers.lines }
> = {
  payment_voucher: tables.paymentVouchers,
  receipt_voucher: tables.receiptVouchers,
  sales: tables.salesVouchers,
  purchase: tables.purchaseVouchers,
  contra: tables.contraVouchers,
  journal: tables.journalVouchers,
  idjournal: tables.idJournalVouchers,
} as never;

/** The id of the voucher of a kind with this number (its page is opened by id), if any. */
export async function voucherIdOf(db: DbOrTx, kind: VoucherKind, invoiceNo: string) {
  const { header } = voucherTables[kind];
  const [row] = await db.select({ id: header.id }).from(header).where(eq(header.invoiceNo, invoiceNo));
  return row?.id;
}
