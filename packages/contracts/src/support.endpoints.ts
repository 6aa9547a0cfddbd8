import { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { flag, id, mediaPath, requiredText } from './fields.ts';
import { basePath, permissionName } from './resource.ts';
import { detail, errorAnswers, limitedErrorAnswers, pagingKeys, writeErrorAnswers } from './responses.ts';
import {
  departmentLists,
  requesterThread,
  staffMessage,
  supportSummary,
  ticket,
  ticketAgents,
  ticketAgentsPath,
  ticketDetail,
} from './support.ts';

/**
 * The support module's routes beyond the engine's (api-contract.md 6.3): opening tickets, the department
 * inboxes, threads and replies with attachments, the client's own tickets, staff messages, the requester's
 * private link and the dashboard's summary.
 */

/** What a ticket's entry may attach, by multipart upload: pictures and PDFs, checked by their bytes. */
export const ticketFileKinds = ['image', 'pdf'] as const;
const files = { file: ticketFileKinds };
const attachment = mediaPath().nullable().optional();

const pageQuery = z.object({ page: z.string().optional(), size: z.string().optional() });
const idParams = z.object({ id: id() });
const tokenParams = z.object({ token: z.string().max(200) });
const pagedTickets = z.object({ tickets: z.array(recordOf(ticket)), ...pagingKeys });
const pagedEntries = z.object({ ticket_details: z.array(recordOf(ticketDetail)), ...pagingKeys });

const tickets = basePath(ticket);
const entries = basePath(ticketDetail);
const messages = basePath(staffMessage);
const readTickets = permissionName(ticket.name, 'get');
const createTickets = permissionName(ticket.name, 'create');
const updateTickets = permissionName(ticket.name, 'update');
const readMessages = permissionName(staffMessage.name, 'get');

/**
 * What staff send to open a ticket: the ticket's own fields but its status (a new ticket is Open), the
 * first entry of its thread and an attachment. An optional field may be sent as null, as on any create.
 */
const { subject, name, email, user, ticket_department, ticket_priority, ticket_type, assignee, contact_message } = ticket.input.shape;
export const newTicket = z.object({
  subject,
  name: name.nullable(),
  email: email.nullable(),
  user: user.nullable(),
  ticket_department,
  ticket_priority,
  ticket_type: ticket_type.nullable(),
  assignee: assignee.nullable(),
  contact_message: contact_message.nullable(),
  message: requiredText(10_000),
  file: attachment,
});
export type NewTicketInput = z.infer<typeof newTicket>;

/** A signed-in member's or customer's ticket: the department and priority default to Support and Normal. */
export const clientTicket = z.object({
  subject: requiredText(200),
  ticket_department: id().optional(),
  ticket_priority: id().optional(),
  ticket_type: id().nullable().optional(),
  message: requiredText(10_000),
  file: attachment,
});
export type ClientTicket = z.infer<typeof clientTicket>;

/** An agent's entry in a thread: a reply to the requester, or an internal note between staff. */
export const agentEntry = z.object({ ticket: id(), message: requiredText(10_000), file: attachment, internal: flag().optional() });
export type AgentEntry = z.infer<typeof agentEntry>;

/** The signed-in client's reply on one of their tickets. */
export const clientEntry = z.object({ ticket: id(), message: requiredText(10_000), file: attachment });
export type ClientEntry = z.infer<typeof clientEntry>;

/** The requester's reply through their private link (the site's form sends the same message). */
export const linkReply = z.object({ message: requiredText(10_000) });

/** Who wrote to a member of staff, with how many of their messages are unread. */
export const messageSenders = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string(),
      image: z.string().nullable(),
      unseen_message_count: z.number(),
    }),
  ),
});
export type MessageSenders = z.infer<typeof messageSenders>;

const openTicket = defineEndpoint({
  method: 'POST',
  path: `${tickets}create`,
  access: { permission: createTickets },
  tags: ['ticket'],
  summary: 'Open a ticket',
  body: newTicket,
  files,
  responses: { 201: recordOf(ticket), ...writeErrorAnswers },
});

/** A department's inbox, one of the contract's three lists (`departmentLists`). */
const inbox = (list: keyof typeof departmentLists) =>
  defineEndpoint({
    method: 'GET',
    path: `${tickets}${list}`,
    access: { permission: readTickets },
    tags: ['ticket'],
    summary: `Tickets of the ${departmentLists[list]} department, paged`,
    query: pageQuery,
    responses: { 200: pagedTickets, ...errorAnswers },
  });
const accountsInbox = inbox('ticket_of_account_department');
const salesInbox = inbox('ticket_of_sales_department');
const supportInbox = inbox('ticket_of_support_department');

/** Each department's own list of tickets, by the contract's name of the list. */
export const departmentInboxes = {
  ticket_of_account_department: accountsInbox,
  ticket_of_sales_department: salesInbox,
  ticket_of_support_department: supportInbox,
} as const satisfies Record<keyof typeof departmentLists, unknown>;

const ticketFromContactMessage = defineEndpoint({
  method: 'POST',
  path: `${tickets}create_from_contact_message/:id`,
  access: { permission: createTickets },
  tags: ['ticket'],
  summary: 'Turn a stored contact message into a ticket',
  params: idParams,
  responses: { 201: recordOf(ticket), ...writeErrorAnswers },
});

