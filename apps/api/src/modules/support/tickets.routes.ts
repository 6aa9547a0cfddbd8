import { departmentLists, supportEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { loadLinkKey } from './support.service.ts';
import { supportSummaryOf } from './support-summary.ts';
import * as staff from './tickets.service.ts';
import { actorOf } from './tickets.service.ts';

/**
 * The staff's ticket routes beyond the engine's, as declared in the contracts: opening a ticket, the
 * department inboxes, a contact message made a ticket, the requester's link renewed, a thread read,
 * marked read and answered, and the dashboard's summary. Each reaches only the tickets the caller's
 * departments (or assignments) let them see.
 */
export default async function ticketRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  // Loaded once as the routes start: every ticket opened or answered afterwards mails a link signed with it.
  await loadLinkKey(app);

  serve(app, endpoints.openTicket, (request) => staff.openStaffTicket(app, request.body, actorOf(request)));
  const inboxes = [
    [endpoints.accountsInbox, departmentLists.ticket_of_account_department],
    [endpoints.salesInbox, departmentLists.ticket_of_sales_department],
    [endpoints.supportInbox, departmentLists.ticket_of_support_department],
  ] as const;
  for (const [endpoint, department] of inboxes) {
    serve(app, endpoint, (request) => staff.departmentInbox(app, department, request.query, actorOf(request)));
  }
  serve(app, endpoints.ticketFromContactMessage, (request) => staff.ticketFromContactMessage(app, request.params.id, actorOf(request)));
  serve(app, endpoints.renewLink, async (request) => {
    await staff.renewTicketLink(app, request.params.id, actorOf(request));
    return { detail: 'A new link was sent to the requester; the earlier one no longer opens the ticket.' };
  });
  serve(app, endpoints.markRead, (request) => staff.markTicketRead(app, request.params.id, actorOf(request)));
  serve(app, endpoints.thread, (request) => staff.threadPage(app, request.params.id, request.query, actorOf(request)));
  serve(app, endpoints.agentReply, (request) => staff.addAgentEntry(app, request.body, actorOf(request)));
  serve(app, endpoints.dashboardSummary, (request) => supportSummaryOf(db(), request.caller));
}
