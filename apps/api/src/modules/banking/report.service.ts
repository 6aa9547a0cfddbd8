import { fromPaisa, type ReconciliationReport, sumPaisa, toPaisa } from '@sahay/contracts';
import { and, asc, desc, eq, exists, gt, gte, lte, min, not, sql } from 'drizzle-orm';
import type { Content } from 'pdfmake';
import type { DbOrTx } from '../../db/client.ts';
import { sumText } from '../../db/money.ts';
import type { Download } from '../../resource/endpoints.ts';
import { accountLogs } from '../accounting/index.ts';
import { csvText, documentHead, letterhead, printedMoney, renderPdf } from '../documents/index.ts';
import { bankMatches, bankStatementLines, bankStatements } from './banking.tables.ts';
import { bankOrCashLedger } from './statements.service.ts';
import { entryFields } from './suggestions.ts';

/**
 * Whether a statement line is cleared as at a date: dated on or before it, and matched to entries all dated
 * on or before it too. Its entries are then cleared as well; everything else on either side explains the
 * difference between the two balances.
 */
const clearedLine = (tx: DbOrTx, date: string) =>
  and(
    lte(bankStatementLines.txnDate, date),
    exists(tx.select({ one: sql`1` }).from(bankMatches).where(eq(bankMatches.line, bankStatementLines.id))),
    not(
      exists(
        tx
          .select({ one: sql`1` })
          .from(bankMatches)
          .innerJoin(accountLogs, eq(accountLogs.id, bankMatches.accountLog))
          .where(and(eq(bankMatches.line, bankStatementLines.id), gt(accountLogs.logDate, date))),
      ),
    ),
  );

/**
 * The reconciliation of a Bank or Cash ledger as at a date. The book balance is the ledger's, the bank
 * balance that of the last statement line on or before the date. Entries of the books since the first
 * imported statement began, not cleared by then, are deposits not yet credited or payments not yet presented;
 * statement lines not cleared are the bank's items not in the books. What they leave unexplained is the
 * difference (zero when the books and the bank agreed as the first statement began).
 */
export async function reconciliationReport(db: DbOrTx, query: { ledger: number; date: string }): Promise<ReconciliationReport> {
  const ledger = await bankOrCashLedger(db, query.ledger);
  const [{ since }] = await db
    .select({ since: min(bankStatements.startDate) })
    .from(bankStatements)
    .where(eq(bankStatements.ledger, ledger.id));
  const [{ book }] = await db
    .select({ book: sumText(sql`${accountLogs.debitAmount} - ${accountLogs.creditAmount}`) })
    .from(accountLogs)
    .where(and(eq(accountLogs.ledger, ledger.id), lte(accountLogs.logDate, query.date)));
  const [last] = await db
    .select({ balance: bankStatementLines.balance })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.ledger, ledger.id), lte(bankStatementLines.txnDate, query.date)))
    .orderBy(desc(bankStatementLines.txnDate), desc(bankStatementLines.id))
    .limit(1);
  const uncleared = since
    ? await db
        .select(entryFields)
        .from(accountLogs)
        .where(
          and(
            eq(accountLogs.ledger, ledger.id),
            gte(accountLogs.logDate, since),
            lte(accountLogs.logDate, query.date),
            not(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(bankMatches)
                  .innerJoin(bankStatementLines, eq(bankStatementLines.id, bankMatches.line))
                  .where(and(eq(bankMatches.accountLog, accountLogs.id), clearedLine(db, query.date))),
              ),
            ),
          ),
        )
        .orderBy(asc(accountLogs.logDate), asc(accountLogs.id))
    : [];
  const bankOnly = await db
    .select({
      id: bankStatementLines.id,
      txn_date: bankStatementLines.txnDate,
      description: bankStatementLines.description,
      amount: bankStatementLines.amount,
    })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.ledger, ledger.id),
        lte(bankStatementLines.txnDate, query.date),
        not(clearedLine(db, query.date) ?? sql`false`),
      ),
    )
    .orderBy(asc(bankStatementLines.txnDate), asc(bankStatementLines.id));
  const adjusted = toPaisa(book) - sumPaisa(uncleared.map((e) => e.amount)) + sumPaisa(bankOnly.map((l) => l.amount));
  return {
    ledger: ledger.id,
    ledger_name: ledger.name,
    date: query.date,
    since: since ?? null,
    book_balance: book,
    bank_balance: last?.balance ?? null,
    deposits_not_credited: uncleared.filter((e) => toPaisa(e.amount) > 0n),
    payments_not_presented: uncleared.filter((e) => toPaisa(e.amount) < 0n),
    bank_lines_not_in_books: bankOnly,
    adjusted_book_balance: fromPaisa(adjusted),
    difference: last ? fromPaisa(toPaisa(last.balance) - adjusted) : null,
  };
}

