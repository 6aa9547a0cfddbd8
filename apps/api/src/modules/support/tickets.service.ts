import { type AgentEntry, type NewTicketInput, permissionName, ticket } from '@sahay/contracts';
import type { FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Page, Repository } from '../../resource/repository.ts';
import { staffHolding } from '../access/index.ts';
import { agentReply, departmentId, markSeen, openTicket, openTicketFromContact, renewLink, type SupportApp } from './support.service.ts';

/**
 * The staff's side of tickets, each in its own transaction: opening one, the department inboxes, a
 * stored contact message made a ticket, the requester's link renewed, a thread read and answered. Every
 * read and write of an existing ticket goes through the ticket's row scope: a member of staff reaches
 * only the tickets of their departments (or assigned to them), and another one is a 404 to them.
 */

/** The page a list route asks for: text from the query string. */
export type PageQuery = { page?: string; size?: string };

const repository = (app: SupportApp, name: string) => app.repositories.get(name) as Repository;

/** Who acts in a request, as the workflows, the row scopes and the audit read it: the caller and their address. */
export const actorOf = (request: Pick<FastifyRequest, 'caller' | 'ip'>): Actor => ({ caller: request.caller, ip: request.ip });

/** A page of records under the contract's list key, with its paging keys. */
export const envelope = <K extends string>(plural: K, page: Page<Row>) => ({
  ...({ [plural]: page.items } as Record<K, Row[]>),
  page: page.page,
  size: page.size,
  total_pages: page.totalPages,
  total_elements: page.totalElements,
});

/** Who may work tickets is whoever may change them: they can be assigned one. */
export const agentPermission = permissionName(ticket.name, 'update');

/** Opens a ticket for a member of staff (6.3): status Open, the first entry, a mail with the private link. */
export async function openStaffTicket(app: SupportApp, input: NewTicketInput, actor: Actor) {
  const db = app.database.db;
  const created = await inTransaction(db, (tx) => openTicket(app, tx, input, actor));
  return repository(app, 'ticket').get(db, created.id as number);
}

/** One page of a department's inbox (the department is made again if staff deleted it), within the caller's scope. */
export async function departmentInbox(app: SupportApp, department: string, query: PageQuery, actor: Actor) {
  const db = app.database.db;
  const departmentKey = await departmentId(db, department);
  const page = await repository(app, 'ticket').list(db, pageRequest(query), { exact: { ticket_department: [departmentKey] } }, actor);
  return envelope('tickets', page);
}

/** A stored contact message as a ticket (409 when it already is one). */
export async function ticketFromContactMessage(app: SupportApp, messageId: number, actor: Actor) {
  const db = app.database.db;
  const created = await inTransaction(db, async (tx) => {
    const message = await app.repositories.get('contact_message')?.get(tx, messageId);
    return openTicketFromContact(app, tx, message as Row, actor);
  });
  return repository(app, 'ticket').get(db, created.id as number);
}

/** A new private link for a ticket the caller sees, mailed to the requester; the old one stops working. */
export async function renewTicketLink(app: SupportApp, ticketId: number, actor: Actor) {
  await inTransaction(app.database.db, (tx) => renewLink(app, tx, ticketId, actor));
}

/** The requester's entries of a ticket the caller sees, marked read; answers the ticket as it is now. */
export async function markTicketRead(app: SupportApp, ticketId: number, actor: Actor) {
  const db = app.database.db;
  await repository(app, 'ticket').get(db, ticketId, actor);
  await markSeen(db, ticketId);
  return repository(app, 'ticket').get(db, ticketId, actor);
}

/** One page of a ticket's thread, oldest first, internal notes included: a 404 for a ticket the caller does not see. */
export async function threadPage(app: SupportApp, ticketId: number, query: PageQuery, actor: Actor) {
  const db = app.database.db;
  await repository(app, 'ticket').get(db, ticketId, actor);
  const page = await repository(app, 'ticket_detail').list(
    db,
    pageRequest(query),
    { exact: { ticket: [ticketId] }, ordering: [{ field: 'id', descending: false }] },
    actor,
  );
  return envelope('ticket_details', page);
}

/** An agent's reply (mailed to the requester) or internal note, answered as the thread shows it. */
export async function addAgentEntry(app: SupportApp, input: AgentEntry, actor: Actor) {
  const db = app.database.db;
  const entry = await inTransaction(db, (tx) => agentReply(app, tx, input, actor));
  return repository(app, 'ticket_detail').get(db, entry.id as number);
}

/** The colleagues a ticket can be assigned to, by id and name only. */
export async function ticketAgents(app: SupportApp) {
  return { users: await staffHolding(app.database.db, agentPermission) };
}
