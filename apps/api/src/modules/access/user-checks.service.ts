import { formatOf, metaOf, type UniqueUserField, uniqueFieldLabel, user } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toCamel } from '../../lib/keys.ts';
import { isTaken, type UniqueUserColumn } from './access.service.ts';

/** The user form's live checks: is this value free? */

/** A field's column, and whether it is compared ignoring case as it is unique (emails are stored lower-cased, so always). */
function uniqueColumn(field: UniqueUserField) {
  const schema = user.input.shape[field];
  const unique = metaOf(schema).unique;
  return { column: toCamel(field) as UniqueUserColumn, ignoreCase: unique === 'ignoreCase' || formatOf(schema) === 'email' };
}

/**
 * Whether a value of a unique field is taken, by another user than `exceptUserId` when one is being edited;
 * answered under the field's own key (`email_exists`). A value left out is refused.
 */
export async function takenCheck<F extends UniqueUserField>(
  db: DbOrTx,
  field: F,
  given: string | undefined,
  exceptUserId?: number,
): Promise<Record<`${F}_exists`, boolean>> {
  if (!given) throw new HttpError(400, `${uniqueFieldLabel(field)} can't be null.`);
  const taken = await isTaken(db, uniqueColumn(field), given, exceptUserId);
  return { [`${field}_exists`]: taken } as Record<`${F}_exists`, boolean>;
}
