import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { booksSettings } from './accounting.tables.ts';

/**
 * Lock dates: the books up to a date are closed. `lock_date` binds everyone; `adviser_lock_date` binds
 * everyone but the holders of `accounting.lock` (the Administrator, and the accountants given it), who may
 * still correct the period between the two. The posting gate asks here before it writes or undoes a line.
 */

export const lockPermission = 'accounting.lock';

/** The one row of the books' settings (a new installation's defaults until it is written). */
export const booksSettingsId = 1;

export interface BooksSettings {
  fiscal_year_start_month: number;
  lock_date: string | null;
  adviser_lock_date: string | null;
}

/**
 * The books' settings. `lockFor` 'share' holds them against a change until the transaction ends (a posting
 * checked against a lock date is not overtaken by a new one), 'update' changes them.
 */
export async function readBooksSettings(db: DbOrTx, lockFor?: 'share' | 'update'): Promise<BooksSettings> {
  const query = db.select().from(booksSettings).where(eq(booksSettings.id, booksSettingsId));
  const [row] = await (lockFor === 'update' ? query.for('update') : lockFor === 'share' ? query.for('share') : query);
  return {
    fiscal_year_start_month: row?.fiscalYearStartMonth ?? 7,
    lock_date: row?.lockDate ?? null,
    adviser_lock_date: row?.adviserLockDate ?? null,
  };
}

/** The later of two dates (either may be missing). */
const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The lock date a caller's postings obey: the adviser's lock binds all but the holders of `accounting.lock`. */
export function lockDateFor(settings: BooksSettings, caller: Partial<Caller> | null | undefined) {
  // The seed posts as a user given no permissions.
  return caller?.permissions?.has(lockPermission) ? settings.lock_date : later(settings.lock_date, settings.adviser_lock_date);
}

/**
 * Refuses (409, naming the lock date) to post, change or delete anything dated on or before the lock date in
 * force for the caller. `what` says what was refused ("post a payment voucher dated 2025-03-01").
 */
export async function refuseIfLocked(tx: DbOrTx, date: string, caller: Partial<Caller> | null | undefined, what: string) {
  await refuseAnyLocked(tx, [{ date, what }], caller);
}

/**
 * `refuseIfLocked` for many writes at once (a bulk posting's): the settings read once, and the first write dated
 * on or before the lock date refused with its own words.
 */
export async function refuseAnyLocked(tx: DbOrTx, writes: { date: string; what: string }[], caller: Partial<Caller> | null | undefined) {
  const lockDate = lockDateFor(await readBooksSettings(tx, 'share'), caller);
  const locked = lockDate ? writes.find((write) => write.date <= lockDate) : undefined;
  if (locked) throw new HttpError(409, `The books are locked up to and including ${lockDate}: you cannot ${locked.what}.`);
}

/** Writes the settings row (made on first use). */
export async function writeBooksSettings(tx: DbOrTx, settings: BooksSettings, userId: number | undefined) {
  const values = {
    fiscalYearStartMonth: settings.fiscal_year_start_month,
    lockDate: settings.lock_date,
    adviserLockDate: settings.adviser_lock_date,
    updatedAt: new Date(),
    updatedBy: userId ?? null,
  };
  await tx
    .insert(booksSettings)
    .values({ id: booksSettingsId, ...values })
    .onConflictDoUpdate({ target: booksSettings.id, set: { ...values, updatedAt: sql`now()` } });
}
