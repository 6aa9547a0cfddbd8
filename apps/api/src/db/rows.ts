import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** Answers the rows of a plain statement, whichever driver runs it (pg and PGlite both answer `rows`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
