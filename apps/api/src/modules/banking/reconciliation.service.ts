import { fromPaisa, type StatementLine, type StatementLines, sumPaisa, toPaisa } from '@sahay/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { accountLogs, debitAndCredit, ledgerAccounts, postVoucher } from '../accounting/index.ts';
import { bankMatches, bankStatementLines, bankStatements } from './banking.tables.ts';
import { entryFields, suggestionsFor, unmatchedEntry } from './suggestions.ts';

type LineRow = typeof bankStatementLines.$inferSelect;

const lineAnswer = (line: LineRow, matched: StatementLine['matched'], suggestion: StatementLine['suggestion']): StatementLine => ({
  id: line.id,
  line_no: line.lineNo,
  txn_date: line.txnDate,
  description: line.description,
  reference: line.reference,
  amount: line.amount,
  balance: line.balance,
  voucher_no: line.voucherNo,
  matched,
  suggestion,
});

/** The entries each of the given lines is matched to. */
async function matchedEntries(tx: DbOrTx, lineIds: number[]) {
  const byLine = new Map<number, StatementLine['matched']>();
  for (let i = 0; i < lineIds.length; i += 5000) {
    const rows = await tx
      .select({ line: bankMatches.line, ...entryFields })
      .from(bankMatches)
      .innerJoin(accountLogs, eq(accountLogs.id, bankMatches.accountLog))
      .where(inArray(bankMatches.line, lineIds.slice(i, i + 5000)))
      .orderBy(asc(accountLogs.logDate), asc(accountLogs.id));
    for (const { line, ...entry } of rows) byLine.set(line, [...(byLine.get(line) ?? []), entry]);
  }
  return byLine;
}

/** A statement with its lines oldest first, each matched or with its suggestion, and how far it is reconciled. */
export async function statementLines(db: DbOrTx, id: number): Promise<StatementLines> {
  const [statement] = await db
    .select({
      id: bankStatements.id,
      ledger: ledgerAccounts.id,
      ledger_name: ledgerAccounts.name,
      file_name: bankStatements.fileName,
      start_date: bankStatements.startDate,
      end_date: bankStatements.endDate,
      opening_balance: bankStatements.openingBalance,
      closing_balance: bankStatements.closingBalance,
    })
    .from(bankStatements)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, bankStatements.ledger))
    .where(eq(bankStatements.id, id));
  if (!statement) throw notFound(`Bank statement id - ${id} does not exist`);
  const rows = await db.select().from(bankStatementLines).where(eq(bankStatementLines.statement, id)).orderBy(asc(bankStatementLines.id));
  const matched = await matchedEntries(
    db,
    rows.map((r) => r.id),
  );
  const suggestions = await suggestionsFor(db, id);
  const lines = rows.map((row) =>
    lineAnswer(row, matched.get(row.id) ?? [], matched.has(row.id) ? null : (suggestions.get(row.id) ?? null)),
  );
  return {
    statement,
    lines,
    progress: { lines: rows.length, reconciled: matched.size, suggested: suggestions.size },
  };
}

/** One line with what it is matched to (or its suggestion), as it stands in `tx`. */
async function lineNow(tx: DbOrTx, line: LineRow) {
  const matched = (await matchedEntries(tx, [line.id])).get(line.id) ?? [];
  const suggestion = matched.length
    ? null
    : ((await suggestionsFor(tx, line.statement, eq(bankStatementLines.id, line.id))).get(line.id) ?? null);
  return lineAnswer(line, matched, suggestion);
}

/** The line, locked until the transaction ends: two clerks matching it at once go one after the other. */
async function lockedLine(tx: DbOrTx, id: number, field = 'line') {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
  if (!line)
    throw new HttpError(
      field === 'line' ? 400 : 404,
      field === 'line' ? { line: [`No statement line has the id ${id}.`] } : `Statement line id - ${id} does not exist`,
    );
  return line;
}

