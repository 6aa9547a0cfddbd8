import { and, eq, sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * How many rows of a table hold each value of one column, kept by the database for lists filtered by that
 * value alone: a page of 60,000 confirmed orders then says how many there are without reading them all.
 *
 * Triggers of the table (`keep_count_rows`, see migration 0016) add one row per statement and value: the
 * difference it made. Rows are only ever added, so writers never wait on each other for a count, and a
 * reader's sum is exact in its own snapshot (a writer's rows appear when its transaction commits, with its
 * orders). The rows of a value are folded into one from time to time (`foldAfter`).
 */
export const keptCounts = pgTable(
  'kept_count',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    value: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('kept_count_key_idx').on(t.tableName, t.value)],
);

/** A value's rows past this many are folded into one on the next read. */
export const foldAfter = 200;

/** The number of rows of `tableName` whose counted column holds `value`. */
export async function keptCount(db: DbOrTx, tableName: string, value: string) {
  const key = and(eq(keptCounts.tableName, tableName), eq(keptCounts.value, value));
  const [{ total, rows }] = await db
    .select({ total: sql<string>`coalesce(sum(${keptCounts.n}), 0)`, rows: sql<number>`count(*)::int` })
    .from(keptCounts)
    .where(key);
  if (rows > foldAfter) await fold(db, tableName, value);
  return Number(total);
}

/**
 * One statement: the value's rows go and their sum comes back as one row. Two folds at once stay exact:
 * the second waits for the first's deleted rows, finds them gone and adds a zero.
 */
function fold(db: DbOrTx, tableName: string, value: string) {
  return db.execute(sql`with gone as (
      delete from ${keptCounts} where ${keptCounts.tableName} = ${tableName} and ${keptCounts.value} = ${value} returning ${keptCounts.n}
    )
    insert into ${keptCounts} (table_name, value, n) select ${tableName}, ${value}, coalesce(sum(n), 0) from gone`);
}
