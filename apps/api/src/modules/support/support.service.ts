import { createHash, createHmac, randomBytes } from 'node:crypto';
import { seededTicketPriorities, ticketStatusNames } from '@sahay/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { loadSigningKey } from '../access/index.ts';
import { ticketDepartments, ticketDetails, ticketPriorities, ticketStatuses, tickets } from './support.tables.ts';

/** What the support workflows use of the app: its repositories, its mailer and where links point. */
export type SupportApp = Pick<FastifyInstance, 'repositories' | 'mailer' | 'sessions' | 'log' | 'database'>;

const repository = (app: SupportApp, name: string) => app.repositories.get(name) as Repository;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The link key, derived from the server's signing key (shared by every process through the database).
 * Loaded once as the routes start: inside a write's transaction another connection could wait on it.
 */
const linkKeys = new WeakMap<object, Buffer>();
export async function loadLinkKey(app: SupportApp) {
  const signing = await loadSigningKey(app.database.db);
  linkKeys.set(app.database.db, createHmac('sha256', signing).update('support ticket links').digest());
}
function linkKey(app: SupportApp) {
  const key = linkKeys.get(app.database.db);
  if (!key) throw new Error('The support routes load the link key as they start.');
  return key;
}

/** The requester's link token: an HMAC of the ticket's salt, so it can be mailed again; only its hash is stored. */
async function linkToken(app: SupportApp, salt: string) {
  return createHmac('sha256', linkKey(app)).update(salt).digest('base64url');
}
export const linkOf = (app: SupportApp, token: string) => `${app.sessions.linkBase}/support/${token}`;

/** A fresh link: the salt and the hash to store, and the token to mail. */
async function newLink(app: SupportApp) {
  const salt = randomBytes(32).toString('base64url');
  const token = await linkToken(app, salt);
  return { salt, token, hash: sha256(token) };
}

/** The ticket a private link opens, or a 404 that says nothing about why. */
export async function ticketByToken(db: DbOrTx, token: string) {
  const [row] = /^[A-Za-z0-9_-]{40,60}$/.test(token)
    ? await db
        .select()
        .from(tickets)
        .where(eq(tickets.accessTokenHash, sha256(token)))
    : [];
  if (!row) throw notFound('Not found.');
  return row;
}

async function idByName(tx: DbOrTx, table: typeof ticketStatuses, name: string) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
  return row?.id;
}

/**
 * The id of a lookup row by name (case-insensitive), made again if staff deleted or renamed it: the contract creates
 * Open and the department lists' departments on demand, and a visitor's message must never be refused
 * for want of its department or priority.
 */
async function ensuredId(tx: DbOrTx, table: typeof ticketStatuses, name: string, values: Record<string, unknown> = {}) {
  const found = await idByName(tx, table, name);
  if (found) return found;
  await tx
    .insert(table)
    .values({ name, ...values } as never)
    .onConflictDoNothing();
  return (await idByName(tx, table, name)) as number;
}

export const statusId = (tx: DbOrTx, name: string) => ensuredId(tx, ticketStatuses, name);
export const departmentId = (tx: DbOrTx, name: string) => ensuredId(tx, ticketDepartments as never, name);
/** A priority made again goes back to its seeded place in the rising order. */
export const priorityId = (tx: DbOrTx, name: string) =>
  ensuredId(tx, ticketPriorities as never, name, { position: seededTicketPriorities.indexOf(name as never) + 1 });

/**
 * The changes of status a ticket may make (decision 8). A status staff added themselves may be left
 * for any other and reached from any other except Closed, which only re-opens.
 */
const { open, waiting, answered, closed } = ticketStatusNames;
const allowedChanges: Record<string, readonly string[]> = {
  [open]: [waiting, answered, closed],
  [waiting]: [open, answered, closed],
  [answered]: [open, waiting, closed],
  [closed]: [open],
};
export function statusChangeRefusal(from: string | undefined, to: string) {
  if (!from || from === to) return undefined;
  const allowed = allowedChanges[from];
  if (!allowed || allowed.includes(to)) return undefined;
  return `A ticket that is ${from} cannot become ${to}. ${from === closed ? 'A closed ticket can only be re-opened.' : ''}`.trim();
}

export async function statusName(tx: DbOrTx, id: number | null | undefined) {
  if (!id) return undefined;
  const [row] = await tx.select({ name: ticketStatuses.name }).from(ticketStatuses).where(eq(ticketStatuses.id, id));
  return row?.name;
}

