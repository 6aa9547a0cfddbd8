import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client.ts';
import { appSecrets } from './access.tables.ts';

/** `two_factor`: the password was right, the second factor is still to give (the challenge of signing in). */
export type TokenKind = 'access' | 'refresh' | 'two_factor';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 7 * 24 * 60 * 60;
export const challengeSeconds = 10 * 60;

export interface TokenClaims {
  userId: number;
  kind: TokenKind;
  /** When it was issued, in milliseconds: compared with the user's tokens_valid_after. */
  issuedAt: number;
}

/** A key of the app's, made once and kept in the database, so every process (and every restart) shares it. */
export async function loadSecret(db: DbOrTx, name: string) {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

/** The sign-in tokens' signing key. */
export const loadSigningKey = (db: DbOrTx) => loadSecret(db, 'token_signing_key');

export function createTokenSigner(key: Uint8Array) {
  return {
    async sign(userId: number, kind: TokenKind, options: { now?: number; seconds?: number } = {}) {
      const now = options.now ?? Date.now();
      const seconds = options.seconds ?? { access: accessTokenSeconds, refresh: refreshTokenSeconds, two_factor: challengeSeconds }[kind];
      return new SignJWT({ kind, iat_ms: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + seconds)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of that kind; undefined for anything else. */
    async verify(token: string, kind: TokenKind): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.kind !== kind || typeof payload.iat_ms !== 'number' || !/^\d+$/.test(payload.sub ?? '')) return undefined;
        return { userId: Number(payload.sub), kind, issuedAt: payload.iat_ms };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
