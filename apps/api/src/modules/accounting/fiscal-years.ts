import { type FiscalYearInput, fromPaisa, toPaisa, type YearClosing } from '@sahay/contracts';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { AuditEntry } from '../../resource/effects.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { accountLogs, closedFiscalYears, journalVouchers, ledgerAccounts } from './accounting.tables.ts';
import { balancesToClose } from './financial-statements.ts';
import { type BooksSettings, booksSettingsId, readBooksSettings, refuseIfLocked, writeBooksSettings } from './lock.ts';
import { lockDatesEntity } from './lock-dates.service.ts';
import { type PostingLine, postVoucher } from './posting.ts';
import { closingLogType, reverseVoucher } from './reversal.ts';
import { accumulatedFundLedger, ledgerId } from './seed.ts';

/**
 * Year-end: closing a fiscal year posts one journal on its last day that brings every income and expense
 * ledger to nil and carries the surplus (or deficit) into the Accumulated fund, then locks the year. Its
 * entries are of the closing type, which the statements count only in the periods after the year (see
 * financial-statements.ts): the closed year's profit and loss account and transparency report read as before,
 * and the next year opens with the fund. Reopening reverses the journal and puts the lock date back.
 */

export const fiscalYearEntity = 'fiscal_year';
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const today = () => new Date().toISOString().slice(0, 10);
const later = (a: string | null, b: string) => (a && a > b ? a : b);

/** The fiscal year starting on `yearStart`, which must be the first day of the books' first month (400 otherwise). */
export function fiscalYear(yearStart: string, settings: BooksSettings) {
  const [year, month, day] = yearStart.split('-').map(Number);
  if (day !== 1 || month !== settings.fiscal_year_start_month)
    throw new HttpError(400, {
      year_start: [`A fiscal year starts on the first of ${months[settings.fiscal_year_start_month - 1]}, the books' first month.`],
    });
  const end = new Date(Date.UTC(year, month - 1 + 12, 0)).toISOString().slice(0, 10);
  return { start: yearStart, end };
}

/** The closing journal's lines: each ledger to nil, the difference into (or out of) the fund. */
async function closingLines(db: DbOrTx, start: string, end: string) {
  const fund = await ledgerId(db as Db, accumulatedFundLedger);
  if (!fund) throw new Error(`The chart of accounts has no ${accumulatedFundLedger} ledger.`);
  const balances = await balancesToClose(db, start, end);
  const lines = balances.map((b) => ({
    ledger: b.id,
    name: b.name,
    debit_amount: fromPaisa(b.balance < 0n ? -b.balance : 0n),
    credit_amount: fromPaisa(b.balance > 0n ? b.balance : 0n),
  }));
  // Incomes hold credit balances (negative here): what they exceed the expenses by is the surplus.
  const surplus = -balances.reduce((sum, b) => sum + b.balance, 0n);
  if (surplus !== 0n)
    lines.push({
      ledger: fund,
      name: accumulatedFundLedger,
      debit_amount: fromPaisa(surplus < 0n ? -surplus : 0n),
      credit_amount: fromPaisa(surplus > 0n ? surplus : 0n),
    });
  return { lines, surplus: fromPaisa(surplus) };
}

/** The lines a closing journal posted, as the preview shows them. */
async function postedLines(db: DbOrTx, invoiceNo: string | null) {
  if (!invoiceNo) return [];
  const rows = await db
    .select({ ledger: accountLogs.ledger, name: ledgerAccounts.name, debit: accountLogs.debitAmount, credit: accountLogs.creditAmount })
    .from(accountLogs)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountLogs.ledger))
    .where(eq(accountLogs.referenceNo, invoiceNo))
    .orderBy(asc(accountLogs.id));
  return rows.map((r) => ({ ledger: Number(r.ledger), name: r.name, debit_amount: String(r.debit), credit_amount: String(r.credit) }));
}

const closedRow = async (db: DbOrTx, start: string) =>
  (await db.select().from(closedFiscalYears).where(eq(closedFiscalYears.yearStart, start)))[0];

/** What closing the year posts (or, once closed, posted). */
export async function previewClosing(db: DbOrTx, input: FiscalYearInput): Promise<YearClosing> {
  const { start, end } = fiscalYear(input.year_start, await readBooksSettings(db));
  const closed = await closedRow(db, start);
  if (closed) {
    const lines = await postedLines(db, closed.closingInvoiceNo);
    const fund = lines.find((l) => l.name === accumulatedFundLedger);
    const surplus = fromPaisa(fund ? toPaisa(fund.credit_amount) - toPaisa(fund.debit_amount) : 0n);
    return { year_start: start, year_end: end, closed: true, closing_invoice_no: closed.closingInvoiceNo, surplus, lines };
  }
  const { lines, surplus } = await closingLines(db, start, end);
  return { year_start: start, year_end: end, closed: false, closing_invoice_no: null, surplus, lines };
}

/** The closed fiscal years, latest first. */
export async function closedYears(db: DbOrTx) {
  const settings = await readBooksSettings(db);
  const rows = await db.select().from(closedFiscalYears).orderBy(desc(closedFiscalYears.yearStart));
  return {
    fiscal_year_start_month: settings.fiscal_year_start_month,
    fiscal_years: rows.map((r) => ({
      year_start: r.yearStart,
      year_end: r.yearEnd,
      closing_invoice_no: r.closingInvoiceNo,
      closed_at: r.closedAt.toISOString(),
      closed_by: r.closedBy,
    })),
  };
}

type Writer = Pick<ResourceWriter, 'repositories' | 'writeEffects'>;

