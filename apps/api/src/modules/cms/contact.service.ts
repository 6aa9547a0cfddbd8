import { type ContactForm, contactMessage } from '@sahay/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { openTicketFromContact, type SupportApp } from '../support/index.ts';

/**
 * A visitor's message: stored through the engine's repository (same fields, checks, rate limit and answer as
 * its create), and in the same transaction it becomes a ticket in its department's inbox, whose requester is
 * mailed a link.
 */
export function receiveContactMessage(app: SupportApp, form: ContactForm, actor: Actor) {
  const repository = app.repositories.get(contactMessage.name) as Repository;
  return inTransaction(app.database.db, async (tx) => {
    const stored = await repository.create(tx, form, actor);
    await openTicketFromContact(app, tx, stored, actor);
    return stored;
  });
}