/** Mails after the change commits; a mail that fails is logged and never undoes the ticket. */
async function mailAfterCommit(app: SupportApp, tx: DbOrTx, to: string | null | undefined, subject: string, lines: string[]) {
  if (!to) return;
  await afterCommit(tx, () =>
    app.mailer
      .send({ to, subject, text: lines.join('\n') })
      .catch((error: unknown) => app.log.error({ err: error, to }, 'a support mail could not be sent')),
  );
}

export interface NewTicket {
  subject: string;
  ticket_department: number;
  ticket_priority: number;
  ticket_type?: number | null;
  message: string;
  file?: string | null;
  name?: string | null;
  email?: string | null;
  user?: number | null;
  assignee?: number | null;
  contact_message?: number | null;
}

/**
 * Opens a ticket in the caller's transaction: status Open, the first entry of its thread, a private
 * link for the requester, and once committed a mail saying it was received, with the link.
 */
export async function openTicket(app: SupportApp, tx: DbOrTx, input: NewTicket, actor: Actor = {}) {
  const link = await newLink(app);
  const { message, file, ...fields } = input;
  const created = await repository(app, 'ticket').create(
    tx,
    { ...fields, ticket_status: await statusId(tx, open), access_token_hash: link.hash, link_salt: link.salt },
    actor,
  );
  await repository(app, 'ticket_detail').create(
    tx,
    { ticket: created.id, customer: input.user ?? null, message, file: file ?? null, from_requester: true },
    actor,
  );
  await mailAfterCommit(app, tx, input.email, `Ticket #${created.id} received: ${input.subject}`, [
    `Hello ${input.name ?? ''},`.replace(' ,', ','),
    '',
    `We have received your message "${input.subject}" as ticket #${created.id}. Our team will answer you soon.`,
    '',
    'Follow your ticket and reply to it here (keep this link to yourself):',
    linkOf(app, link.token),
  ]);
  return created;
}

/** Contact subjects by department: Buying and Selling to Sales, everything else to Support. */
export const departmentOfSubject = (subject: string) => (subject === 'Buying' || subject === 'Selling' ? 'Sales' : 'Support');

/** A stored contact message as a ticket, in the caller's transaction (the contact form's, or the back office's). */
export async function openTicketFromContact(app: SupportApp, tx: DbOrTx, message: Row, actor: Actor = {}) {
  const [existing] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.contactMessage, message.id as number));
  if (existing) throw new HttpError(409, `Contact message id - ${message.id} is already ticket #${existing.id}.`);
  const name = [message.name, message.lastname].filter(Boolean).join(' ');
  return openTicket(
    app,
    tx,
    {
      subject: `${message.subject}: ${name}`.slice(0, 200),
      ticket_department: await departmentId(tx, departmentOfSubject(String(message.subject))),
      ticket_priority: await priorityId(tx, 'Normal'),
      message: (message.message as string | null) || '(The visitor wrote no message.)',
      // A first and a last name of the form's longest still fit the ticket's name.
      name: name.slice(0, 160),
      email: message.email as string,
      contact_message: message.id as number,
    },
    actor,
  );
}

/**
 * A visitor's message from a page of the site (a team member's profile, an event) as a ticket for Support, in the
 * caller's transaction: its subject says whom or what it is about (`regarding`), then what the visitor wrote.
 */
export async function openTicketFromVisitor(
  app: SupportApp,
  tx: DbOrTx,
  message: { name: string; email: string; subject?: string; phone?: string; message: string; regarding: string },
  actor: Actor = {},
) {
  return openTicket(
    app,
    tx,
    {
      subject: [message.regarding, message.subject].filter(Boolean).join(': ').slice(0, 200),
      ticket_department: await departmentId(tx, 'Support'),
      ticket_priority: await priorityId(tx, 'Normal'),
      // The ticket has no phone of its own: one the visitor gave ends their message, for whoever calls back.
      message: message.phone ? `${message.message}\n\nPhone: ${message.phone}` : message.message,
      name: message.name.slice(0, 160),
      email: message.email,
    },
    actor,
  );
}

async function setStatus(tx: DbOrTx, ticketId: number, name: string, extra: Partial<typeof tickets.$inferInsert> = {}) {
  await tx
    .update(tickets)
    .set({ ticketStatus: await statusId(tx, name), updatedAt: new Date(), ...extra })
    .where(eq(tickets.id, ticketId));
}