const negated = (amount: string) => fromPaisa(-toPaisa(amount));

/** The report's sections as rows: a title, then each item with its date, reference, details and amount. */
function sections(report: ReconciliationReport) {
  return [
    {
      title: 'Less: deposits not yet credited by the bank',
      items: report.deposits_not_credited.map((e) => [e.log_date, e.reference_no, e.details ?? '', negated(e.amount)]),
    },
    {
      title: 'Add: payments not yet presented to the bank',
      items: report.payments_not_presented.map((e) => [e.log_date, e.reference_no, e.details ?? '', negated(e.amount)]),
    },
    {
      title: 'Add or less: bank lines not in the books',
      items: report.bank_lines_not_in_books.map((l) => [l.txn_date, '', l.description, l.amount]),
    },
  ];
}

const fileName = (report: ReconciliationReport, extension: string) =>
  `bank-reconciliation-${report.ledger_name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}-${report.date}.${extension}`;

/** The report as CSV: the balances, then each section's items with their effect on the book balance. */
export async function reconciliationCsv(db: DbOrTx, query: { ledger: number; date: string }): Promise<Download> {
  const report = await reconciliationReport(db, query);
  const rows: (string | number)[][] = [
    ['Bank reconciliation', report.ledger_name],
    ['As at', report.date],
    ['Statements since', report.since ?? ''],
    [],
    ['Balance as per books', report.book_balance],
    ...sections(report).flatMap((s) => [[], [s.title], ['Date', 'Reference', 'Details', 'Amount'], ...s.items]),
    [],
    ['Adjusted book balance', report.adjusted_book_balance],
    ['Balance as per bank statement', report.bank_balance ?? ''],
    ['Difference', report.difference ?? ''],
  ];
  return { content: csvText(rows), filename: fileName(report, 'csv') };
}

/** The report printed on the charity's letterhead. */
export async function reconciliationPdf(db: DbOrTx, query: { ledger: number; date: string }): Promise<Download> {
  const report = await reconciliationReport(db, query);
  const charity = await letterhead(db);
  const money = (amount: string) => printedMoney(amount, charity.currency);
  const right = (text: string) => ({ text, alignment: 'right' as const });
  const total = (label: string, amount: string | null) => [
    { text: label, style: 'label', colSpan: 3 },
    '',
    '',
    { ...right(amount === null ? '—' : money(amount)), style: 'label' },
  ];
  const body = [
    ['Date', 'Reference', 'Details', 'Amount'].map((text) => ({ text, style: 'tableHead' })),
    total('Balance as per books', report.book_balance),
    ...sections(report).flatMap((s) => [
      [{ text: s.title, style: 'label', colSpan: 4 }, '', '', ''],
      ...(s.items.length
        ? s.items.map(([d, r, t, a]) => [d, r, t, right(money(a))])
        : [[{ text: 'None', colSpan: 4, style: 'small' }, '', '', '']]),
    ]),
    total('Adjusted book balance', report.adjusted_book_balance),
    total('Balance as per bank statement', report.bank_balance),
    total('Difference', report.difference),
  ];
  const content: Content[] = [
    ...documentHead(charity, 'Bank reconciliation statement'),
    { text: [{ text: 'Ledger: ', style: 'label' }, report.ledger_name] },
    { text: [{ text: 'As at: ', style: 'label' }, report.date] },
    ...(report.since ? [{ text: [{ text: 'Statements since: ', style: 'label' }, report.since] } as Content] : []),
    { table: { headerRows: 1, widths: [65, 90, '*', 95], body }, layout: 'lightHorizontalLines', margin: [0, 12, 0, 0] },
  ];
  const title = `Bank reconciliation ${report.ledger_name} ${report.date}`;
  return { content: await renderPdf({ info: { title, author: charity.name }, content }), filename: fileName(report, 'pdf') };
}