const renewLink = defineEndpoint({
  method: 'POST',
  path: `${tickets}renew_link/:id`,
  access: { permission: updateTickets },
  tags: ['ticket'],
  summary: "Replace the requester's private link (the old one stops working) and mail the new one",
  params: idParams,
  responses: { 200: detail, ...writeErrorAnswers },
});

const markRead = defineEndpoint({
  method: 'POST',
  path: `${tickets}mark_read/:id`,
  access: { permission: updateTickets },
  tags: ['ticket'],
  summary: "Mark the requester's entries of a ticket as read",
  params: idParams,
  responses: { 200: recordOf(ticket), ...writeErrorAnswers },
});

const agents = defineEndpoint({
  method: 'GET',
  path: ticketAgentsPath,
  // The back office calls it without the trailing slash.
  trailingSlash: false,
  access: { permission: readTickets },
  tags: ['ticket'],
  summary: 'The staff who may work tickets (id and name), to assign a ticket or filter by assignee',
  responses: { 200: ticketAgents, ...errorAnswers },
});

const thread = defineEndpoint({
  method: 'GET',
  path: `${entries}get_all_by_ticket_id/:id`,
  access: { permission: permissionName(ticketDetail.name, 'get') },
  tags: ['ticket_detail'],
  summary: "A ticket's thread, oldest first, paged (internal notes included)",
  params: idParams,
  query: pageQuery,
  responses: { 200: pagedEntries, ...errorAnswers },
});

const agentReply = defineEndpoint({
  method: 'POST',
  path: `${entries}create`,
  access: { permission: permissionName(ticketDetail.name, 'create') },
  tags: ['ticket_detail'],
  summary: "An agent's reply (mailed to the requester) or internal note (never shown to them)",
  body: agentEntry,
  files,
  responses: { 201: recordOf(ticketDetail), ...writeErrorAnswers },
});

// The client's own tickets: any signed-in user who is not acting as staff (decision 8).
const clientOpenTicket = defineEndpoint({
  method: 'POST',
  path: `${tickets}create_from_client`,
  access: { signedIn: true },
  tags: ['ticket'],
  summary: 'Open a ticket as a signed-in member or customer',
  body: clientTicket,
  files,
  responses: { 201: recordOf(ticket), ...writeErrorAnswers },
});

const clientTickets = defineEndpoint({
  method: 'GET',
  path: `${tickets}ticket_for_client/all`,
  access: { signedIn: true },
  tags: ['ticket'],
  summary: "The signed-in client's own tickets, paged",
  query: pageQuery,
  responses: { 200: pagedTickets, ...errorAnswers },
});

const clientReply = defineEndpoint({
  method: 'POST',
  path: `${entries}create_from_client`,
  access: { signedIn: true },
  tags: ['ticket_detail'],
  summary: "The signed-in client's reply on one of their tickets",
  body: clientEntry,
  files,
  responses: { 201: recordOf(ticketDetail), ...writeErrorAnswers },
});

// Staff messages (6.3): each caller reads only their own conversations.
const senders = defineEndpoint({
  method: 'GET',
  path: `${messages}get_all_senders_with_unseen_message_count_by_receiver_id/:id`,
  access: { permission: readMessages },
  tags: ['message'],
  summary: 'Who wrote to this receiver, with how many of their messages are unread',
  params: idParams,
  responses: { 200: messageSenders, ...errorAnswers },
});

const conversation = defineEndpoint({
  method: 'GET',
  path: `${messages}get_all_by_sender_id/:id`,
  access: { permission: readMessages },
  tags: ['message'],
  summary: 'The conversation between the caller and this sender, oldest first; marks it read',
  params: idParams,
  responses: { 200: z.object({ messages: z.array(recordOf(staffMessage)) }), ...errorAnswers },
});

// The requester's private link: public, rate-limited, and a 404 that says nothing for a wrong token.
const threadByLink = defineEndpoint({
  method: 'GET',
  path: '/support/api/v1/support/thread/:token',
  access: { public: true, rateLimited: true },
  tags: ['support'],
  summary: "The requester's view of their ticket (no internal notes), paged",
  params: tokenParams,
  query: pageQuery,
  responses: { 200: requesterThread, ...limitedErrorAnswers },
});

const replyByLink = defineEndpoint({
  method: 'POST',
  path: '/support/api/v1/support/reply/:token',
  access: { public: true, rateLimited: true },
  tags: ['support'],
  summary: "The requester's reply through their private link (re-opens the ticket)",
  params: tokenParams,
  body: linkReply.extend({ file: attachment }),
  files,
  responses: { 201: detail, ...writeErrorAnswers, 429: detail },
});

const dashboardSummary = defineEndpoint({
  method: 'GET',
  path: '/dashboard/api/v1/support_summary',
  access: { permission: readTickets },
  tags: ['dashboard'],
  summary: 'Open tickets per department and the median time to a first answer (30 days)',
  responses: { 200: supportSummary, ...errorAnswers },
});

export const supportEndpoints = {
  openTicket,
  accountsInbox,
  salesInbox,
  supportInbox,
  ticketFromContactMessage,
  renewLink,
  markRead,
  agents,
  thread,
  agentReply,
  clientOpenTicket,
  clientTickets,
  clientReply,
  senders,
  conversation,
  threadByLink,
  replyByLink,
  dashboardSummary,
} as const;
