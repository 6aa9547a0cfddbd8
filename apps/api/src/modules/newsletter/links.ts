import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { loadSecret } from '../access/index.ts';

/** A confirmation link works this long after it was mailed; subscribing again mails a fresh one. */
export const confirmDays = 7;

/**
 * The links mailed to a subscriber, signed with a key kept in the database (every process shares it):
 *   - to confirm: `c.<id>.<expiry in ms>.<nonce>.<signature>`, good once: the nonce is the one stored with the
 *     subscription until the link is followed (a newer subscription replaces it);
 *   - to leave: `u.<id>.<signature>`, good for as long as the subscription exists, from any mail.
 * An altered link fails its signature; nothing in a link is secret but the signature.
 */
export function createNewsletterSigner(key: Uint8Array) {
  const signature = (payload: string) => createHmac('sha256', key).update(`newsletter ${payload}`).digest('base64url');
  const signed = (payload: string) => `${payload}.${signature(payload)}`;
  const verified = (token: string) => {
    const cut = token.lastIndexOf('.');
    if (cut < 0) return undefined;
    const payload = token.slice(0, cut);
    const expected = Buffer.from(signature(payload));
    const given = Buffer.from(token.slice(cut + 1));
    return expected.length === given.length && timingSafeEqual(expected, given) ? payload.split('.') : undefined;
  };
  return {
    /** What makes one confirmation link the only one that works: stored with the subscription until it is followed. */
    newNonce: () => randomBytes(16).toString('base64url'),
    confirmToken: (id: number, nonce: string, now: Date) => signed(`c.${id}.${now.getTime() + confirmDays * 86_400_000}.${nonce}`),
    unsubscribeToken: (id: number) => signed(`u.${id}`),
    /** What a confirmation link says, once its signature holds. */
    readConfirm(token: string) {
      const parts = verified(token);
      if (parts?.length !== 4 || parts[0] !== 'c' || !/^\d{1,10}$/.test(parts[1]) || !/^\d{1,15}$/.test(parts[2])) return undefined;
      return { id: Number(parts[1]), expiresAt: new Date(Number(parts[2])), nonce: parts[3] };
    },
    /** The subscription a leaving link is for, once its signature holds. */
    readUnsubscribe(token: string) {
      const parts = verified(token);
      if (parts?.length !== 2 || parts[0] !== 'u' || !/^\d{1,10}$/.test(parts[1])) return undefined;
      return { id: Number(parts[1]) };
    },
  };
}

export type NewsletterSigner = ReturnType<typeof createNewsletterSigner>;

/** The signer of this database's newsletter links, its key read once (before any transaction that needs it). */
export function newsletterSigner(db: () => DbOrTx) {
  let signer: Promise<NewsletterSigner> | undefined;
  return () => {
    signer ??= loadSecret(db(), 'newsletter_link_key').then(createNewsletterSigner);
    return signer;
  };
}
