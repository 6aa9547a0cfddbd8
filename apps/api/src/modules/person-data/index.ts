import { defineModule } from '../manifest.ts';
import personDataRoutes from './person-data.routes.ts';

/** A person's data exported or erased on their request: it owns no table, it reads and anonymises the others'. */
export default defineModule({ name: 'person-data', resources: [], routes: [personDataRoutes] });
