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
  /** PostgreSQL only: messages between the processes sharing this database (PGlite has one process). */
  notices?: Notices;
  /** What the job queue connects to: the server's address (a pool of its own), or the embedded database itself. */
  jobStore: { url: string } | { pglite: PGlite };
}

export interface Notices {
  send(message: string): Promise<void>;
  /**
   * Hears every message sent on this database, own ones included. A lost connection is opened again;
   * `onGap` then says that messages may have been missed. Answers the function that stops listening.
   */
  listen(onMessage: (message: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

const noticeChannel = 'sahay_changes';

/** Opens PGlite in a folder (or from a dumped data directory), or a PostgreSQL server when a URL is given. */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A server that restarts under us must not crash the process: the next query reports it.
    pool.on('error', () => {});
    await pool.query('select 1');
    // Listening connections end with the database, whoever closes it first.
    const listeners = new Set<() => Promise<void>>();
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      jobStore: { url: options.url },
      query: async (sql) => (await pool.query(sql)).rows,
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      notices: {
        send: async (message) => {
          await pool.query('select pg_notify($1, $2)', [noticeChannel, message]);
        },
        async listen(onMessage, onGap) {
          const stopListening = await listenOn(options.url as string, onMessage, onGap);
          const stop = async () => {
            listeners.delete(stop);
            await stopListening();
          };
          listeners.add(stop);
          return stop;
        },
      },
    };
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    jobStore: { pglite: client },
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    close: () => client.close(),
  };
}

/** LISTEN needs a connection of its own, kept open; it is opened again (after 1 s, then up to 30 s) when lost. */
async function listenOn(url: string, onMessage: (message: string) => void, onGap: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === noticeChannel && n.payload) onMessage(n.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen ${noticeChannel}`);
    client = next;
    delay = 1000;
  };
  const attempt = () => {
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        onGap();
      } catch {
        delay = Math.min(delay * 2, 30_000);
        if (!stopped) attempt();
      }
    }, delay);
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => {});
  };
}
