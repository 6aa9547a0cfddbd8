import { defineModule } from '../manifest.ts';
import { donationsResources } from './donations.resources.ts';
import donationsRoutes from './donations.routes.ts';

export { dashboardFor } from './dashboard.service.ts';
export { confirmDonation, confirmPastGifts, markDonationFailed, type PastGift } from './donations.service.ts';
export { donations } from './donations.tables.ts';
export { seedDemoDonations } from './seed.ts';

/** Donations: gifts pledged by visitors, confirmed into the books with a numbered receipt, or marked failed. */
export default defineModule({
  name: 'donations',
  resources: donationsResources,
  routes: [donationsRoutes],
});
