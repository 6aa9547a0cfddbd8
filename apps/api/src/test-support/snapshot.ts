import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { localMediaStore } from '../lib/media-store.ts';
import { syncAccess } from '../modules/access/access.setup.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

function filesUnder(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Changes whenever a migration or the seed changes, so a stale snapshot is never loaded. */
export function snapshotKey() {
  const hash = createHash('sha256');
  // The snapshot also holds the permissions, roles and menu derived from the registry.
  const sources = [
    join(repoRoot, 'apps/api/drizzle'),
    join(repoRoot, 'apps/api/src/seed'),
    join(repoRoot, 'apps/api/src/modules/access/access.setup.ts'),
    join(repoRoot, 'apps/api/src/lib/media-store.ts'),
    join(repoRoot, 'packages/contracts/src'),
  ];
  // Each module's reference data is seeded too.
  const moduleSeeds = filesUnder(join(repoRoot, 'apps/api/src/modules')).filter((f) => f.endsWith('seed.ts'));
  for (const file of [...sources.flatMap(filesUnder), ...moduleSeeds].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function snapshotDir(key: string) {
  return join(repoRoot, '.cache/test-db', key);
}

/** What a first start does to an empty database, the first administrator aside. */
export async function migrateAndSeed(database: Database, mediaDir: string) {
  await migrateDatabase(database);
  await syncAccess(database.db);
  await seedIfEmpty(database.db, localMediaStore(mediaDir));
}

/**
 * The embedded database migrated and seeded (its data folder) and the media the seed wrote: built once for a key,
 * then every API test file and every browser-test server starts from a copy of the folder. A copied folder opens in
 * well under half the processor time of a dump loaded into memory (about 0.7 to 1.8 s against 1.7 to 4.8 s), and
 * on the filesystem, as the embedded database runs in production.
 */
export async function pgliteSnapshot() {
  const dir = snapshotDir(snapshotKey());
  const mediaDir = join(dir, 'media');
  const dataDir = join(dir, 'pglite');
  mkdirSync(mediaDir, { recursive: true });
  if (!existsSync(dataDir)) {
    // Built aside, then renamed: another run reading the snapshot meanwhile never sees half of it.
    const partial = `${dataDir}.${process.pid}.tmp`;
    rmSync(partial, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: partial });
    await migrateAndSeed(database, mediaDir);
    await database.close();
    try {
      renameSync(partial, dataDir);
    } catch (error) {
      // Another run finished first: its folder is the same.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dataDir)) throw error;
    }
  }
  return { dataDir, mediaDir };
}

/** A copy of the snapshot's data folder at `target`, for a database of its own. */
export function copyPgliteSnapshot(snapshotDataDir: string, target: string) {
  cpSync(snapshotDataDir, target, { recursive: true });
  return target;
}
