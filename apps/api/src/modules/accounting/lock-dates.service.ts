import type { LockDates, LockDatesInput } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { booksSettingsId, lockPermission, readBooksSettings, writeBooksSettings } from './lock.ts';

/** The audit trail's name for changes of the lock dates and the fiscal year's first month. */
export const lockDatesEntity = 'accounting_lock';

const today = () => new Date().toISOString().slice(0, 10);
/** A lock date moves back when it is cleared or set earlier. */
const movesBack = (before: string | null, after: string | null) => before !== null && (after === null || after < before);

/**
 * Changes the lock dates (and the fiscal year's first month): only the keys given. Moving a lock date back, or
 * changing the first month, needs `accounting.lock` (403); a lock date in the future is refused (400). Each
 * change is audited, in the change's transaction.
 */
export async function changeLockDates(
  app: Pick<ResourceWriter, 'writeEffects'>,
  db: DbOrTx,
  input: LockDatesInput,
  caller: Caller | null,
): Promise<LockDates> {
  return inTransaction(db, async (tx) => {
    const before = await readBooksSettings(tx, 'update');
    const after = {
      lock_date: input.lock_date === undefined ? before.lock_date : input.lock_date,
      adviser_lock_date: input.adviser_lock_date === undefined ? before.adviser_lock_date : input.adviser_lock_date,
      fiscal_year_start_month: input.fiscal_year_start_month ?? before.fiscal_year_start_month,
    };
    const errors: Record<string, string[]> = {};
    for (const key of ['lock_date', 'adviser_lock_date'] as const) {
      const date = after[key];
      if (date && date > today() && date !== before[key])
        errors[key] = ['A lock date cannot be in the future: lock a period that has ended.'];
    }
    if (Object.keys(errors).length) throw new HttpError(400, errors);
    if (!can(caller, lockPermission)) {
      const back = (['lock_date', 'adviser_lock_date'] as const).filter((key) => movesBack(before[key], after[key]));
      if (back.length) throw new HttpError(403, `Moving a lock date back (${back.join(', ')}) needs the ${lockPermission} permission.`);
      if (after.fiscal_year_start_month !== before.fiscal_year_start_month)
        throw new HttpError(403, `Changing the fiscal year's first month needs the ${lockPermission} permission.`);
    }
    await writeBooksSettings(tx, after, caller?.userId);
    await app.writeEffects.audit(tx, {
      userId: caller?.userId,
      entity: lockDatesEntity,
      entityId: booksSettingsId,
      action: 'update',
      before: { ...before },
      after: { ...after },
    });
    await afterCommit(tx, () => app.writeEffects.changed(lockDatesEntity));
    return after;
  });
}
