import type { VisitorMessageForm } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { VisitorFormKind } from '../../resource/effects.ts';
import { openTicketFromVisitor, type SupportApp } from './support.service.ts';

/** A few messages per email and per network address an hour: enough to follow up, too few to flood the inbox. */
export const visitorMessageLimits = { perAccount: 3, perAddress: 10, windowMinutes: 60 };

type VisitorMessageApp = SupportApp & Pick<FastifyInstance, 'spamGuard'>;

/**
 * A visitor's message from the contact form of a page that shows one record (a team member, an event): past the
 * spam guard, then in one transaction the record as visitors see it (`regarding` reads it, so a hidden or missing
 * one is a 404 and nothing is stored) and one ticket for Support whose subject names it. The visitor is mailed the
 * ticket's private link once it is stored, as a contact message's sender is.
 */
export async function receiveVisitorMessage(
  app: VisitorMessageApp,
  form: VisitorMessageForm,
  visit: { kind: VisitorFormKind; ip: string; regarding: (tx: DbOrTx) => Promise<string> },
) {
  const db = app.database.db;
  const attempt = { kind: visit.kind, identifier: form.email, ip: visit.ip };
  const fields = await app.spamGuard.check(db, form, attempt, visitorMessageLimits);
  return inTransaction(db, async (tx) => {
    const ticket = await openTicketFromVisitor(app, tx, { ...fields, regarding: await visit.regarding(tx) }, { ip: visit.ip });
    return { ticket: ticket.id as number };
  });
}
