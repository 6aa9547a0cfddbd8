import { fromPaisa, type MemberKind, memberKinds, toPaisa } from '@sahay/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ownSubscriptions } from './members.resources.ts';
import { kindTables } from './members.service.ts';
import { monthlySubscriptions } from './members.tables.ts';

/** How many members each kind has (a member of several kinds counts in each). */
export async function membersByKind(db: DbOrTx): Promise<Record<MemberKind, number>> {
  const counts = await Promise.all(memberKinds.map(async (kind) => (await db.select({ n: count() }).from(kindTables[kind]))[0].n));
  return Object.fromEntries(memberKinds.map((kind, i) => [kind, Number(counts[i])])) as Record<MemberKind, number>;
}

/** The subscriptions of a month (`YYYY-MM`) still due, and their total, of those the caller may see. */
export async function subscriptionsDue(db: DbOrTx, month: string, caller?: Caller | null) {
  const [row] = await db
    .select({ n: count(), total: sql<string | null>`sum(${monthlySubscriptions.amount})::text` })
    .from(monthlySubscriptions)
    .where(and(eq(monthlySubscriptions.month, month), eq(monthlySubscriptions.status, 'due'), ownSubscriptions(caller)));
  return { count: Number(row.n), amount: fromPaisa(toPaisa(row.total ?? '0')) };
}
