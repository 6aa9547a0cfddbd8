import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../lib/job-queue.ts';
import { accountsById } from '../access/index.ts';
import { generalSettings } from '../cms/index.ts';
import { letterhead, printedMoney } from '../documents/index.ts';
import { nameOf, today } from './members.service.ts';
import { members, monthlySubscriptions } from './members.tables.ts';

/** What reminding needs of the app: its mailer and its log. */
type RemindingApp = Pick<FastifyInstance, 'mailer' | 'log'>;

/** The day `days` before `day` (both YYYY-MM-DD). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Bengali digits, for the Bengali half of a mail. */
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);

/** How many days after its date an unpaid subscription is reminded (the general setting); 0: never. */
export async function reminderDays(db: DbOrTx) {
  const [setting] = await db
    .select({ days: generalSettings.duesReminderDays })
    .from(generalSettings)
    .orderBy(asc(generalSettings.id))
    .limit(1);
  return setting?.days ?? 10;
}

/**
 * Mails each member whose subscription is still due the setting's number of days after its date, once per
 * subscription, in English and Bengali. Each subscription is claimed first (its row locked, others skip it, and
 * marked reminded), then mailed outside the transaction, so a slow mail server never holds the database: a run
 * on another process never mails it too, and a mail that fails takes the mark back off, for the job's next
 * attempt. Answers how many were reminded.
 */
export async function remindUnpaidDues(app: RemindingApp, db: DbOrTx, day = today()) {
  const days = await reminderDays(db);
  if (days <= 0) return { reminded: 0, days };
  const waiting = await db
    .select({ id: monthlySubscriptions.id })
    .from(monthlySubscriptions)
    .where(
      and(
        eq(monthlySubscriptions.status, 'due'),
        isNull(monthlySubscriptions.remindedAt),
        lte(monthlySubscriptions.subscriptionDate, daysBefore(day, days)),
      ),
    )
    .orderBy(asc(monthlySubscriptions.id));
  const charity = await letterhead(db);
  let reminded = 0;
  for (const { id } of waiting) {
    const claimed = await claim(db, id);
    // A member without an address stays marked: there is nobody to remind, now or later.
    if (!claimed?.email) continue;
    try {
      await app.mailer.send({ to: claimed.email, ...reminder(claimed, printedMoney(claimed.amount, charity.currency), charity.name) });
    } catch (error) {
      await db.update(monthlySubscriptions).set({ remindedAt: null }).where(eq(monthlySubscriptions.id, id));
      throw error;
    }
    reminded += 1;
  }
  if (reminded) app.log.info({ reminded, days }, 'members reminded of unpaid dues');
  return { reminded, days };
}

/** Marks a subscription reminded if it is still due and nobody else holds it; answers it with its member. */
function claim(db: DbOrTx, id: number) {
  return inTransaction(db, async (tx) => {
    const [due] = await tx
      .select()
      .from(monthlySubscriptions)
      .where(and(eq(monthlySubscriptions.id, id), eq(monthlySubscriptions.status, 'due'), isNull(monthlySubscriptions.remindedAt)))
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    await tx.update(monthlySubscriptions).set({ remindedAt: sql`now()` }).where(eq(monthlySubscriptions.id, id));
    const [owner] = await tx
      .select({ user: members.user })
      .from(members)
      .where(eq(members.id, due.member as number));
    const account = owner ? (await accountsById(tx, [owner.user])).get(owner.user) : undefined;
    return { ...due, name: nameOf(account), email: typeof account?.email === 'string' ? account.email : '' };
  });
}

/** The reminder's subject and text: English, then Bengali. */
function reminder(due: { name: string; month: string; subscriptionDate: string }, amount: string, charity: string) {
  const bn = bengaliDigits;
  return {
    subject: `Your subscription for ${due.month} is unpaid / ${bn(due.month)} মাসের চাঁদা বাকি`,
    text: [
      `Dear ${due.name},`,
      '',
      `Your monthly subscription of ${amount} for ${due.month} (due on ${due.subscriptionDate}) is still unpaid.`,
      'Please pay it at the office or by one of the payment methods on our website. If you have paid it already, thank you, and please ignore this mail.',
      '',
      charity,
      '',
      '---',
      '',
      `প্রিয় ${due.name},`,
      '',
      `${bn(due.month)} মাসের আপনার মাসিক চাঁদা ${bn(amount)} (দেয় ${bn(due.subscriptionDate)}) এখনও পরিশোধ করা হয়নি।`,
      'অনুগ্রহ করে অফিসে অথবা আমাদের ওয়েবসাইটে দেওয়া কোনো পরিশোধের মাধ্যমে তা পরিশোধ করুন। ইতিমধ্যে পরিশোধ করে থাকলে ধন্যবাদ, এই মেইলটি উপেক্ষা করুন।',
      '',
      charity,
    ].join('\n'),
  };
}

/** Every morning at 03:00 (UTC): reminders of dues unpaid for the setting's number of days. */
export const duesRemindersJob = defineJob({
  name: 'dues-reminders',
  schedule: '0 3 * * *',
  run: (app) => remindUnpaidDues(app, app.database.db),
});
