import { and, gt, inArray, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { ResourceTable } from '../../resource/define-resource.ts';

/** The workflow's columns, as every table under it has them. */
export type EditorialTable = ResourceTable & { status: PgColumn; publishAt: PgColumn };

/**
 * THE rule of what visitors see, and the only one: a record is visible now when it is published or scheduled,
 * and its moment (if it has one) is not after `now`. A draft never is.
 */
export function visibleNow(table: EditorialTable, now: Date): SQL {
  return and(inArray(table.status, ['published', 'scheduled']), or(isNull(table.publishAt), lte(table.publishAt, now))) as SQL;
}

/** The next moment a record not yet visible becomes so, if any: when caches of the entity go stale. */
export async function nextVisibleChange(db: DbOrTx, table: EditorialTable, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(table.publishAt) })
    .from(table)
    .where(and(inArray(table.status, ['published', 'scheduled']), gt(table.publishAt, now)));
  const at = row?.at as Date | string | null | undefined;
  return at ? new Date(at) : undefined;
}
