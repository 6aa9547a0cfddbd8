import {
  accountLog,
  contraVoucher,
  group,
  idJournalVoucher,
  journalVoucher,
  ledgerAccount,
  paymentVoucher,
  primaryGroup,
  purchaseVoucher,
  receiptVoucher,
  salesVoucher,
  subLedgerAccount,
} from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';

/** Rows that came with Sahay (the seeded chart of accounts) are marked not deletable. */
const deletable = () => ({ isDeletable: boolean('is_deletable').notNull().default(true) });

export const primaryGroups = resourceTable(primaryGroup, deletable());

/** A head group or a head primary group: exactly one. */
const oneHead = (table: string) => (t: { headGroup: unknown; headPrimarygroup: unknown }) => [
  check(`${table}_one_head`, sql`(${t.headGroup} is null) <> (${t.headPrimarygroup} is null)`),
];
export const groups = resourceTable(group, deletable(), oneHead('group'));
export const ledgerAccounts = resourceTable(ledgerAccount, deletable(), oneHead('ledger_account'));
export const subLedgerAccounts = resourceTable(subLedgerAccount);

/** A line debits or credits, one of them, never a negative amount. */
const oneSide = (table: string) => (t: { debitAmount: unknown; creditAmount: unknown }) => [
  check(`${table}_one_side`, sql`${t.debitAmount} >= 0 and ${t.creditAmount} >= 0 and (${t.debitAmount} = 0) <> (${t.creditAmount} = 0)`),
];

/** Each kind of voucher: its header, numbered by invoice, and its lines. */
const voucherTables = <C extends Parameters<typeof resourceTable>[0]>(contract: C) => {
  const header = resourceTable(
    contract,
    {
      invoiceNo: varchar('invoice_no', { length: 40 }).notNull().unique(`${contract.name}_invoice_no_unique`),
      // A reversal and the voucher it reverses name each other; a voucher is reversed at most once.
      reversalOf: varchar('reversal_of', { length: 40 }).unique(`${contract.name}_reversal_of_unique`),
      reversedBy: varchar('reversed_by', { length: 40 }),
    },
    // A cause's raised amount sums the receipts that name its sales invoice.
    (t) => [index(`${contract.name}_ref_invoice_no_idx`).on(t.refInvoiceNo)],
  );
  const lines = linesTable(contract, 'items', oneSide(`${contract.name}_line`));
  return { header, lines };
};

export const paymentVouchers = voucherTables(paymentVoucher);
export const receiptVouchers = voucherTables(receiptVoucher);
export const salesVouchers = voucherTables(salesVoucher);
export const purchaseVouchers = voucherTables(purchaseVoucher);
export const contraVouchers = voucherTables(contraVoucher);
export const journalVouchers = voucherTables(journalVoucher);
export const idJournalVouchers = voucherTables(idJournalVoucher);

// drizzle-kit reads the tables it finds among a schema module's exports.
export const paymentVoucherHeaders = paymentVouchers.header;
export const paymentVoucherLines = paymentVouchers.lines;
export const receiptVoucherHeaders = receiptVouchers.header;
export const receiptVoucherLines = receiptVouchers.lines;
export const salesVoucherHeaders = salesVouchers.header;
export const salesVoucherLines = salesVouchers.lines;
export const purchaseVoucherHeaders = purchaseVouchers.header;
export const purchaseVoucherLines = purchaseVouchers.lines;
export const contraVoucherHeaders = contraVouchers.header;
export const contraVoucherLines = contraVouchers.lines;
export const journalVoucherHeaders = journalVouchers.header;
export const journalVoucherLines = journalVouchers.lines;
export const idJournalVoucherHeaders = idJournalVouchers.header;
export const idJournalVoucherLines = idJournalVouchers.lines;

/**
 * The books: one row per voucher line, written only by posting a voucher. Reports read a ledger's rows
 * by date, and a voucher's rows by its invoice number.
 */
export const accountLogs = resourceTable(accountLog, { voucherId: integer('voucher_id') }, (t) => [
  index('account_log_ledger_date_idx').on(t.ledger, t.logDate, t.id),
  index('account_log_reference_no_idx').on(t.referenceNo),
  index('account_log_date_idx').on(t.logDate),
  ...oneSide('account_log')(t),
]);

/**
 * The books' settings, one row: the fiscal year's first month (July, Bangladesh's, unless changed) and the
 * two lock dates: `lock_date` binds everyone, `adviser_lock_date` everyone but the holders of `accounting.lock`.
 * Nothing dated on or before the lock date in force for the caller is posted, changed or deleted.
 */
export const booksSettings = pgTable(
  'books_setting',
  {
    id: integer().primaryKey(),
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(7),
    lockDate: date('lock_date', { mode: 'string' }),
    adviserLockDate: date('adviser_lock_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('books_setting_month', sql`${t.fiscalYearStartMonth} between 1 and 12`)],
);

/**
 * A closed fiscal year: its closing journal (none when nothing was left to close) and the lock date before it
 * was closed, to which reopening the year goes back. One row per year: a year is closed once.
 */
export const closedFiscalYears = pgTable('closed_fiscal_year', {
  id: serial().primaryKey(),
  yearStart: date('year_start', { mode: 'string' }).notNull().unique('closed_fiscal_year_start_unique'),
  yearEnd: date('year_end', { mode: 'string' }).notNull(),
  closingInvoiceNo: varchar('closing_invoice_no', { length: 40 }),
  previousLockDate: date('previous_lock_date', { mode: 'string' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: integer('closed_by'),
});
