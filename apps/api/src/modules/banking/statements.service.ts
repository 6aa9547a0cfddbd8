import { fromPaisa, type StatementMapping, type StatementPreview } from '@sahay/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { groups, ledgerAccounts } from '../accounting/index.ts';
import { bankStatementLines, bankStatementMappings, bankStatements } from './banking.tables.ts';
import { csvRows, fileHash, guessDelimiter, guessMapping, readStatement } from './statement-csv.ts';

/** The groups whose ledgers a bank's statement can be reconciled with. */
const reconcilableGroups = ['Bank Accounts', 'Cash-in-Hand'];

/** A Bank or Cash ledger by id, or a 400 naming the field. */
export async function bankOrCashLedger(tx: DbOrTx, ledger: number, field = 'ledger') {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name, group: groups.name })
    .from(ledgerAccounts)
    .leftJoin(groups, eq(groups.id, ledgerAccounts.headGroup))
    .where(eq(ledgerAccounts.id, ledger));
  if (!row) throw new HttpError(400, { [field]: [`No ledger account has the id ${ledger}.`] });
  if (!reconcilableGroups.includes(row.group ?? ''))
    throw new HttpError(400, {
      [field]: [`${row.name} is not a bank or cash ledger: choose a ledger under Bank Accounts or Cash-in-Hand.`],
    });
  return { id: row.id, name: row.name };
}

/** The file's headings and first rows, with the ledger's remembered mapping (or one guessed from the headings). */
export async function previewStatement(db: DbOrTx, body: { ledger: number; content: string }): Promise<StatementPreview> {
  await bankOrCashLedger(db, body.ledger);
  const [remembered] = await db.select().from(bankStatementMappings).where(eq(bankStatementMappings.ledger, body.ledger));
  const delimiter = (remembered?.mapping as StatementMapping | undefined)?.delimiter ?? guessDelimiter(body.content);
  const [columns = [], ...rows] = csvRows(body.content, delimiter);
  return {
    columns,
    rows: rows.slice(0, 5),
    line_count: rows.length,
    mapping: remembered ? (remembered.mapping as Record<string, string>) : guessMapping(columns, body.content, delimiter),
    remembered: Boolean(remembered),
  };
}

/** Whether a database error is a unique violation (drizzle wraps the driver's error as its cause). */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Imports a statement for a Bank or Cash ledger in one transaction: its lines read and checked through the
 * mapping, which is remembered for the ledger. The same file, or a file with a line already imported for the
 * ledger, is refused (409), also when two clerks import it at once (the unique keys decide).
 */
export async function importStatement(
  app: ResourceWriter,
  db: DbOrTx,
  body: { ledger: number; file_name: string; content: string; mapping: StatementMapping },
  caller?: Caller | null,
) {
  const lines = readStatement(body.content, body.mapping);
  const hash = fileHash(body.content);
  try {
    return await inTransaction(db, async (tx) => {
      await bankOrCashLedger(tx, body.ledger);
      const [sameFile] = await tx
        .select({ id: bankStatements.id, fileName: bankStatements.fileName })
        .from(bankStatements)
        .where(and(eq(bankStatements.ledger, body.ledger), eq(bankStatements.fileHash, hash)));
      if (sameFile) throw new HttpError(409, `This file was imported before, as “${sameFile.fileName}” (statement ${sameFile.id}).`);
      const seen: { key: string; statement: number }[] = [];
      for (let i = 0; i < lines.length; i += 1000) {
        const keys = lines.slice(i, i + 1000).map((l) => l.key);
        seen.push(
          ...(await tx
            .select({ key: bankStatementLines.lineKey, statement: bankStatementLines.statement })
            .from(bankStatementLines)
            .where(and(eq(bankStatementLines.ledger, body.ledger), inArray(bankStatementLines.lineKey, keys)))),
        );
      }
      if (seen.length) {
        const first = lines.find((l) => l.key === seen[0].key);
        throw new HttpError(
          409,
          `${seen.length} of the file’s lines were imported before (the first: line ${first?.lineNo}, ${first?.txnDate}, ${first ? fromPaisa(first.amount) : ''}, in statement ${seen[0].statement}).`,
        );
      }
      const first = lines[0];
      const last = lines[lines.length - 1];
      const [statement] = await tx
        .insert(bankStatements)
        .values({
          ledger: body.ledger,
          fileName: body.file_name,
          fileHash: hash,
          startDate: first.txnDate,
          endDate: last.txnDate,
          openingBalance: fromPaisa(first.balance - first.amount),
          closingBalance: fromPaisa(last.balance),
          lineCount: lines.length,
          createdBy: caller?.userId,
          updatedBy: caller?.userId,
        })
        .returning();
      for (let i = 0; i < lines.length; i += 1000)
        await tx.insert(bankStatementLines).values(
          lines.slice(i, i + 1000).map((l) => ({
            statement: statement.id,
            ledger: body.ledger,
            lineNo: l.lineNo,
            txnDate: l.txnDate,
            description: l.description,
            reference: l.reference,
            amount: fromPaisa(l.amount),
            balance: fromPaisa(l.balance),
            lineKey: l.key,
          })),
        );
      await tx
        .insert(bankStatementMappings)
        .values({ ledger: body.ledger, mapping: body.mapping })
        .onConflictDoUpdate({ target: bankStatementMappings.ledger, set: { mapping: body.mapping, updatedAt: new Date() } });
      const answer = rowToApi(statement);
      await app.writeEffects.audit(tx, {
        userId: caller?.userId,
        entity: 'bank_statement',
        entityId: statement.id,
        action: 'create',
        after: answer,
      });
      await afterCommit(tx, () => app.writeEffects.changed('bank_statement'));
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'This statement, or a line of it, was imported before.');
    throw error;
  }
}
