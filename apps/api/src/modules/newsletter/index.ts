import { defineModule } from '../manifest.ts';
import { newsletterSubscriberResource } from './newsletter.resources.ts';
import newsletterRoutes from './newsletter.routes.ts';

export { newsletterSigner } from './links.ts';
export { confirmSubscription, type LinkOutcome, linkStanding, unsubscribe } from './newsletter.service.ts';
export { newsletterSubscribers } from './newsletter.tables.ts';

/** Visitors who subscribe to the newsletter (double opt-in), leave it from any mail, and the staff who export them (Website › Newsletter subscribers). */
export default defineModule({
  name: 'newsletter',
  resources: [newsletterSubscriberResource],
  routes: [newsletterRoutes],
});
