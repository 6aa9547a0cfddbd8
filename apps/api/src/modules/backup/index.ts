import { defineJob } from '../../lib/job-queue.ts';
import { defineModule } from '../manifest.ts';
import backupRoutes, { backupNow } from './backup.routes.ts';

/** Every night at 02:00 UTC, a backup into the backups folder; only the newest `BACKUP_KEEP` are kept. */
const nightlyBackup = defineJob({
  name: 'nightly-backup',
  schedule: '0 2 * * *',
  retryLimit: 3,
  run: (app) => backupNow(app, { prune: true }),
});

/** Backups (the code that makes and restores them is in src/backup, shared with the commands): the button and the nightly job. */
export default defineModule({ name: 'backup', resources: [], routes: [backupRoutes], jobs: [nightlyBackup] });
