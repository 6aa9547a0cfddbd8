import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { localMediaStore } from '../lib/media-store.ts';
import { type Database, openDatabase } from './client.ts';
import { migrateDatabase, NewerDatabaseError } from './migrate.ts';

// PGlite in a folder, as a single-machine install runs it (whatever SAHAY_TEST_DB says).
const slow = { timeout: 120_000 };

let folder: string;
const open: Database[] = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sahay-persist-'));
});
afterEach(async () => {
  for (const database of open.splice(0)) await database.close().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  const database = await openDatabase({ dataDir: join(folder, 'pgdata') });
  open.push(database);
  return database;
}

async function stop(database: Database) {
  open.splice(open.indexOf(database), 1);
  await database.close();
}

describe('a PGlite database in a folder', () => {
  it('keeps a notice published through the API across a restart, and migrating again changes nothing', slow, async () => {
    const first = await start();
    await migrateDatabase(first);
    const mail = { from: 'Sahay <no-reply@example.org>', outboxDir: join(folder, 'outbox') };
    const app = await buildApp({
      database: first,
      media: localMediaStore(join(folder, 'media')),
      mail,
      authenticate: async () => ({ userId: 1, permissions: new Set(['notice.create']) }),
    });
    const created = await app.inject({
      method: 'POST',
      url: '/notice/api/v1/notice/create/',
      payload: { title: 'AGM on 1 June', date: '2024-06-01', file: '/media/agm.pdf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await app.close();
    const [applied] = await first.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await stop(first);

    const second = await start();
    await migrateDatabase(second);
    expect(await second.query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([applied]);
    const again = await buildApp({ database: second, media: localMediaStore(join(folder, 'media')), mail });
    const read = await again.inject({ method: 'GET', url: `/notice/api/v1/notice/${id}` });
    await again.close();
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, title: 'AGM on 1 June', date: '2024-06-01', file: '/media/agm.pdf' });
  });

  it('refuses to start on a database migrated by a newer version of Sahay', slow, async () => {
    const first = await start();
    await migrateDatabase(first);
    const future = Date.UTC(2999, 0, 1);
    await first.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-sahay', ${future})`);
    await stop(first);

    const second = await start();
    const refused = await migrateDatabase(second).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NewerDatabaseError);
    expect((refused as Error).message).toContain('This database was migrated by a newer version of Sahay');
    expect((refused as Error).message).toContain(new Date(future).toISOString());
    // Nothing was touched: the newer version's record is still the latest.
    expect(await second.query('select max(created_at)::text as newest from drizzle.__drizzle_migrations')).toEqual([
      { newest: String(future) },
    ]);
  });
});
