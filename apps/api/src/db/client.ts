import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Code that reads or writes takes either: a caller inside a transaction passes its handle down. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL, for migrations checks and readiness. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Opens PGlite in a folder (or from a dumped data directory), or a PostgreSQL server when a URL is given. */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A server that restarts under us must not crash the process: the next query reports it.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      query: async (sql) => (await pool.query(sql)).rows,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    close: () => client.close(),
  };
}
