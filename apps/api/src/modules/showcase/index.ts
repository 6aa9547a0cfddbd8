import { defineModule } from '../manifest.ts';
import { showcasePageTags } from './public-reads.ts';
import { showcaseResources } from './showcase.resources.ts';
import showcaseRoutes from './showcase.routes.ts';

export {
  showcasePageTags,
  siteServiceDetail,
  siteServices,
  siteTeamProfileDetail,
  siteTeamProfiles,
  siteTestimonials,
} from './public-reads.ts';
export { seedDemoShowcase } from './seed.ts';
export { serviceBenefits, services, teamMemberSkills, teamMembers, testimonials } from './showcase.tables.ts';

/** What the charity shows of itself: its services, its team and testimonials, each hidden or ordered by staff; a visitor writes to a team member. */
export default defineModule({
  name: 'showcase',
  resources: showcaseResources,
  routes: [showcaseRoutes],
  publicReads: showcasePageTags,
});
