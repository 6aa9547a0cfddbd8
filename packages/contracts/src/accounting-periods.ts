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
