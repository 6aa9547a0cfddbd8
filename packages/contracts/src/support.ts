import { z } from 'zod';
import { inputOnly, unique, withDefault } from './field-meta.ts';
import { email, flag, mediaPath, position, ref, requiredText, text } from './fields.ts';
import { type Action, defineContract } from './resource.ts';
import { pagingKeys } from './responses.ts';

/** Support tickets (api-contract.md 6.3): department inboxes, threads, the requester's private link. */

const everything: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'];
const named = { name: unique(requiredText(80)), description: text(300).optional() };

export const ticketDepartment = defineContract({
  name: 'ticket_department',
  module: 'support',
  label: 'Ticket department',
  plural: 'ticket_departments',
  input: z.object(named),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const ticketPriority = defineContract({
  name: 'ticket_priority',
  module: 'support',
  label: 'Ticket priority',
  plural: 'ticket_priorities',
  input: z.object({ ...named, position: withDefault(position(), 0) }),
  actions: everything,
  title: ['name'],
  search: ['name'],
  order: { field: 'position', direction: 'asc' },
});

export const ticketStatus = defineContract({
  name: 'ticket_status',
  module: 'support',
  label: 'Ticket status',
  plural: 'ticket_statuses',
  input: z.object(named),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const ticketType = defineContract({
  name: 'ticket_type',
  module: 'support',
  label: 'Ticket type',
  plural: 'ticket_types',
  input: z.object(named),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

/** The seeded lookups; status names are what the allowed changes (decision 8) are written in. */
export const seededTicketDepartments = ['Accounts', 'Sales', 'Support', 'Programmes'] as const;
export const seededTicketPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
export const ticketStatusNames = { open: 'Open', waiting: 'Waiting for requester', answered: 'Answered', closed: 'Closed' } as const;
export const seededTicketStatuses = Object.values(ticketStatusNames);
export const seededTicketTypes = ['Question', 'Problem', 'Request'] as const;

/**
 * A ticket: who asked (a signed-in user, or a visitor's name and email), its department, priority,
 * status and agent. `message` and `file` are the first entry of its thread, not columns.
 */
export const ticket = defineContract({
  name: 'ticket',
  module: 'support',
  label: 'Ticket',
  plural: 'tickets',
  input: z.object({
    subject: requiredText(200),
    name: text(160).optional(),
    email: email().optional(),
    user: ref('user', 'set null').optional(),
    ticket_department: ref('ticket_department'),
    ticket_priority: ref('ticket_priority'),
    ticket_status: ref('ticket_status').optional(),
    ticket_type: ref('ticket_type').optional(),
    assignee: ref('user', 'set null').optional(),
    contact_message: ref('contact_message', 'set null').optional(),
    /** The first entry of the thread, written with the ticket (a form's "first message"); not a column. */
    message: inputOnly(requiredText(10_000).optional()),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['subject'],
  columns: ['subject', 'name', 'ticket_department', 'ticket_priority', 'ticket_status', 'assignee'],
  search: ['subject', 'name', 'email'],
  searchAliases: ['user_name'],
  order: { field: 'id', direction: 'desc' },
});

/** One entry of a ticket's thread: an agent's reply or internal note, or the requester's message. */
export const ticketDetail = defineContract({
  name: 'ticket_detail',
  module: 'support',
  label: 'Ticket detail',
  plural: 'ticket_details',
  input: z.object({
    ticket: ref('ticket', 'cascade'),
    admin: ref('user', 'set null').optional(),
    customer: ref('user', 'set null').optional(),
    message: requiredText(10_000),
    file: mediaPath().optional(),
    /** A note between staff: never shown to the requester, never mailed. */
    internal: withDefault(flag(), false),
    /** Written by the requester (signed in, or through the private link). */
    from_requester: withDefault(flag(), false),
    /** A requester's entry an agent has read (the inboxes' unread counts). */
    seen: withDefault(flag(), false),
  }),
  actions: ['list', 'get', 'search', 'create', 'delete'],
  title: ['message'],
  columns: ['ticket', 'message', 'internal', 'from_requester'],
  search: ['message'],
  searchAliases: ['customer'],
});

/** Messages between staff members (6.3): who wrote to whom, and whether it was read. */
export const staffMessage = defineContract({
  name: 'message',
  module: 'support',
  label: 'Message',
  plural: 'messages',
  input: z.object({
    receiver: ref('user', 'cascade'),
    sender: ref('user', 'cascade').optional(),
    message: requiredText(5000),
    is_seen: withDefault(flag(), false),
  }),
  actions: ['list', 'get', 'search', 'create', 'delete'],
  title: ['message'],
  columns: ['sender', 'receiver', 'message', 'is_seen'],
  search: ['message'],
  order: { field: 'id', direction: 'desc' },
});

/** The ticket lists' filter on the text of a ticket's thread (any entry, internal notes included): `?message=receipt`. */
export const ticketThreadTextFilter = 'message';
/** The ticket lists' filter on where a ticket came from: `?from_contact_form=true`, those a visitor's contact message opened. */
export const fromContactFormFilter = 'from_contact_form';
/** The ticket lists' filter on a status by its name, whatever its id: `?status_name=Open`. */
export const ticketStatusNameFilter = 'status_name';

export const supportContracts = [ticketDepartment, ticketPriority, ticketStatus, ticketType, ticket, ticketDetail, staffMessage];

/** The three department lists of the contract, by path, with the department name each filters on. */
export const departmentLists = {
  ticket_of_account_department: 'Accounts',
  ticket_of_sales_department: 'Sales',
  ticket_of_support_department: 'Support',
} as const;

/**
 * Who may see which department's inbox: a role holding `ticket_inbox.<key>`. Support agents hold all
 * of the support area's; the Accountant and Sales roles get theirs with their areas.
 */
export const inboxPermissions = {
  Accounts: { name: 'ticket_inbox.accounts', module: 'accounting' },
  Sales: { name: 'ticket_inbox.sales', module: 'sales' },
  Support: { name: 'ticket_inbox.support', module: 'support' },
  Programmes: { name: 'ticket_inbox.programmes', module: 'support' },
} as const;
/** Every department, whatever its name, for a role that holds this (Support agents, administrators). */
export const allInboxesPermission = { name: 'ticket_inbox.all', module: 'support' } as const;

/** The requester's view of one thread entry: no staff identities, no internal notes. */
export const requesterEntry = z.object({
  id: z.number(),
  message: z.string(),
  file: z.string().nullable(),
  from_requester: z.boolean(),
  created_at: z.string(),
});
/** What the private link answers: the ticket's public facts and one page of its thread. */
export const requesterThread = z.object({
  ticket: z.object({
    subject: z.string(),
    name: z.string().nullable(),
    status: z.string(),
    department: z.string(),
    created_at: z.string(),
  }),
  ticket_details: z.array(requesterEntry),
  ...pagingKeys,
});
export type RequesterThread = z.infer<typeof requesterThread>;

/** The dashboard's support tiles. */
export const supportSummary = z.object({
  open_by_department: z.array(z.object({ id: z.number(), name: z.string(), open: z.number(), unread: z.number() })),
  /** Median hours from opening to the first agent reply, over tickets opened in the last 30 days (null: none answered). */
  median_first_answer_hours: z.number().nullable(),
});
export type SupportSummary = z.infer<typeof supportSummary>;

/**
 * The staff a ticket can be given to (their role may change tickets), by id and name only: agents pick
 * a colleague without holding `user.read`.
 */
export const ticketAgentsPath = '/ticket/api/v1/ticket/agents';
export const ticketAgents = z.object({ users: z.array(z.object({ id: z.number(), name: z.string() })) });
export type TicketAgents = z.infer<typeof ticketAgents>;
