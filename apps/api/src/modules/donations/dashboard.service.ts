import { type donationDashboard, donationDashboardSections as sections } from '@sahay/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { Repository } from '../../resource/repository.ts';
import { membersByKind, subscriptionsDue } from '../members/index.ts';
import { giftsPerMonth, today } from './donations.service.ts';

/**
 * The back office's dashboard: gifts per month, causes' goals and raised amounts, members by kind, this
 * month's subscriptions due; each section only for a caller who may read its data.
 */
export async function dashboardFor(db: DbOrTx, causes: Repository, caller: Caller | null) {
  const answer: z.infer<typeof donationDashboard> = {};
  if (can(caller, sections.gifts_per_month)) answer.gifts_per_month = await giftsPerMonth(db);
  if (can(caller, sections.causes)) {
    const rows = await causes.all(db, {}, { caller });
    answer.causes = rows.map((c) => ({
      id: c.id as number,
      name: String(c.name),
      goal_amount: String(c.goal_amount),
      raised_amount: String(c.raised_amount),
    }));
  }
  if (can(caller, sections.members_by_kind)) answer.members_by_kind = await membersByKind(db);
  if (can(caller, sections.subscriptions_due_this_month))
    answer.subscriptions_due_this_month = await subscriptionsDue(db, today().slice(0, 7), caller);
  return answer;
}
