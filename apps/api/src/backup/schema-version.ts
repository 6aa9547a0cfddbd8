import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbOrTx } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { rowsOf } from '../db/rows.ts';

/** A database's schema version: the last migration applied to it, by its name and the time drizzle records. */
export interface SchemaVersion {
  migration: string;
  createdAt: number;
}

/** The migrations this version of the code knows, in order, each with its name. */
export function knownMigrations() {
  const journal: { entries: { tag: string; when: number }[] } = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, i) => ({ ...files[i], migration: entry.tag }));
}

export async function schemaVersionOf(db: DbOrTx): Promise<SchemaVersion> {
  const [last] = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const createdAt = Number(last?.created_at ?? 0);
  const known = knownMigrations().find((m) => m.folderMillis === createdAt);
  return { migration: known?.migration ?? `unknown (${createdAt})`, createdAt };
}

/**
 * Applies the known migrations after `from` (every one when absent) up to `to`, inside the caller's
 * transaction, recording each as drizzle's migrator does, so that a later start finds them applied.
 */
export async function applyMigrations(tx: DbOrTx, range: { from?: number; to?: number }) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of knownMigrations()) {
    if (range.from !== undefined && migration.folderMillis <= range.from) continue;
    if (range.to !== undefined && migration.folderMillis > range.to) break;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
