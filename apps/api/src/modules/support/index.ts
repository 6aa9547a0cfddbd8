import { defineModule } from '../manifest.ts';
import { seedSupportLookups } from './seed.ts';
import { supportResources } from './support.resources.ts';
import supportRoutes from './support.routes.ts';
import supportAgentRoutes from './support-agents.routes.ts';

export { linkReply, replyByLink, type SupportLinkApp, threadByLink } from './support.link.ts';
export { departmentOfSubject, openTicketFromContact, type SupportApp } from './support.service.ts';

/** Support tickets: department inboxes, threads with attachments, the requester's private link, staff messages. */
export default defineModule({
  name: 'support',
  resources: supportResources,
  routes: [supportRoutes, supportAgentRoutes],
  seed: seedSupportLookups,
});
