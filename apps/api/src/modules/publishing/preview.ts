import { createHmac, timingSafeEqual } from 'node:crypto';
import { previewMinutes } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { loadSecret } from '../access/index.ts';

/**
 * Preview links: `<entity>.<id>.<expiry in ms>.<signature>`, signed with a key kept in the database (every
 * process shares it). The link shows one record, draft or not, until it expires; it proves nothing else.
 */
export function createPreviewSigner(key: Uint8Array) {
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(entity: string, id: number, now: Date) {
      const expiresAt = new Date(now.getTime() + previewMinutes * 60_000);
      const payload = `${entity}.${id}.${expiresAt.getTime()}`;
      return { token: `${payload}.${signature(payload)}`, expiresAt };
    },
    /** Whether the token was signed for this record and has not expired at `now`. */
    allows(token: string, entity: string, id: number, now: Date) {
      const parts = token.split('.');
      if (parts.length !== 4) return false;
      const [forEntity, forId, expires, given] = parts;
      if (forEntity !== entity || forId !== String(id) || !(Number(expires) > now.getTime())) return false;
      const expected = Buffer.from(signature(`${forEntity}.${forId}.${expires}`));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type PreviewSigner = ReturnType<typeof createPreviewSigner>;

/** The signer of this database's preview links, its key read once. */
export function previewSigner(db: () => DbOrTx) {
  let signer: Promise<PreviewSigner> | undefined;
  return () => {
    signer ??= loadSecret(db(), 'preview_signing_key').then(createPreviewSigner);
    return signer;
  };
}
