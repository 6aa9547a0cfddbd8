import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { ModuleName } from './resource.ts';
import { errorAnswers } from './responses.ts';

/** Making a backup copies every person's data and the books: the Administrator's alone unless given by choice. */
export const createBackupPermission = { name: 'backup.create', module: 'access' as ModuleName } as const;

const createBackup = defineEndpoint({
  method: 'POST',
  path: '/backup/api/v1/backup',
  access: { permission: createBackupPermission.name },
  tags: ['backup'],
  summary:
    'Makes a backup now (the database and the media, with a manifest of counts and checksums), keeps it beside the nightly ones and answers it as a download (`.tar.gz`; restore it with `npm run restore -- FILE`)',
  produces: 'gzip',
  responses: { 200: z.string().describe('A backup (application/gzip, a download)'), ...errorAnswers },
});

export const backupEndpoints = { createBackup } as const;
