import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateAndSeed, pgliteSnapshot, snapshotDir, snapshotKey } from './snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; dataDir: string; mediaDir: string } | { kind: 'postgres'; url: string; template: string; mediaDir: string };
  }
}

/**
 * Migrates and seeds one database per run of the suite (cached on disk by a hash of the
 * migrations and the seed); every test file then starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const key = snapshotKey();
  const dir = snapshotDir(key);
  const mediaDir = `${dir}/media`;
  mkdirSync(mediaDir, { recursive: true });

  if (process.env.SAHAY_TEST_DB === 'postgres') {
    const url = process.env.SAHAY_TEST_PG_URL;
    if (!url) throw new Error('SAHAY_TEST_DB=postgres needs SAHAY_TEST_PG_URL');
    const template = `sahay_template_${key}`;
    const admin = new pg.Client(url);
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await admin.query(`create database ${template}_building`);
      const templateUrl = new URL(url);
      templateUrl.pathname = `/${template}_building`;
      const database = await openDatabase({ url: templateUrl.toString() });
      await migrateAndSeed(database, mediaDir);
      await database.close();
      await admin.query(`alter database ${template}_building rename to ${template}`);
    }
    await admin.end();
    project.provide('testDb', { kind: 'postgres', url, template, mediaDir });
    return;
  }

  const { dataDir } = await pgliteSnapshot();
  project.provide('testDb', { kind: 'pglite', dataDir, mediaDir });
}
