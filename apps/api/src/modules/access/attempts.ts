import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AttemptKind, Limits, RateLimit } from '../../resource/effects.ts';
import { attempts } from './access.tables.ts';

export type { AttemptKind, Limits };

export function recordAttempt(
  db: DbOrTx,
  attempt: { kind: AttemptKind; identifier: string; ip: string; success: boolean; userId?: number | null },
) {
  return db.insert(attempts).values({ ...attempt, userId: attempt.userId ?? null });
}

/** Whether recent failed attempts (all attempts, for forms) reached a limit, by account or by address. */
export async function overLimit(db: DbOrTx, kind: AttemptKind, who: { identifier?: string; ip: string }, limits: Limits) {
  const since = gt(attempts.at, sql`now() - make_interval(mins => ${limits.windowMinutes})`);
  const failed = eq(attempts.success, false);
  const countWhere = async (...conditions: ReturnType<typeof eq>[]) =>
    (
      await db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.kind, kind), failed, since, ...conditions))
    )[0].n;
  if (who.identifier !== undefined && (await countWhere(eq(attempts.identifier, who.identifier))) >= limits.perAccount) return true;
  return (await countWhere(eq(attempts.ip, who.ip))) >= limits.perAddress;
}

/** The rate limit of public forms, as the engine is given it: every attempt counts until the limit. */
export const countAttempt: RateLimit = async (tx, attempt, limits) => {
  if (await overLimit(tx, attempt.kind, attempt, limits)) return true;
  await recordAttempt(tx, { ...attempt, success: false });
  return false;
};