async function refuseMatched(tx: DbOrTx, line: LineRow) {
  const [already] = await tx.select({ id: bankMatches.id }).from(bankMatches).where(eq(bankMatches.line, line.id)).limit(1);
  if (already) throw new HttpError(409, `Line ${line.lineNo} of the statement is already matched: undo its match first.`);
}

const audited = (app: ResourceWriter, tx: DbOrTx, line: LineRow, after: Record<string, unknown>, caller?: Caller | null) =>
  app.writeEffects.audit(tx, {
    userId: caller?.userId,
    entity: 'bank_statement',
    entityId: line.statement,
    action: 'update',
    before: {},
    after: { line: line.id, ...after },
  });

/**
 * Matches a line to entries of its ledger (a suggestion accepted, or several chosen by hand): each entry
 * unmatched and of the line's ledger, their amounts summing to the line's. In one transaction, the line locked.
 */
export async function matchLine(app: ResourceWriter, db: DbOrTx, body: { line: number; account_logs: number[] }, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const line = await lockedLine(tx, body.line);
    await refuseMatched(tx, line);
    const ids = [...new Set(body.account_logs)];
    const entries = await tx
      .select({ ...entryFields, ledger: accountLogs.ledger, free: sql<boolean>`${unmatchedEntry(tx)}` })
      .from(accountLogs)
      .where(inArray(accountLogs.id, ids));
    const missing = ids.filter((id) => !entries.some((e) => e.id === id));
    if (missing.length) throw new HttpError(400, { account_logs: [`No entry of the books has the id ${missing.join(', ')}.`] });
    const elsewhere = entries.filter((e) => e.ledger !== line.ledger);
    if (elsewhere.length)
      throw new HttpError(400, {
        account_logs: [`Entry ${elsewhere.map((e) => e.reference_no).join(', ')} is not of this statement’s ledger.`],
      });
    const taken = entries.filter((e) => !e.free);
    if (taken.length)
      throw new HttpError(409, `Entry ${taken.map((e) => e.reference_no).join(', ')} is already matched to a statement line.`);
    const total = sumPaisa(entries.map((e) => e.amount));
    if (total !== toPaisa(line.amount))
      throw new HttpError(400, {
        account_logs: [`The chosen entries sum to ${fromPaisa(total)}; the line is ${fromPaisa(toPaisa(line.amount))}.`],
      });
    await insertMatches(
      tx,
      ids.map((accountLog) => ({ line: line.id, accountLog, createdBy: caller?.userId })),
    );
    await audited(app, tx, line, { account_logs: ids.join(',') }, caller);
    await afterCommit(tx, () => app.writeEffects.changed('bank_statement'));
    return lineNow(tx, line);
  });
}

/** Writes matches; an entry another clerk matched a moment ago is refused (409) by its unique key. */
async function insertMatches(tx: DbOrTx, rows: (typeof bankMatches.$inferInsert)[]) {
  try {
    for (let i = 0; i < rows.length; i += 5000) await tx.insert(bankMatches).values(rows.slice(i, i + 5000));
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw new HttpError(409, 'An entry was matched to another line a moment ago.');
    throw error;
  }
}

/** Accepts every suggestion of the statement's unmatched lines, its lines locked meanwhile. Answers how many. */
export async function acceptSuggestions(app: ResourceWriter, db: DbOrTx, id: number, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const locked = await tx
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statement, id))
      .for('update');
    if (!locked.length) {
      const [statement] = await tx.select({ id: bankStatements.id }).from(bankStatements).where(eq(bankStatements.id, id));
      if (!statement) throw notFound(`Bank statement id - ${id} does not exist`);
    }
    const suggestions = await suggestionsFor(tx, id);
    await insertMatches(
      tx,
      [...suggestions].map(([line, entry]) => ({ line, accountLog: entry.id, createdBy: caller?.userId })),
    );
    if (suggestions.size) {
      await app.writeEffects.audit(tx, {
        userId: caller?.userId,
        entity: 'bank_statement',
        entityId: id,
        action: 'update',
        before: {},
        after: { suggestions_accepted: suggestions.size },
      });
      await afterCommit(tx, () => app.writeEffects.changed('bank_statement'));
    }
    return { accepted: suggestions.size };
  });
}

