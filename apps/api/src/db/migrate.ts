import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export class NewerDatabaseError extends Error {}

/** The newest migration this version of the code knows, as drizzle records it (its folder time). */
function newestKnownMigration() {
  const journal: Journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Refuses a database that a newer version migrated: running old code on a newer
 * schema would write rows the newer code does not expect.
 */
async function refuseNewerDatabase(database: Database) {
  const [exists] = await database.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return;
  const [row] = await database.query('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = Number(row?.newest ?? 0);
  const known = newestKnownMigration();
  if (newest > known) {
    throw new NewerDatabaseError(
      `This database was migrated by a newer version of Sahay (its latest migration is from ${new Date(newest).toISOString()}, ` +
        `this version knows migrations up to ${new Date(known).toISOString()}). Upgrade Sahay, or point DATA_DIR or DATABASE_URL at another database.`,
    );
  }
}

/** Applies the committed migrations; safe to run at every start. */
export async function migrateDatabase(database: Database) {
  await refuseNewerDatabase(database);
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}
