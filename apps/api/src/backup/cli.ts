// `npm run backup` prints the new backup's path; `npm run restore -- FILE` replaces all data with a backup's.
// Both read DATA_DIR, DATABASE_URL and the media settings as `npm start` does.
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { takeDatabaseForRestore } from '../db/database-in-use.ts';
import { openMediaStore } from '../lib/open-media-store.ts';
import { backupInto, backupsFolder } from './backup.ts';
import { askServerForBackup } from './backup-socket.ts';
import { restoreBackup } from './restore.ts';

const openConfigured = (config: Config) =>
  openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });

async function backup(config: Config) {
  let lock: ReturnType<typeof lockDataDir> | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      // A server runs on the embedded database, which is its alone: it makes the backup.
      if (error instanceof DataDirLockedError) return askServerForBackup(config.dataDir);
      throw error;
    }
  }
  const database = await openConfigured(config);
  try {
    return (await backupInto({ database, media: await openMediaStore(config) }, backupsFolder(config.dataDir))).file;
  } finally {
    await database.close();
    lock?.release();
  }
}

async function restore(config: Config, file: string) {
  const lock = config.databaseUrl ? await takeDatabaseForRestore(config.databaseUrl) : lockDataDir(config.dataDir);
  const database = await openConfigured(config);
  try {
    const started = performance.now();
    const { manifest, schema } = await restoreBackup({ database, media: await openMediaStore(config) }, file);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return (
      `Restored ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.length} media files` +
      ` from ${manifest.createdAt}, schema ${manifest.schema.migration}` +
      (schema.migration === manifest.schema.migration ? '' : `, migrated forward to ${schema.migration}`) +
      ` (${((performance.now() - started) / 1000).toFixed(1)} s).`
    );
  } finally {
    await database.close();
    await lock.release();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') console.log(await backup(config));
  else if (command === 'restore' && file) console.log(await restore(config, file));
  else throw new Error('Usage: npm run backup, or npm run restore -- FILE');
}

main().catch((error: Error) => {
  // A failed statement's reason is the database's, which drizzle keeps as the cause.
  console.error(error.cause instanceof Error ? `${error.message.split('\n')[0]}\n${error.cause.message}` : error.message);
  process.exit(1);
});
