import type { ClientEntry, ClientTicket } from '@sahay/contracts';
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { users } from '../access/index.ts';
import { departmentId, openTicket, priorityId, requesterReply, type SupportApp } from './support.service.ts';
import { tickets } from './support.tables.ts';
import { envelope, type PageQuery } from './tickets.service.ts';

/**
 * The client's own tickets (decision 8): any signed-in account that is not acting as staff opens tickets
 * in its own name, lists only the tickets it opened and replies only on those; another's ticket is a 404.
 */

const repository = (app: SupportApp, name: string) => app.repositories.get(name) as Repository;

/** The signed-in account the client routes act for (their guard lets no anonymous caller through). */
function clientOf(actor: Actor) {
  if (!actor.caller) throw new HttpError(401, 'Authentication credentials were not provided.');
  return actor.caller.userId;
}

/** Opens a ticket in the client's name and address, in the Support department at Normal priority unless they chose. */
export async function openClientTicket(app: SupportApp, input: ClientTicket, actor: Actor) {
  const db = app.database.db;
  const userId = clientOf(actor);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const created = await inTransaction(db, async (tx) =>
    openTicket(
      app,
      tx,
      {
        ...input,
        ticket_department: input.ticket_department ?? (await departmentId(tx, 'Support')),
        ticket_priority: input.ticket_priority ?? (await priorityId(tx, 'Normal')),
        user: userId,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        email: user.email,
      },
      actor,
    ),
  );
  return repository(app, 'ticket').get(db, created.id as number);
}

/** One page of the tickets the client opened. */
export async function clientTicketPage(app: SupportApp, query: PageQuery, actor: Actor) {
  const page = await repository(app, 'ticket').list(app.database.db, pageRequest(query), { exact: { user: [clientOf(actor)] } });
  return envelope('tickets', page);
}

/** The client's reply on one of their own tickets (re-opens it), answered as the thread shows it. */
export async function addClientEntry(app: SupportApp, input: ClientEntry, actor: Actor) {
  const db = app.database.db;
  const userId = clientOf(actor);
  const [own] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, input.ticket), eq(tickets.user, userId)));
  if (!own) throw notFound(`Ticket id - ${input.ticket} does not exist`);
  const entry = await inTransaction(db, (tx) => requesterReply(app, tx, input.ticket, { ...input, user: userId }, actor));
  return repository(app, 'ticket_detail').get(db, entry.id as number);
}
