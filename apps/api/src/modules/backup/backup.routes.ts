import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { backupEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { backupInto } from '../../backup/backup.ts';
import { serve } from '../../resource/endpoints.ts';

/** A backup into the backups folder; the nightly one also drops the oldest beyond the number kept. */
export function backupNow(app: FastifyInstance, options: { prune?: boolean } = {}) {
  return backupInto({ database: app.database, media: app.media }, app.backups.folder, options.prune ? app.backups.keep : undefined);
}

/** The Administrator's button: a backup made now, kept in the backups folder and handed over as a download. */
export default async function backupRoutes(app: FastifyInstance) {
  serve(app, endpoints.createBackup, async () => {
    const { file } = await backupNow(app);
    return { content: createReadStream(file), filename: basename(file) };
  });
}
