import {
  type NewsletterForm,
  type NewsletterLinkKind,
  type NewsletterLinkOutcome,
  type NewsletterLinkStanding,
  newsletterConsentText,
  newsletterSubscriber,
  type SpamGuardFields,
} from '@sahay/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { csvText, letterhead } from '../documents/index.ts';
import type { NewsletterSigner } from './links.ts';
import { confirmationMail } from './mails.ts';
import { newsletterSubscribers } from './newsletter.tables.ts';

/** A few subscriptions per email and per network address an hour: enough to retry a typo, too few to mail-bomb anyone. */
export const newsletterLimits = { perAccount: 3, perAddress: 10, windowMinutes: 60 };

/** The one answer to every accepted subscription, new or not, so that nobody learns whether an address was already there. */
export const subscriptionAnswer = { detail: 'Thank you. Please check your email: follow the link in it to confirm your subscription.' };

export const linkMessages = {
  invalid: 'This link is not valid: it may be incomplete, or already used.',
  expired: 'This confirmation link has expired. Please subscribe again to get a new one.',
};

export type NewsletterApp = Pick<FastifyInstance, 'repositories' | 'mailer' | 'spamGuard' | 'database' | 'sessions' | 'log'>;

const subscribers = (repositories: ReadonlyMap<string, unknown>) => repositories.get(newsletterSubscriber.name) as Repository;

/** The subscription of an address (whatever its case), locked until the transaction ends. */
async function lockedByEmail(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    .for('update');
  return row;
}

/** A subscription by its id; locked until the transaction ends when it is about to change. */
async function byId(db: DbOrTx, id: number, lock?: 'locked') {
  const query = db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * A visitor's subscription, past the spam guard: a new address, one still pending or one that had left is (again)
 * pending, with the consent's wording and time, and is mailed a fresh link to confirm (the older link no longer
 * works); a confirmed address is left as it is. One row per address, and the same answer in every case.
 */
export async function subscribe(app: NewsletterApp, signer: NewsletterSigner, form: NewsletterForm, ip: string) {
  const db = app.database.db;
  const fields: Omit<NewsletterForm, keyof SpamGuardFields> = await app.spamGuard.check(
    db,
    form,
    { kind: 'newsletter', identifier: form.email, ip },
    newsletterLimits,
  );
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const repository = subscribers(app.repositories);
      const existing = await lockedByEmail(tx, fields.email);
      if (existing?.status === 'confirmed') return;
      const now = repository.now();
      const nonce = signer.newNonce();
      const values = {
        name: fields.name || null,
        language: fields.language ?? 'en',
        status: 'pending',
        consent_text: newsletterConsentText(fields.language),
        consented_at: now.toISOString(),
        confirmed_at: null,
        unsubscribed_at: null,
        confirm_nonce: nonce,
        ip,
      };
      const stored = existing
        ? await repository.update(tx, existing.id, values, { ip })
        : await repository.create(tx, { email: fields.email, ...values }, { ip });
      const links = {
        confirmToken: signer.confirmToken(stored.id as number, nonce, now),
        unsubscribeToken: signer.unsubscribeToken(stored.id as number),
      };
      await afterCommit(tx, (root) => mailConfirmation(app, root, stored, links));
    });
  try {
    await attempt();
  } catch (error) {
    // Two first subscriptions of one address at once: the second finds the first's row when it tries again.
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    await attempt();
  }
  return subscriptionAnswer;
}

async function mailConfirmation(
  app: NewsletterApp,
  db: DbOrTx,
  subscriber: Row,
  links: { confirmToken: string; unsubscribeToken: string },
) {
  try {
    const charity = await letterhead(db);
    await app.mailer.send(
      confirmationMail(subscriber as { email: string; name?: string | null; language?: string | null }, charity.name, {
        base: app.sessions.linkBase,
        ...links,
      }),
    );
  } catch (error) {
    app.log.error({ err: error, newsletterSubscriber: subscriber.id }, 'a newsletter confirmation could not be mailed');
  }
}

export type LinkOutcome = NewsletterLinkOutcome;

const done = (row: { status: string; language: string }): LinkOutcome => ({
  outcome: 'done',
  status: row.status as 'pending' | 'confirmed' | 'unsubscribed',
  language: row.language === 'bn' ? 'bn' : 'en',
});

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type ConfirmLink = NonNullable<ReturnType<NewsletterSigner['readConfirm']>>;

