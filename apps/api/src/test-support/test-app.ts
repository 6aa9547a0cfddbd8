import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { Authenticate } from '../plugins/auth.ts';

/**
 * Tests identify callers by a header naming their permissions: `Authorization: Test a.read,b.create`.
 * Sign-in (a later module) replaces this with real tokens; the authorization hook is the same.
 */
export const testAuthenticate: Authenticate = async (request) => {
  const match = /^Test (.*)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  return { userId: 1, permissions: new Set(match[1].split(',').filter(Boolean)) };
};

export const asCaller = (...permissions: string[]) => ({ authorization: `Test ${permissions.join(',')}` });

/** A database of this test file's own, copied from the suite's migrated and seeded snapshot. */
export async function openTestDatabase(): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    return openDatabase({ loadDataDir: new Blob([readFileSync(testDb.snapshot)]) });
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
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

export function testMediaDir() {
  return inject('testDb').mediaDir;
}

/** The production app on a fresh copy of the seeded database; close it in afterAll. */
export async function createTestApp(options: { authenticate?: Authenticate } = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ database, mediaDir: testMediaDir(), authenticate: options.authenticate ?? testAuthenticate });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
