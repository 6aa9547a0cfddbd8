// The harness of the bench's "at scale" sections: a data folder of its own, seeded by a first start of the
// real server, then bulk-loaded in SQL (balance triggers off: every loaded voucher balances by construction)
// and analysed, then the real server again on it, signed in as its first administrator.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client.ts';
import { type ServerProcess, signInTo, startServerProcess } from '../apps/api/src/test-support/child-server.ts';

const staff = { email: 'bench@example.org', password: 'bench-password-2026' };

export type Rows<T> = { rows: T[] };

/** The rows of a query run through drizzle's `execute`. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** A load runs with triggers off: a table's kept counts per value of a column (kept-counts.ts) are made again. */
export async function countAgain(db: Db, table: string, column: string) {
  await db.execute(sql`delete from kept_count where table_name = ${table}`);
  await db.execute(
    sql`insert into kept_count (table_name, value, n) select ${table}, ${sql.identifier(column)}::text, count(*) from ${sql.identifier(table)} group by 2`,
  );
}

export async function atScale<Loaded>(
  load: (db: Db) => Promise<Loaded>,
  measure: (server: ServerProcess, token: string, loaded: Loaded) => Promise<string[]>,
): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sahay-bench-scale-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password };
  let server: ServerProcess | undefined;
  try {
    console.log('  seeding a data folder of its own (the first start)…');
    await (await startServerProcess(env)).stop();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let loaded: Loaded;
    try {
      const started = performance.now();
      await database.db.execute(sql`set session_replication_role = replica`);
      loaded = await load(database.db);
      await database.db.execute(sql`set session_replication_role = origin`);
      await database.db.execute(sql`analyze`);
      console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await database.close();
    }
    server = await startServerProcess(env);
    return await measure(server, await signInTo(server.url, staff), loaded);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A GET over HTTP, its body read; an answer other than 200 is a problem of the run. */
export function reader(problems: string[], prefix: string) {
  return async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`${prefix}: ${url} answered ${res.status}`);
  };
}