/**
 * What a confirmation link can do for its subscription now: be followed (`usable`), or nothing more than its outcome.
 * Once confirmed, any of its links says so; altered, replaced by a newer one, or used by a subscription that has
 * since left, it is invalid; past its time, expired.
 */
function confirmStanding(row: SubscriberRow | undefined, link: ConfirmLink, now: Date): LinkOutcome | 'usable' {
  if (!row) return { outcome: 'invalid' };
  if (row.confirmNonce !== link.nonce) return row.status === 'confirmed' ? done(row) : { outcome: 'invalid' };
  if (link.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  return 'usable';
}

/** What an unsubscribe link can do now: end the subscription (`usable`), or say it already has. */
const unsubscribeStanding = (row: SubscriberRow | undefined): LinkOutcome | 'usable' =>
  !row ? { outcome: 'invalid' } : row.status === 'unsubscribed' ? done(row) : 'usable';

/**
 * Follows a confirmation link: the pending subscription it was mailed for becomes confirmed, and the link is used
 * up. Followed again once confirmed, it says so and changes nothing (see confirmStanding for the rest).
 */
export function confirmSubscription(db: DbOrTx, repositories: ReadonlyMap<string, unknown>, signer: NewsletterSigner, token: string) {
  const link = signer.readConfirm(token);
  if (!link) return Promise.resolve<LinkOutcome>({ outcome: 'invalid' });
  return inTransaction(db, async (tx): Promise<LinkOutcome> => {
    const repository = subscribers(repositories);
    const now = repository.now();
    const standing = confirmStanding(await byId(tx, link.id, 'locked'), link, now);
    if (standing !== 'usable') return standing;
    const stored = await repository.update(tx, link.id, { status: 'confirmed', confirmed_at: now.toISOString(), confirm_nonce: null });
    return done(stored as { status: string; language: string });
  });
}

/** Follows the link in a subscriber's mail that unsubscribes them: the time is recorded; followed again, it changes nothing. */
export function unsubscribe(db: DbOrTx, repositories: ReadonlyMap<string, unknown>, signer: NewsletterSigner, token: string) {
  const link = signer.readUnsubscribe(token);
  if (!link) return Promise.resolve<LinkOutcome>({ outcome: 'invalid' });
  return inTransaction(db, async (tx): Promise<LinkOutcome> => {
    const repository = subscribers(repositories);
    const standing = unsubscribeStanding(await byId(tx, link.id, 'locked'));
    if (standing !== 'usable') return standing;
    const stored = await repository.update(tx, link.id, {
      status: 'unsubscribed',
      unsubscribed_at: repository.now().toISOString(),
      confirm_nonce: null,
    });
    return done(stored as { status: string; language: string });
  });
}

/**
 * What a mailed link would do, read without following it (nothing is written): `ready` for the subscriber to
 * confirm or leave with a button, or what following it would answer already (done, invalid, expired). Opening a
 * link only reads this: mail scanners and link previews open every link in a mail, and must decide nothing.
 */
export async function linkStanding(
  db: DbOrTx,
  repositories: ReadonlyMap<string, unknown>,
  signer: NewsletterSigner,
  kind: NewsletterLinkKind,
  token: string,
): Promise<NewsletterLinkStanding> {
  const standing = async () => {
    if (kind === 'unsubscribe') {
      const link = signer.readUnsubscribe(token);
      return link ? unsubscribeStanding(await byId(db, link.id)) : ({ outcome: 'invalid' } as const);
    }
    const link = signer.readConfirm(token);
    return link ? confirmStanding(await byId(db, link.id), link, subscribers(repositories).now()) : ({ outcome: 'invalid' } as const);
  };
  const found = await standing();
  return found === 'usable' ? { outcome: 'ready' } : found;
}

/** The confirmed subscribers as CSV, in the order they confirmed: what a mailing tool imports. */
export async function confirmedSubscribersCsv(db: DbOrTx) {
  const rows = await db
    .select({
      name: newsletterSubscribers.name,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  const content = csvText([
    ['name', 'email', 'confirmed_at', 'language'],
    ...rows.map((r) => [r.name ?? '', r.email, r.confirmedAt ? new Date(r.confirmedAt).toISOString() : '', r.language]),
  ]);
  return { content, filename: 'newsletter-subscribers.csv' };
}
