import { desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../lib/job-queue.ts';
import type { Repository } from '../../resource/repository.ts';
import { amountsOf, monthOf, today } from './members.service.ts';
import { feeGenerations } from './members.tables.ts';

export type MonthlyDuesOutcome =
  | { month: string; generated: true; fee_generation: number; added: number }
  | { month: string; generated: false; reason: string };

/**
 * A month's dues, as the first of the month makes them: a fee generation for the month at the amounts of the
 * latest one before it, which adds each chosen member's subscription (decision 010). A month that has a fee
 * generation already (made by a clerk, or by this job run before) is left as it is, so the job runs twice, or
 * on two processes at once, and the month's dues are made once: the second waits for the first's lock on the
 * month, then finds its run.
 */
export async function generateMonthlyDues(app: Pick<FastifyInstance, 'repositories'>, db: DbOrTx, month: string) {
  return inTransaction(db, async (tx): Promise<MonthlyDuesOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`monthly-dues:${month}`}))`);
    const [made] = await tx.select({ id: feeGenerations.id }).from(feeGenerations).where(eq(feeGenerations.month, month)).limit(1);
    if (made) return { month, generated: false, reason: `the month already has fee generation ${made.id}` };
    const [template] = await tx
      .select()
      .from(feeGenerations)
      .where(lt(feeGenerations.month, month))
      .orderBy(desc(feeGenerations.month), desc(feeGenerations.id))
      .limit(1);
    const amounts = template ? amountsOf(rowAmounts(template)) : {};
    if (!template || !Object.keys(amounts).length)
      return { month, generated: false, reason: 'no earlier fee generation gives the amounts: generate one month by hand first' };
    const repository = app.repositories.get('fee_generation') as Repository;
    const run = await repository.create(tx, {
      month,
      ...Object.fromEntries(Object.entries(amounts).map(([kind, amount]) => [`${kind}_amount`, amount])),
      note: `Made on the first of the month, at the amounts of ${template.month}`,
    });
    return { month, generated: true, fee_generation: run.id as number, added: Number(run.generated_count) };
  });
}

/** A fee generation's stored amounts under the keys its input uses. */
const rowAmounts = (row: typeof feeGenerations.$inferSelect) => ({
  executive_amount: row.executiveAmount,
  adviser_amount: row.adviserAmount,
  general_amount: row.generalAmount,
});

/** On the first of each month, shortly after midnight (UTC): the month's dues. `month` (YYYY-MM) runs another. */
export const monthlyDuesJob = defineJob<{ month?: string }>({
  name: 'monthly-dues',
  schedule: '5 0 1 * *',
  run: (app, data) => generateMonthlyDues(app, app.database.db, data.month ?? monthOf(today())),
});
