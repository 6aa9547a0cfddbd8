import { teamMember, type VisitorMessageForm } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import type { Repository } from '../../resource/repository.ts';
import { openTicketFromVisitor, type SupportApp } from '../support/index.ts';

/** A few messages per email and per network address an hour: enough to follow up, too few to flood the inbox. */
export const teamContactLimits = { perAccount: 3, perAddress: 10, windowMinutes: 60 };

type ShowcaseApp = SupportApp & Pick<FastifyInstance, 'spamGuard'>;

/**
 * A visitor's message to a team member from their profile: past the spam guard, one support ticket whose subject
 * names the member (a hidden or missing member is a 404, and nothing is stored). The visitor is mailed the ticket's
 * private link once it is stored, as a contact message's sender is.
 */
export async function contactTeamMember(app: ShowcaseApp, id: number, form: VisitorMessageForm, ip: string) {
  const db = app.database.db;
  const fields = await app.spamGuard.check(db, form, { kind: 'team_contact', identifier: form.email, ip }, teamContactLimits);
  return inTransaction(db, async (tx) => {
    // Read as a visitor reads it: only a member the site shows.
    const member = await (app.repositories.get(teamMember.name) as Repository).get(tx, id);
    const ticket = await openTicketFromVisitor(app, tx, { ...fields, regarding: `Message for ${member.name}` }, { ip });
    return { ticket: ticket.id as number };
  });
}