/** Undoes a line's match; a voucher made from it stays in the books, to be matched again or reversed. */
export async function unmatchLine(app: ResourceWriter, db: DbOrTx, id: number, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const line = await lockedLine(tx, id, 'id');
    const removed = await tx.delete(bankMatches).where(eq(bankMatches.line, id)).returning({ accountLog: bankMatches.accountLog });
    if (!removed.length) throw new HttpError(409, `Line ${line.lineNo} of the statement is not matched.`);
    const [after] = await tx.update(bankStatementLines).set({ voucherNo: null }).where(eq(bankStatementLines.id, id)).returning();
    await audited(app, tx, line, { unmatched: removed.map((r) => r.accountLog).join(',') }, caller);
    await afterCommit(tx, () => app.writeEffects.changed('bank_statement'));
    return lineNow(tx, after);
  });
}

/**
 * Posts an unmatched line through the posting gate, dated as the bank dated it: money in as a receipt voucher
 * (the bank ledger debited, the chosen ledger credited), money out as a payment voucher (the other way round);
 * then matches the line to the voucher's entry on the bank ledger. One transaction.
 */
export async function voucherFromLine(
  app: ResourceWriter,
  db: DbOrTx,
  body: { line: number; ledger: number; details?: string },
  caller?: Caller | null,
) {
  return inTransaction(db, async (tx) => {
    const line = await lockedLine(tx, body.line);
    await refuseMatched(tx, line);
    if (body.ledger === line.ledger)
      throw new HttpError(400, { ledger: ['Choose the ledger on the other side, not the statement’s own.'] });
    const [other] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, body.ledger));
    if (!other) throw new HttpError(400, { ledger: [`No ledger account has the id ${body.ledger}.`] });
    const amount = toPaisa(line.amount);
    if (amount === 0n) throw new HttpError(400, { line: ['A line of 0 moves no money: there is nothing to post.'] });
    const moneyIn = amount > 0n;
    const absolute = fromPaisa(moneyIn ? amount : -amount);
    const voucherNo = await postVoucher(
      app,
      tx,
      moneyIn ? 'receipt_voucher' : 'payment_voucher',
      {
        date: line.txnDate,
        details: (body.details || line.description || `Bank statement line ${line.lineNo}`).slice(0, 1000),
        lines: moneyIn ? debitAndCredit(absolute, line.ledger, body.ledger) : debitAndCredit(absolute, body.ledger, line.ledger),
      },
      { caller },
    );
    const [entry] = await tx
      .select({ id: accountLogs.id })
      .from(accountLogs)
      .where(and(eq(accountLogs.referenceNo, voucherNo), eq(accountLogs.ledger, line.ledger)));
    await insertMatches(tx, [{ line: line.id, accountLog: entry.id, createdBy: caller?.userId }]);
    const [after] = await tx.update(bankStatementLines).set({ voucherNo }).where(eq(bankStatementLines.id, line.id)).returning();
    await audited(app, tx, line, { voucher_no: voucherNo }, caller);
    await afterCommit(tx, () => app.writeEffects.changed('bank_statement'));
    return lineNow(tx, after);
  });
}

/** A ledger's entries no line is matched to, oldest first, between two dates if given (at most 500). */
export async function unreconciledEntries(db: DbOrTx, query: { ledger: number; date_after?: string; date_before?: string }) {
  const entries = await db
    .select(entryFields)
    .from(accountLogs)
    .where(
      and(
        eq(accountLogs.ledger, query.ledger),
        unmatchedEntry(db),
        query.date_after ? gte(accountLogs.logDate, query.date_after) : undefined,
        query.date_before ? lte(accountLogs.logDate, query.date_before) : undefined,
      ),
    )
    .orderBy(asc(accountLogs.logDate), asc(accountLogs.id))
    .limit(500);
  return { entries };
}
