import { defineModule } from '../manifest.ts';
import clientTicketRoutes from './client-tickets.routes.ts';
import { seedSupportLookups } from './seed.ts';
import staffMessageRoutes from './staff-messages.routes.ts';
import { supportResources } from './support.resources.ts';
import supportAgentRoutes from './support-agents.routes.ts';
import supportLinkRoutes from './support-link.routes.ts';
import ticketRoutes from './tickets.routes.ts';

/** The site's form checks a reply through the private link with the API's own schema. */
export { linkReply } from '@sahay/contracts';
export { seedDemoTickets } from './seed.ts';
export { replyByLink, type SupportLinkApp, threadByLink } from './support.link.ts';
export { departmentOfSubject, openTicketFromContact, openTicketFromVisitor, type SupportApp } from './support.service.ts';
export { supportSummaryOf } from './support-summary.ts';
export { receiveVisitorMessage, visitorMessageLimits } from './visitor-messages.service.ts';

/** Support tickets: department inboxes, threads with attachments, the requester's private link, staff messages. */
export default defineModule({
  name: 'support',
  resources: supportResources,
  // The ticket routes load the private links' key as they start: they come first.
  routes: [ticketRoutes, supportAgentRoutes, clientTicketRoutes, staffMessageRoutes, supportLinkRoutes],
  seed: seedSupportLookups,
});
