import { defineModule } from '../manifest.ts';
import { causesResources } from './causes.resources.ts';
import causesRoutes from './causes.routes.ts';
import entriesRoutes from './entries.routes.ts';
import { causePageTags } from './public-reads.ts';

export { type CausesApp, causeFunds, causeLedgerType, userLedger, userLedgers } from './causes.service.ts';
export { causeSearched, causes } from './causes.tables.ts';
export { causePageTags, siteCauseDetail, siteCauses } from './public-reads.ts';
export { seedDemoCauses } from './seed.ts';

/** Causes: the charity's campaigns, their blocks and pictures, their goals and gifts in the books. */
export default defineModule({
  name: 'causes',
  resources: causesResources,
  routes: [causesRoutes, entriesRoutes],
  // The site's cause pages, home page and sidebars show them; a gift (a receipt) changes what they show.
  publicReads: causePageTags,
});
