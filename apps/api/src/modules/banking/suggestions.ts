import type { ReconcilableEntry } from '@sahay/contracts';
import { and, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountLogs } from '../accounting/index.ts';
import { bankMatches, bankStatementLines } from './banking.tables.ts';

/** How far apart the bank's date and the books' date may be for a suggestion on amount alone. */
export const suggestionDays = 5;
/** How far apart they may be when the line also names the entry's reference. */
export const referenceDays = 30;

/** An entry of the books as reconciliation shows it: its amount signed from the ledger's side (a debit is money in). */
export const entryFields = {
  id: accountLogs.id,
  log_date: accountLogs.logDate,
  reference_no: accountLogs.referenceNo,
  details: accountLogs.details,
  amount: sql<string>`(${accountLogs.debitAmount} - ${accountLogs.creditAmount})::text`,
};

/** The ledger's entries no statement line is matched to. */
export const unmatchedEntry = (tx: DbOrTx) =>
  notExists(tx.select({ one: sql`1` }).from(bankMatches).where(eq(bankMatches.accountLog, accountLogs.id)));

/** Statement lines nothing is matched to yet. */
export const unmatchedLine = (tx: DbOrTx) =>
  notExists(tx.select({ one: sql`1` }).from(bankMatches).where(eq(bankMatches.line, bankStatementLines.id)));

/**
 * The best unmatched entry for each unmatched line of the statement (or of the lines `only` picks): the same
 * amount, dated within a few days, or within a month when the line names the entry's reference. One query
 * pairs them (a hash join on the amount); then the pairs are handed out best first (the line naming the
 * reference, then the nearest date), each entry to one line only, so accepting them all never books an entry twice.
 */
export async function suggestionsFor(tx: DbOrTx, statement: number, only?: SQL): Promise<Map<number, ReconcilableEntry>> {
  const lines = bankStatementLines;
  const days = sql<number>`abs(${accountLogs.logDate} - ${lines.txnDate})::int`;
  const byReference = sql<boolean>`(position(lower(${accountLogs.referenceNo}) in lower(${lines.description})) > 0
    or (${lines.reference} is not null and (lower(${lines.reference}) = lower(${accountLogs.referenceNo})
      or position(lower(${lines.reference}) in lower(coalesce(${accountLogs.details}, ''))) > 0)))`;
  const pairs = await tx
    .select({ line: lines.id, ...entryFields, days, byReference })
    .from(lines)
    .innerJoin(
      accountLogs,
      and(
        eq(accountLogs.ledger, lines.ledger),
        sql`${accountLogs.debitAmount} - ${accountLogs.creditAmount} = ${lines.amount}`,
        sql`${accountLogs.logDate} between ${lines.txnDate} - ${referenceDays}::int and ${lines.txnDate} + ${referenceDays}::int`,
      ),
    )
    .where(and(eq(lines.statement, statement), unmatchedLine(tx), unmatchedEntry(tx), only));
  const ranked = pairs
    .filter((p) => p.byReference || Number(p.days) <= suggestionDays)
    .sort((a, b) => Number(b.byReference) - Number(a.byReference) || Number(a.days) - Number(b.days) || a.id - b.id);
  const suggestions = new Map<number, ReconcilableEntry>();
  const taken = new Set<number>();
  for (const { line, days: _days, byReference: _byReference, ...entry } of ranked) {
    if (suggestions.has(line) || taken.has(entry.id)) continue;
    suggestions.set(line, entry);
    taken.add(entry.id);
  }
  return suggestions;
}
