import { defineJob } from '../../lib/job-queue.ts';
import { defineModule } from '../manifest.ts';
import importsRoutes from './imports.routes.ts';
import { importJobName, workQueuedImport } from './imports.service.ts';

export { importRuns } from './imports.tables.ts';

/**
 * Imports from spreadsheets: members, donors with their past gifts, products with opening stock and the chart of
 * accounts with opening balances, each checked by a dry run and written all or nothing through its own module.
 */
export default defineModule({
  name: 'imports',
  resources: [],
  routes: [importsRoutes],
  // A large file is worked from the queue; one whose process died mid-run is started over (its transaction rolled back).
  jobs: [
    defineJob<{ run: number }>({
      name: importJobName,
      retryLimit: 2,
      retryDelaySeconds: 30,
      run: (app, data) => workQueuedImport(app, data.run),
    }),
  ],
});
