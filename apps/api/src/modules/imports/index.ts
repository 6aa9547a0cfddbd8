import { defineModule } from '../manifest.ts';
import importsRoutes from './imports.routes.ts';

export { importRuns } from './imports.tables.ts';

/**
 * Imports from spreadsheets: members, donors with their past gifts, products with opening stock and the chart of
 * accounts with opening balances, each checked by a dry run and written all or nothing through its own module.
 */
export default defineModule({ name: 'imports', resources: [], routes: [importsRoutes] });
