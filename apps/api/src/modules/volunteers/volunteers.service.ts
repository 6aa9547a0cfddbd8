import { type VolunteerForm, volunteerApplication } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { letterhead } from '../documents/index.ts';
import { acknowledgementMail } from './acknowledgement.ts';

/** A few applications per email and per network address an hour: enough for a family, too few to flood staff. */
export const volunteerLimits = { perAccount: 3, perAddress: 10, windowMinutes: 60 };

type VolunteersApp = Pick<FastifyInstance, 'repositories' | 'mailer' | 'spamGuard' | 'database' | 'log'>;

/**
 * A visitor's application: past the spam guard, stored as new through the engine's repository (its checks,
 * audit and caches), then acknowledged by mail once stored; a mail that fails is logged and never undoes it.
 */
export async function applyToVolunteer(app: VolunteersApp, form: VolunteerForm, ip: string) {
  const db = app.database.db;
  const fields = await app.spamGuard.check(db, form, { kind: 'volunteer', identifier: form.email, ip }, volunteerLimits);
  const repository = app.repositories.get(volunteerApplication.name) as Repository;
  return inTransaction(db, async (tx) => {
    const stored = await repository.create(tx, fields, { ip });
    await afterCommit(tx, (root) => acknowledge(app, root, stored));
    return stored;
  });
}

async function acknowledge(app: VolunteersApp, db: Parameters<typeof letterhead>[0], application: Row) {
  try {
    const charity = await letterhead(db);
    await app.mailer.send(acknowledgementMail(application as Parameters<typeof acknowledgementMail>[0], charity.name));
  } catch (error) {
    app.log.error({ err: error, volunteerApplication: application.id }, 'a volunteer’s acknowledgement could not be mailed');
  }
}
