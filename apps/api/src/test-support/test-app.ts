import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { localMediaStore } from '../lib/media-store.ts';
import { copyPgliteSnapshot } from './snapshot.ts';

/**
 * A shortcut for tests of everything but sign-in: `Authorization: Test a.read,b.create` names the
 * caller's permissions. Any other request is identified by the real sign-in token, as in production.
 */
export const asCaller = (...permissions: string[]) => ({ authorization: `Test ${permissions.join(',')}` });

/**
 * A database of this test file's own, copied from the suite's migrated and seeded snapshot. On
 * PostgreSQL its `url` lets a test open a second connection, as another process would.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const dataDir = copyPgliteSnapshot(testDb.dataDir, mkdtempSync(join(tmpdir(), 'sahay-test-db-')));
    const database = await openDatabase({ dataDir }).catch((error) => {
      // A copy that did not open is nobody's to close: removed here, not left behind.
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `sahay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(testDb.url);
  await admin.connect();
  await admin.query(`create database ${name} template ${testDb.template}`);
  const url = new URL(testDb.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      // FORCE: a connection a test left open must not keep its database alive.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function testMediaDir() {
  return inject('testDb').mediaDir;
}

/** The production app on a fresh copy of the seeded database; close it in afterAll. */
export async function createTestApp(options: Partial<AppOptions> & { testCallers?: boolean } = {}) {
  const database = options.database ?? (await openTestDatabase());
  const outboxDir = mkdtempSync(join(tmpdir(), 'sahay-outbox-'));
  const app = await buildApp({
    database,
    media: localMediaStore(testMediaDir()),
    mail: { from: 'Sahay <no-reply@example.org>', outboxDir },
    ...options,
    authenticate:
      options.authenticate ??
      (options.testCallers === false
        ? undefined
        : async (request) => {
            const match = /^Test (.*)$/.exec(request.headers.authorization ?? '');
            if (match) return { userId: 1, permissions: new Set(match[1].split(',').filter(Boolean)) };
            return app.sessions.authenticate(request);
          }),
  });
  // A database the test handed in is the test's to close.
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.ready();
  return Object.assign(app, { outboxDir });
}

/** Which database this run of the suite is on. */
export const testDatabaseKind = () => inject('testDb').kind;
