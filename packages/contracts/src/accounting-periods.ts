import { z } from 'zod';
import { isoDate, requiredText } from './fields.ts';

/**
 * Closed periods of the books: the fiscal year's first month, the two lock dates, the reversal of a voucher
 * and the closing of a fiscal year.
 */

/** Who may set the lock dates forward (and close a year): whoever keeps the books. */
export const setLockDatesPermission = { name: 'accounting_lock.update', module: 'accounting' } as const;
/**
 * Who is bound only by `lock_date`, may move a lock date back and may reopen a closed year: the Administrator,
 * and an accountant the Administrator gives it to. No other seeded role receives it.
 */
export const lockBooksPermission = { name: 'accounting.lock', module: 'accounting' } as const;

/** The books' settings as read: the lock dates (null: none) and the fiscal year's first month (1–12). */
export const lockDatesAnswer = z.object({
  lock_date: z.string().nullable(),
  adviser_lock_date: z.string().nullable(),
  fiscal_year_start_month: z.number(),
});
export type LockDates = z.output<typeof lockDatesAnswer>;

/** What a client sends to change them: only the keys given change; null clears a lock date. */
export const lockDatesInput = z.object({
  lock_date: isoDate().nullable().optional(),
  adviser_lock_date: isoDate().nullable().optional(),
  fiscal_year_start_month: z
    .number({ error: 'Give the month as a number from 1 (January) to 12.' })
    .int('Give the month as a number from 1 (January) to 12.')
    .min(1, 'Give the month as a number from 1 (January) to 12.')
    .max(12, 'Give the month as a number from 1 (January) to 12.')
    .optional(),
});
export type LockDatesInput = z.input<typeof lockDatesInput>;

/** A reversal: why, and its date (today when left out), which must fall in an open period. */
export const reversalInput = z.object({
  reason: requiredText(500),
  date: isoDate().optional(),
});
export type ReversalInput = z.input<typeof reversalInput>;

/** Who may close a fiscal year (reopening one needs `accounting.lock`). */
export const closeYearPermission = { name: 'fiscal_year.close', module: 'accounting' } as const;

/** A fiscal year, named by its first day (the first of the fiscal year's first month). */
export const fiscalYearInput = z.object({ year_start: isoDate() });
export type FiscalYearInput = z.input<typeof fiscalYearInput>;

/** One line of a closing journal: an income or expense ledger brought to nil, or the Accumulated fund. */
export const closingLine = z.object({
  ledger: z.number(),
  name: z.string(),
  debit_amount: z.string(),
  credit_amount: z.string(),
});

/**
 * A year's closing: the journal it posts (or posted) on the year's last day, the surplus it carries into the
 * Accumulated fund (negative: a deficit), and whether the year is closed.
 */
export const yearClosing = z.object({
  year_start: z.string(),
  year_end: z.string(),
  closed: z.boolean(),
  closing_invoice_no: z.string().nullable(),
  surplus: z.string(),
  lines: z.array(closingLine),
});
export type YearClosing = z.output<typeof yearClosing>;

/** The closed fiscal years, latest first, with the first month the years start in. */
export const fiscalYearsAnswer = z.object({
  fiscal_year_start_month: z.number(),
  fiscal_years: z.array(
    z.object({
      year_start: z.string(),
      year_end: z.string(),
      closing_invoice_no: z.string().nullable(),
      closed_at: z.string(),
      closed_by: z.number().nullable(),
    }),
  ),
});