/**
 * An agent's entry in a thread. A reply (not an internal note) is mailed to the requester with the
 * same private link, answers an Open ticket, and stamps the first answer.
 */
export async function agentReply(
  app: SupportApp,
  tx: DbOrTx,
  input: { ticket: number; message: string; file?: string | null; internal?: boolean },
  actor: Actor,
) {
  const ticket = await repository(app, 'ticket').get(tx, input.ticket, actor);
  const entry = await repository(app, 'ticket_detail').create(
    tx,
    {
      ticket: input.ticket,
      admin: actor.caller?.userId ?? null,
      message: input.message,
      file: input.file ?? null,
      internal: input.internal ?? false,
      seen: true,
    },
    actor,
  );
  if (input.internal) return entry;
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, input.ticket));
  const status = await statusName(tx, row.ticketStatus);
  if (status === open) await setStatus(tx, row.id, answered);
  if (!row.firstAnsweredAt) await tx.update(tickets).set({ firstAnsweredAt: new Date() }).where(eq(tickets.id, row.id));
  if (row.linkSalt) {
    const token = await linkToken(app, row.linkSalt);
    await mailAfterCommit(app, tx, row.email, `Ticket #${row.id}: a reply to "${ticket.subject}"`, [
      `Hello ${row.name ?? ''},`.replace(' ,', ','),
      '',
      'We have answered your ticket:',
      '',
      input.message,
      '',
      ...(input.file ? ['A file is attached to the reply; open the link to see it.', ''] : []),
      'Read the whole thread and reply here:',
      linkOf(app, token),
    ]);
  }
  return entry;
}

/** The requester's reply (through the link, or signed in): re-opens a ticket waiting for them, answered or closed. */
export async function requesterReply(
  app: SupportApp,
  tx: DbOrTx,
  ticketId: number,
  input: { message: string; file?: string | null; user?: number | null },
  actor: Actor = {},
) {
  const entry = await repository(app, 'ticket_detail').create(
    tx,
    { ticket: ticketId, customer: input.user ?? null, message: input.message, file: input.file ?? null, from_requester: true },
    actor,
  );
  const [row] = await tx.select({ status: tickets.ticketStatus }).from(tickets).where(eq(tickets.id, ticketId));
  const status = await statusName(tx, row.status);
  if (status !== open) await setStatus(tx, ticketId, open);
  return entry;
}

/** A new private link for a ticket: the old one answers 404 from now on; the new one is mailed. */
export async function renewLink(app: SupportApp, tx: DbOrTx, ticketId: number, actor: Actor) {
  const ticket = await repository(app, 'ticket').get(tx, ticketId, actor);
  const link = await newLink(app);
  await tx.update(tickets).set({ accessTokenHash: link.hash, linkSalt: link.salt, updatedAt: new Date() }).where(eq(tickets.id, ticketId));
  await mailAfterCommit(app, tx, ticket.email as string | null, `Ticket #${ticketId}: your new link`, [
    `The link to your ticket "${ticket.subject}" has changed. The earlier link no longer opens it.`,
    '',
    linkOf(app, link.token),
  ]);
}

/** One page of what the requester sees of a thread: no internal notes, no staff identities. */
export async function requesterThreadPage(db: DbOrTx, ticketId: number, request: { page: number; size: number }) {
  const visible = and(eq(ticketDetails.ticket, ticketId), eq(ticketDetails.internal, false));
  const [{ total }] = await db.select({ total: count() }).from(ticketDetails).where(visible);
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(request.page, totalPages);
  const rows = await db
    .select({
      id: ticketDetails.id,
      message: ticketDetails.message,
      file: ticketDetails.file,
      from_requester: ticketDetails.fromRequester,
      created_at: ticketDetails.createdAt,
    })
    .from(ticketDetails)
    .where(visible)
    .orderBy(asc(ticketDetails.id))
    .limit(request.size)
    .offset((page - 1) * request.size);
  return {
    ticket_details: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    page,
    size: request.size,
    total_pages: totalPages,
    total_elements: total,
  };
}

/** The requester's entries of a ticket that agents have read. */
export async function markSeen(tx: DbOrTx, ticketId: number) {
  await tx
    .update(ticketDetails)
    .set({ seen: true })
    .where(and(eq(ticketDetails.ticket, ticketId), eq(ticketDetails.fromRequester, true), eq(ticketDetails.seen, false)));
}