/**
 * Closes a fiscal year that has ended: posts its closing journal (through the posting gate, so its last day
 * must be open for the caller) and locks the books up to its end for everyone. Closings are taken one at a
 * time (the settings row is held), so a second closing of the year, even at the same moment, gets 409.
 */
export async function closeFiscalYear(app: Writer, db: DbOrTx, input: FiscalYearInput, caller: Caller | null): Promise<YearClosing> {
  return inTransaction(db, async (tx) => {
    const settings = await readBooksSettings(tx, 'update');
    const { start, end } = fiscalYear(input.year_start, settings);
    if (end >= today()) throw new HttpError(409, `The fiscal year ${start} – ${end} has not ended: close it after ${end}.`);
    const already = await closedRow(tx, start);
    if (already)
      throw new HttpError(409, `The fiscal year ${start} – ${end} is already closed (${already.closingInvoiceNo ?? 'nothing to post'}).`);
    // A later year's closing already carried this one's balances: closing it now would carry them twice.
    const [after] = await tx.select().from(closedFiscalYears).where(gt(closedFiscalYears.yearStart, start)).limit(1);
    if (after) throw new HttpError(409, `The fiscal year starting ${after.yearStart} is closed: reopen it before closing an earlier one.`);
    // Checked here too, as a year with nothing to post posts no journal through the gate.
    await refuseIfLocked(tx, end, caller, `close the fiscal year ${start} – ${end}`);
    const { lines, surplus } = await closingLines(tx, start, end);
    const invoiceNo = lines.length
      ? await postVoucher(
          app,
          tx,
          'journal',
          {
            date: end,
            details: `Closing of the fiscal year ${start} – ${end} into the ${accumulatedFundLedger}`,
            lines: lines as PostingLine[],
          },
          { caller },
        )
      : null;
    if (invoiceNo) await tx.update(accountLogs).set({ logType: closingLogType }).where(eq(accountLogs.referenceNo, invoiceNo));
    const [row] = await tx
      .insert(closedFiscalYears)
      .values({
        yearStart: start,
        yearEnd: end,
        closingInvoiceNo: invoiceNo,
        previousLockDate: settings.lock_date,
        closedBy: caller?.userId,
      })
      .returning();
    const locked = { ...settings, lock_date: later(settings.lock_date, end) };
    await writeBooksSettings(tx, locked, caller?.userId);
    await auditYearAndLock(
      app,
      tx,
      caller,
      { settings, changed: locked },
      {
        entityId: row.id,
        action: 'create',
        after: { year_start: start, year_end: end, closing_invoice_no: invoiceNo, surplus },
      },
    );
    return { year_start: start, year_end: end, closed: true, closing_invoice_no: invoiceNo, surplus, lines };
  });
}

/**
 * Reopens the latest closed fiscal year (an Administrator's, `accounting.lock`): the lock date goes back to
 * where it was before the closing, and the closing journal is reversed on the year's last day, so the year and
 * the ones after read as if it had never been closed.
 */
export async function reopenFiscalYear(app: Writer, db: DbOrTx, input: FiscalYearInput, caller: Caller | null): Promise<YearClosing> {
  return inTransaction(db, async (tx) => {
    const settings = await readBooksSettings(tx, 'update');
    const { start, end } = fiscalYear(input.year_start, settings);
    const closed = await closedRow(tx, start);
    if (!closed) throw new HttpError(409, `The fiscal year ${start} – ${end} is not closed.`);
    const [after] = await tx.select().from(closedFiscalYears).where(gt(closedFiscalYears.yearStart, start)).limit(1);
    if (after) throw new HttpError(409, `The fiscal year starting ${after.yearStart} is closed after it: reopen that one first.`);
    const reopened = { ...settings, lock_date: closed.previousLockDate };
    await writeBooksSettings(tx, reopened, caller?.userId);
    if (closed.closingInvoiceNo) {
      const { header } = journalVouchers;
      const [journal] = await tx.select({ id: header.id }).from(header).where(eq(header.invoiceNo, closed.closingInvoiceNo));
      await reverseVoucher(
        app,
        tx,
        'journal',
        journal.id,
        { date: end, reason: `Reopening of the fiscal year ${start} – ${end}` },
        { caller },
      );
    }
    await tx.delete(closedFiscalYears).where(eq(closedFiscalYears.id, closed.id));
    await auditYearAndLock(
      app,
      tx,
      caller,
      { settings, changed: reopened },
      {
        entityId: closed.id,
        action: 'delete',
        before: { year_start: start, year_end: end, closing_invoice_no: closed.closingInvoiceNo },
      },
    );
    const { lines, surplus } = await closingLines(tx, start, end);
    return { year_start: start, year_end: end, closed: false, closing_invoice_no: null, surplus, lines };
  });
}

/** A closing or a reopening changes two things, each audited: the list of closed years and the lock dates. */
async function auditYearAndLock(
  app: Writer,
  tx: DbOrTx,
  caller: Caller | null,
  lock: { settings: object; changed: object },
  year: Pick<AuditEntry, 'entityId' | 'action' | 'before' | 'after'>,
) {
  await app.writeEffects.audit(tx, { userId: caller?.userId, entity: fiscalYearEntity, ...year });
  await app.writeEffects.audit(tx, {
    userId: caller?.userId,
    entity: lockDatesEntity,
    entityId: booksSettingsId,
    action: 'update',
    before: { ...lock.settings },
    after: { ...lock.changed },
  });
  await afterCommit(tx, () => {
    app.writeEffects.changed(fiscalYearEntity);
    app.writeEffects.changed(lockDatesEntity);
  });
}
