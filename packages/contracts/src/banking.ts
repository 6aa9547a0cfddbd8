import { z } from 'zod';
import { id, isoDate, ref, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

/**
 * Bank reconciliation: a bank's statement imported for a Bank or Cash ledger, each of its lines matched to the
 * ledger's account-log rows, and the reconciliation report that explains the difference between the two.
 */

/** An imported statement: its ledger and file; its dates, balances and line count are kept by the import. */
export const bankStatement = defineContract({
  name: 'bank_statement',
  module: 'accounting',
  label: 'Bank statement',
  pluralLabel: 'Bank reconciliation',
  plural: 'bank_statements',
  input: z.object({
    ledger: ref('ledger_account'),
    file_name: requiredText(255),
  }),
  // Made only by the import (which parses and checks the file); deleting one undoes its import and its matches.
  actions: ['list', 'get', 'delete'],
  title: ['file_name'],
  columns: ['file_name', 'ledger'],
  order: { field: 'id', direction: 'desc' },
});

/** Importing, matching and making vouchers from statement lines (reading them needs `bank_statement.read`). */
export const reconcilePermission = { name: 'bank_statement.reconcile', module: 'accounting' } as const;

/** How a date is written in a bank's file. */
export const statementDateFormats = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY'] as const;
export type StatementDateFormat = (typeof statementDateFormats)[number];

export const statementDelimiters = [',', ';', '\t'] as const;

const column = () => text(120).optional();

/**
 * Which column of a bank's CSV holds what, by its heading: remembered per ledger at each import. An amount is
 * one signed column (money in positive), or a debit (money out) and a credit (money in) column, as banks print them.
 */
export const statementMapping = z
  .object({
    date: requiredText(120),
    description: requiredText(120),
    amount: column(),
    debit: column(),
    credit: column(),
    balance: requiredText(120),
    reference: column(),
    date_format: z.enum(statementDateFormats, `Choose ${statementDateFormats.join(', ')}.`),
    delimiter: z.enum(statementDelimiters, 'Choose a comma, a semicolon or a tab.'),
  })
  .superRefine((m, ctx) => {
    if (!m.amount && !(m.debit && m.credit))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Choose the amount column, or both the debit and the credit columns.' });
    if (m.amount && (m.debit || m.credit))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Choose the amount column or the debit and credit columns, not both.' });
  });
export type StatementMapping = z.infer<typeof statementMapping>;

/** A statement's file as text (a CSV of at most about a megabyte, the API's body limit). */
const statementContent = z.string().min(1, 'The file is empty.').max(1_000_000, 'The file is larger than 1,000,000 characters.');

export const statementPreviewBody = z.object({ ledger: id(), content: statementContent });

/** The file's headings and first rows, and the mapping remembered for the ledger (or guessed from the headings). */
export const statementPreview = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  line_count: z.number().int(),
  mapping: z.record(z.string(), z.string()).describe('The remembered or guessed mapping (any of its keys may be missing)'),
  remembered: z.boolean(),
});
export type StatementPreview = z.infer<typeof statementPreview>;

export const statementImportBody = z.object({
  ledger: id(),
  file_name: requiredText(255),
  content: statementContent,
  mapping: statementMapping,
});

/** An account-log row of the ledger, as reconciliation shows it. */
export const reconcilableEntry = z.object({
  id: z.number().int(),
  log_date: z.string(),
  reference_no: z.string(),
  details: z.string().nullable(),
  amount: z.string().describe('Signed: a debit of the ledger (money in) positive, a credit negative'),
});
export type ReconcilableEntry = z.infer<typeof reconcilableEntry>;

/** A statement line, with what it is matched to, or the best unmatched entry suggested for it. */
export const statementLine = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  txn_date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amount: z.string().describe('Signed: money in positive, money out negative'),
  balance: z.string(),
  voucher_no: z.string().nullable().describe('The voucher made from this line, if one was'),
  matched: z.array(reconcilableEntry),
  suggestion: reconcilableEntry.nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementLines = z.object({
  statement: z.object({
    id: z.number().int(),
    ledger: z.number().int(),
    ledger_name: z.string(),
    file_name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    opening_balance: z.string(),
    closing_balance: z.string(),
  }),
  lines: z.array(statementLine),
  progress: z.object({ lines: z.number().int(), reconciled: z.number().int(), suggested: z.number().int() }),
});
export type StatementLines = z.infer<typeof statementLines>;

export const matchBody = z.object({
  line: id(),
  account_logs: z.array(id()).min(1, 'Choose at least one entry of the books.').max(500, 'At most 500 entries.'),
});

export const lineVoucherBody = z.object({
  line: id(),
  ledger: id().describe('The ledger on the other side: credited by a receipt (money in), debited by a payment (money out)'),
  details: text(1000).optional(),
});

export const unreconciledQuery = z.object({
  ledger: id(),
  date_after: isoDate().optional(),
  date_before: isoDate().optional(),
});

export const reconciliationQuery = z.object({ ledger: id(), date: isoDate() });

/** The reconciliation as at a date: the book and bank balances, and the items that explain their difference. */
export const reconciliationReport = z.object({
  ledger: z.number().int(),
  ledger_name: z.string(),
  date: z.string(),
  since: z.string().nullable().describe('The first imported statement’s first day: book entries before it are taken as cleared'),
  book_balance: z.string(),
  bank_balance: z.string().nullable().describe('The balance of the last statement line on or before the date, if any'),
  deposits_not_credited: z.array(reconcilableEntry),
  payments_not_presented: z.array(reconcilableEntry),
  bank_lines_not_in_books: z.array(z.object({ id: z.number().int(), txn_date: z.string(), description: z.string(), amount: z.string() })),
  adjusted_book_balance: z
    .string()
    .describe('The book balance less uncleared deposits, plus unpresented payments and bank lines not in the books'),
  difference: z.string().nullable().describe('The bank balance less the adjusted book balance: zero when everything is explained'),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

export const bankingContracts = [bankStatement];
