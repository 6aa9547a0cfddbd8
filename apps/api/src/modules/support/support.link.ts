import { type RequesterThread, ticketFileKinds, ticketStatusNames } from '@sahay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkedUpload } from '../../lib/upload-check.ts';
import type { PageRequest } from '../../resource/repository.ts';
import { requesterReply, requesterThreadPage, type SupportApp, ticketByToken } from './support.service.ts';
import { ticketStatuses, tickets } from './support.tables.ts';

/** What the private link's reads and replies use of the app besides the support workflows: rate limits and files. */
export type SupportLinkApp = SupportApp & Pick<FastifyInstance, 'writeEffects' | 'media'>;

/** A page of the private link, and replies through it: generous for reading, tighter for writing. */
export const threadReadLimits = { perAccount: 300, perAddress: 300, windowMinutes: 10 };
export const threadReplyLimits = { perAccount: 10, perAddress: 20, windowMinutes: 60 };

async function limited(app: SupportLinkApp, kind: 'support' | 'support_reply', token: string, ip: string, limits: typeof threadReadLimits) {
  const over = await app.writeEffects.rateLimit(app.database.db, { kind, identifier: token.slice(0, 12), ip }, limits);
  if (over) throw new HttpError(429, 'Too many requests from this address. Please try again later.');
}

/**
 * The requester's view of their ticket (no internal notes, no staff names), one page of it; counted
 * against the address's read limit (429) and a 404 that says nothing for a wrong or revoked token.
 * The API's route and the public site's page both read it here.
 */
export async function threadByLink(app: SupportLinkApp, token: string, ip: string, page: PageRequest): Promise<RequesterThread> {
  await limited(app, 'support', token, ip, threadReadLimits);
  const db = app.database.db;
  const ticket = await ticketByToken(db, token);
  const [facts] = await db
    .select({
      status: ticketStatuses.name,
      department: sql<string>`(select name from ticket_department where id = ${tickets.ticketDepartment})`,
    })
    .from(tickets)
    .leftJoin(ticketStatuses, eq(ticketStatuses.id, tickets.ticketStatus))
    .where(eq(tickets.id, ticket.id));
  return {
    ticket: {
      subject: ticket.subject,
      name: ticket.name,
      status: facts?.status ?? ticketStatusNames.open,
      department: facts?.department ?? '',
      created_at: ticket.createdAt.toISOString(),
    },
    ...(await requesterThreadPage(db, ticket.id, page)),
  };
}

/**
 * The requester's reply through their link: counted against the reply limit (429), a 404 for a wrong
 * token, re-opens a ticket that is not Open. `file` is an already stored media path (the API's multipart
 * upload) or the bytes of one (the site's form), checked here by its bytes and removed if the reply fails.
 */
export async function replyByLink(
  app: SupportLinkApp,
  token: string,
  input: { message: string; file?: string | null; fileBytes?: Uint8Array | null },
  ip: string,
) {
  await limited(app, 'support_reply', token, ip, threadReplyLimits);
  const ticket = await ticketByToken(app.database.db, token);
  let file = input.file ?? null;
  let stored: string | undefined;
  if (input.fileBytes?.length) {
    const sniffed = checkedUpload('file', input.fileBytes, ticketFileKinds);
    stored = await app.media.save(input.fileBytes, sniffed.extension);
    file = stored;
  }
  try {
    await inTransaction(app.database.db, (tx) => requesterReply(app, tx, ticket.id, { message: input.message, file }, { ip }));
  } catch (error) {
    if (stored) await app.media.remove(stored);
    throw error;
  }
}
