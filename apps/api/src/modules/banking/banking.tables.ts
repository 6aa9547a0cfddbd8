import { bankStatement } from '@sahay/contracts';
import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';
import { accountLogs, ledgerAccounts } from '../accounting/index.ts';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull();

/**
 * An imported statement, with what the import read from it: the file's hash (the same file twice is refused),
 * its first and last dates, and its opening and closing balances.
 */
export const bankStatements = resourceTable(
  bankStatement,
  {
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    openingBalance: amount('opening_balance'),
    closingBalance: amount('closing_balance'),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [uniqueIndex('bank_statement_file_unique').on(t.ledger, t.fileHash)],
);

/**
 * One line of a statement. Its key (date, amount, balance and description) is unique per ledger, so a line
 * imported before, in this file or another, is refused. The voucher made from it is named here.
 */
export const bankStatementLines = pgTable(
  'bank_statement_line',
  {
    id: serial().primaryKey(),
    statement: integer()
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    ledger: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    lineNo: integer('line_no').notNull(),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    description: text().notNull(),
    reference: varchar({ length: 120 }),
    amount: amount('amount'),
    balance: amount('balance'),
    lineKey: varchar('line_key', { length: 64 }).notNull(),
    voucherNo: varchar('voucher_no', { length: 40 }),
  },
  (t) => [
    uniqueIndex('bank_statement_line_key_unique').on(t.ledger, t.lineKey),
    index('bank_statement_line_statement_idx').on(t.statement, t.lineNo),
    index('bank_statement_line_ledger_date_idx').on(t.ledger, t.txnDate),
  ],
);

/**
 * A statement line matched to an entry of the books. An entry is matched once; a line may take several. When
 * a voucher's entries are rewritten or removed, their matches go with them and the line is unmatched again.
 */
export const bankMatches = pgTable(
  'bank_match',
  {
    id: serial().primaryKey(),
    line: integer()
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'cascade' }),
    accountLog: integer('account_log')
      .notNull()
      .references(() => accountLogs.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_match_account_log_unique').on(t.accountLog), index('bank_match_line_idx').on(t.line)],
);

/** The column mapping of a ledger's bank files, remembered from its last import. */
export const bankStatementMappings = pgTable('bank_statement_mapping', {
  ledger: integer()
    .primaryKey()
    .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
  mapping: jsonb().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
