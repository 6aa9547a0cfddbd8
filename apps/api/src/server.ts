import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { backupInto, backupsFolder } from './backup/backup.ts';
import { answerBackupRequests } from './backup/backup-socket.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { markDatabaseInUse } from './db/database-in-use.ts';
import { vacuumEmbedded } from './db/embedded-vacuum.ts';
import { migrateDatabase } from './db/migrate.ts';
import { logOutput } from './lib/log-output.ts';
import { openMediaStore } from './lib/open-media-store.ts';
import { ensureFirstAdministrator, syncAccess } from './modules/access/access.setup.ts';
import { hasAdminBuild } from './plugins/admin.ts';
import { hasWebBuild, webBuildDir } from './plugins/site.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Starts Sahay: configuration, database (locked, migrated, seeded when empty), then the HTTP server. */
export async function startServer(options: { dev?: boolean } = {}) {
  const dev = options.dev ?? false;
  const config = loadConfig();
  const media = await openMediaStore(config);
  const lock = config.databaseUrl ? await markDatabaseInUse(config.databaseUrl) : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
    // `npm run backup` cannot open the embedded database beside us: it asks this server.
    const backupRequests =
      database.kind === 'pglite'
        ? await answerBackupRequests(
            config.dataDir,
            async () => (await backupInto({ database, media }, backupsFolder(config.dataDir))).file,
          )
        : undefined;
    await migrateDatabase(database);
    await syncAccess(database.db);
    const seeded = await seedIfEmpty(database.db, media);
    const administrator = await ensureFirstAdministrator(database.db, { ...config.admin, dataDir: config.dataDir });
    const app = await buildApp({
      database,
      media,
      publicUrl: config.publicUrl,
      mail: {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: `${config.dataDir}/outbox`,
        linkBase: `http://localhost:${config.port}`,
      },
      // Readable lines for a person at a terminal, JSON lines for a file, a pipe or a log collector.
      backups: { folder: backupsFolder(config.dataDir), keep: config.backupKeep },
      logger: logOutput({ level: config.logLevel, terminal: process.stdout.isTTY === true }),
      site: dev ? { dev } : hasWebBuild() ? { buildDir: webBuildDir } : undefined,
      admin: { dev },
      formMinFillSeconds: config.formMinFillSeconds,
    });
    if (!dev && !hasAdminBuild()) app.log.warn('no build of the back office: run `npm run build` to serve /admin');
    if (!dev && !hasWebBuild()) app.log.warn('no build of the public site: run `npm run build` to serve it');
    app.log.info(`media files are kept in ${media.description}`);
    if (seeded) app.log.info('seeded the demo charity into the empty database');
    if (!config.publicUrl) app.log.warn(`PUBLIC_URL is not set: links in mails point at http://localhost:${config.port}`);
    if (administrator?.generated) {
      // Shown once; also kept (readable by this user only) in the data folder.
      app.log.warn(`first administrator created: ${administrator.email} / ${administrator.password} (also in ${administrator.file})`);
    } else if (administrator) app.log.info(`first administrator created: ${administrator.email}`);
    const stopVacuum = vacuumEmbedded(database, (error) => app.log.warn(`could not vacuum the database: ${error.message}`));
    app.addHook('onClose', async () => {
      stopVacuum();
      await backupRequests?.close();
      await database.close();
      await lock.release();
    });
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info(`${signal} received, closing`);
      await app.close();
    });
    // Background work (monthly dues, reminders, backups) runs in every server process, each job in one of them.
    await app.jobs.start();
    await app.listen({ port: config.port, host: config.host });
    // The first visitor should not pay for warming up the server build.
    if (!dev && hasWebBuild()) await app.inject({ method: 'GET', url: '/' });
    return app;
  } catch (error) {
    await lock.release();
    throw error;
  }
}

if (import.meta.main) {
  startServer().catch((error: Error) => {
    console.error(error.name === 'Error' || !error.stack ? error.message : error.stack);
    process.exit(1);
  });
}
