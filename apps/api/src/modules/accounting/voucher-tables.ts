import type { VoucherKind } from '@sahay/contracts';
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
