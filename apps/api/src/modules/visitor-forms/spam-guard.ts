import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SpamGuardFields } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Limits, VisitorFormKind } from '../../resource/effects.ts';
import { loadSigningKey } from '../access/index.ts';

/**
 * The spam guard of the visitor forms, without a third-party service. A form's body carries `website`, a field
 * people never see (bots fill every field), and `form_token`, the time the visitor started on the form as the
 * API signed it (`GET /visitor_form/api/v1/visitor_form/token`), so a bot can neither skip the wait nor forge
 * it. `check` refuses, storing nothing:
 *   - a hidden field that holds anything, or a form sent sooner than `minFillSeconds` after its start:
 *     400 `{form: [...]}`;
 *   - a missing, forged or day-old token: 400 `{form_token: [...]}` (the site asks for a new one);
 *   - more attempts of that form than its limits, by identifier (an email) or by network address: 429.
 * Use: declare the body with `guardedForm(...)` (contracts), then in the handler, before any write,
 *   `const fields = await app.spamGuard.check(db, request.body, { kind, identifier: email, ip: request.ip }, limits);`
 * and store `fields` (the body without the guard's two fields). The site's side is `useSpamGuard` (apps/web).
 */
export interface SpamGuard {
  /** A signed start time; `now` in ms (tests sign a start in the past). */
  token(now?: number): string;
  check<T extends SpamGuardFields>(
    db: DbOrTx,
    form: T,
    attempt: { kind: VisitorFormKind; identifier: string; ip: string },
    limits: Limits,
  ): Promise<Omit<T, keyof SpamGuardFields>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    spamGuard: SpamGuard;
  }
}

/** A token older than this is refused: a tab left open overnight asks for a new one. */
const tokenHours = 24;

export const spamMessages = {
  hidden: 'This form could not be sent. Please try again.',
  tooFast: 'That was quicker than a person fills this form. Please check it, then send it again.',
  token: 'This form has expired. Please send it again.',
};

function createSpamGuard(key: Buffer, minFillSeconds: number, rateLimit: FastifyInstance['writeEffects']['rateLimit']): SpamGuard {
  const mac = (issued: string) => createHmac('sha256', key).update(`visitor form started ${issued}`).digest('base64url');
  const issuedAt = (token: string | undefined) => {
    const [issued, signature] = (token ?? '').split('.');
    if (!/^\d{1,15}$/.test(issued ?? '') || !signature) return undefined;
    const expected = Buffer.from(mac(issued));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(issued) : undefined;
  };
  return {
    token: (now = Date.now()) => `${now}.${mac(String(now))}`,
    async check(db, form, attempt, limits) {
      const { website, form_token, ...fields } = form;
      if (website?.trim()) throw new HttpError(400, { form: [spamMessages.hidden] });
      const started = issuedAt(form_token);
      const now = Date.now();
      if (started === undefined || started > now || now - started > tokenHours * 3_600_000)
        throw new HttpError(400, { form_token: [spamMessages.token] });
      if (now - started < minFillSeconds * 1000) throw new HttpError(400, { form: [spamMessages.tooFast] });
      if (await rateLimit(db, { ...attempt, identifier: attempt.identifier.toLowerCase() }, limits))
        throw new HttpError(429, 'This form was sent several times already. Please try again in an hour.');
      return fields;
    },
  };
}

/** Decorates the app with its spam guard; the key is derived from the server's signing key, shared by every process. */
export default fp(
  async function spamGuard(app: FastifyInstance, options: { minFillSeconds?: number }) {
    const key = createHmac('sha256', await loadSigningKey(app.database.db))
      .update('visitor form tokens')
      .digest();
    app.decorate('spamGuard', createSpamGuard(key, options.minFillSeconds ?? 3, app.writeEffects.rateLimit));
  },
  { name: 'spam-guard', dependencies: ['database', 'resource-engine'] },
);
