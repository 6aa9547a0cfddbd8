import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openMediaStore } from '../lib/open-media-store.ts';
import { everything } from '../plugins/changes.ts';
import { resetAndSeed, seedIfEmpty } from './seed.ts';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` replaces all data with the demo. */
async function main() {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const media = await openMediaStore(config);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  try {
    await migrateDatabase(database);
    if (reset) {
      await resetAndSeed(database.db, media);
      console.log('All data was replaced by the demo charity.');
    } else {
      console.log(
        (await seedIfEmpty(database.db, media))
          ? 'Seeded the demo charity.'
          : 'The database already has content; nothing seeded (use --reset to replace it).',
      );
    }
    // Servers running on the same PostgreSQL database drop everything they keep from before.
    await database.notices?.send(`seed ${everything}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
