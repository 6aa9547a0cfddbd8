import { toPaisa } from '@sahay/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { amountText, sumAmount, sumText } from '../../db/money.ts';
import type { Actor } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { ledgerAccounts, paymentVouchers, receiptVouchers, salesVouchers } from './accounting.tables.ts';

/**
 * A sales voucher that other records hang their receipts on (a cause's goal): posted, changed and removed
 * through the vouchers' own repository, and the receipts that name it by `ref_invoice_no`, summed by
 * PostgreSQL. Other modules reach these only through the accounting module's public entry.
 */

type Vouchers = Pick<FastifyInstance, 'repositories'>;
const sales = (app: Vouchers) => app.repositories.get('sales') as Repository;

async function salesIdOf(tx: DbOrTx, invoiceNo: string) {
  const [row] = await tx
    .select({ id: salesVouchers.header.id })
    .from(salesVouchers.header)
    .where(eq(salesVouchers.header.invoiceNo, invoiceNo));
  return row?.id as number | undefined;
}

/** Changes the amount of a two-line sales voucher (both lines, so it stays balanced); reposted by its hook. */
export async function changeSalesAmount(app: Vouchers, tx: DbOrTx, invoiceNo: string, amount: string, actor: Actor = {}) {
  const id = await salesIdOf(tx, invoiceNo);
  if (!id) return;
  const voucher = await sales(app).get(tx, id);
  const items = (voucher.items as { id: number; debit_amount: string }[]).map((line) =>
    toPaisa(line.debit_amount) > 0n
      ? { id: line.id, debit_amount: amount, credit_amount: '0' }
      : { id: line.id, debit_amount: '0', credit_amount: amount },
  );
  await sales(app).update(tx, id, { items }, actor);
}

/** Removes a sales voucher and its postings (its record is going). */
export async function removeSales(app: Vouchers, tx: DbOrTx, invoiceNo: string, actor: Actor = {}) {
  const id = await salesIdOf(tx, invoiceNo);
  if (id) await sales(app).remove(tx, id, actor);
}

const header = receiptVouchers.header;
const lines = receiptVouchers.lines;

/**
 * Where the money of these receipts went, ledger by ledger (Cash, Bank), summed: their debits, leaving out a
 * receipt reversed since (its reversal already took the money back). Paying it back credits the same ledgers.
 */
export async function receivedInto(db: DbOrTx, invoiceNos: string[]) {
  if (!invoiceNos.length) return [];
  return db
    .select({ ledger: lines.ledger, amount: sumText(lines.debitAmount) })
    .from(header)
    .innerJoin(lines, eq(lines.document, header.id))
    .where(and(inArray(header.invoiceNo, invoiceNos), isNull(header.reversedBy), sql`${lines.debitAmount} > 0`))
    .groupBy(lines.ledger)
    .orderBy(lines.ledger);
}

/** A span of voucher dates, both ends included; either may be open. */
export interface DateSpan {
  from?: string;
  until?: string;
}
const within = (date: Parameters<typeof gte>[0], span: DateSpan): SQL[] => [
  ...(span.from ? [gte(date, span.from)] : []),
  ...(span.until ? [lte(date, span.until)] : []),
];

/** Whether a date is in the span (SQL); an open span: every date. */
const inSpan = (date: Parameters<typeof gte>[0], span: DateSpan): SQL => and(isNotNull(date), ...within(date, span)) as SQL;

/**
 * What the receipts naming each invoice add up to (their debit lines: the money in) and how many payers
 * (distinct ledgers credited) they came from, by invoice number; those dated in `span` when given. A
 * receipt reversed counts until its reversal's date, and its payer no more.
 */
export async function receiptTotals(db: DbOrTx, invoiceNos: string[], span: DateSpan = {}) {
  const out = new Map<string, { amount: string; payers: number }>();
  if (!invoiceNos.length) return out;
  const reversal = alias(header, 'reversal');
  const rows = await db
    .select({
      ref: header.refInvoiceNo,
      amount: amountText(
        sql`${sumAmount(lines.debitAmount, inSpan(header.receiptDate, span))} - ${sumAmount(lines.debitAmount, inSpan(reversal.receiptDate, span))}`,
      ),
      payers: sql<number>`count(distinct ${lines.ledger}) filter (where ${lines.creditAmount} > 0 and ${header.reversedBy} is null and ${inSpan(header.receiptDate, span)})::int`,
    })
    .from(header)
    .innerJoin(lines, eq(lines.document, header.id))
    .leftJoin(reversal, eq(reversal.invoiceNo, header.reversedBy))
    .where(and(inArray(header.refInvoiceNo, invoiceNos), isNull(header.reversalOf)))
    .groupBy(header.refInvoiceNo);
  for (const row of rows) out.set(row.ref as string, { amount: row.amount, payers: row.payers });
  return out;
}

/**
 * What was spent on each cause (a restricted fund): the debit amounts of the payment voucher lines that
 * name it, by cause id; those dated in `span` when given, less the reversals dated in it. A cause with none
 * is absent.
 */
export async function spendingByCause(db: DbOrTx, causeIds: number[], span: DateSpan = {}) {
  const out = new Map<number, string>();
  if (!causeIds.length) return out;
  const { header: payment, lines: paid } = paymentVouchers;
  const reversal = alias(payment, 'reversal');
  const rows = await db
    .select({
      cause: paid.cause,
      amount: amountText(
        sql`${sumAmount(paid.debitAmount, inSpan(payment.paymentDate, span))} - ${sumAmount(paid.debitAmount, inSpan(reversal.paymentDate, span))}`,
      ),
    })
    .from(paid)
    .innerJoin(payment, eq(paid.document, payment.id))
    .leftJoin(reversal, eq(reversal.invoiceNo, payment.reversedBy))
    .where(and(inArray(paid.cause, causeIds), isNull(payment.reversalOf)))
    .groupBy(paid.cause);
  for (const row of rows) if (toPaisa(row.amount) !== 0n) out.set(row.cause as number, row.amount);
  return out;
}

/**
 * The latest receipts naming an invoice: one row per ledger credited (the payer), with the ledger's type
 * and record (`user_ledger` of user 7), newest first.
 */
export async function receiptsNaming(db: DbOrTx, invoiceNo: string, limit: number) {
  return (
    db
      .select({
        invoice_no: header.invoiceNo,
        date: header.receiptDate,
        amount: sql<string>`${lines.creditAmount}::text`,
        ledger_type: ledgerAccounts.ledgerType,
        reference_id: ledgerAccounts.referenceId,
      })
      .from(header)
      .innerJoin(lines, and(eq(lines.document, header.id), sql`${lines.creditAmount} > 0`))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lines.ledger))
      // A gift reversed is no gift: neither it nor its reversal is listed.
      .where(and(eq(header.refInvoiceNo, invoiceNo), isNull(header.reversedBy), isNull(header.reversalOf)))
      .orderBy(desc(header.receiptDate), desc(header.id), desc(lines.id))
      .limit(limit)
  );
}

/** The calendar years in which anything was posted to the books, oldest first. */
export async function postingYears(db: DbOrTx) {
  const result = (await db.execute(
    sql`select distinct extract(year from log_date)::int as year from account_log order by year`,
  )) as unknown as { rows: { year: number }[] };
  return result.rows.map((r) => Number(r.year));
}
