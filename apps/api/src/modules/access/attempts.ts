import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attempts } from './access.tables.ts';

export interface Limits {
  /** Most attempts for one account (email or username) within the window. */
  perAccount: number;
  /** Most attempts from one network address within the window. */
  perAddress: number;
  windowMinutes: number;
}

export type AttemptKind = 'sign_in' | 'reset' | 'contact';

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
