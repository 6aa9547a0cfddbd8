import { defineModule } from '../manifest.ts';
import homeRoutes from './home.routes.ts';

/** The back office's home screen: the figures of the other modules' dashboards, read in one request. */
export default defineModule({ name: 'home', resources: [], routes: [homeRoutes] });
