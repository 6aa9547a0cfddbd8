import { defineModule } from '../manifest.ts';
import transparencyRoutes from './transparency.routes.ts';
import { transparencyTags } from './transparency.service.ts';

export { transparencyCsv, transparencyReport, transparencyTags } from './transparency.service.ts';

/** The public transparency report: a year's books and each cause's restricted fund, as JSON, CSV and a site page. */
export default defineModule({
  name: 'transparency',
  resources: [],
  routes: [transparencyRoutes],
  // The site's /transparency page shows every posting: a new one empties the cached pages.
  publicReads: transparencyTags,
});
