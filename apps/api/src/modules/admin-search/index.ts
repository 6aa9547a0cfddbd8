import { defineModule } from '../manifest.ts';
import adminSearchRoutes from './admin-search.routes.ts';

/** The back office's search box: it owns no table, it asks each findable resource's repository. */
export default defineModule({ name: 'admin-search', resources: [], routes: [adminSearchRoutes] });
