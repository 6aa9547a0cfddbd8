import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp, openTestDatabase } from '../../test-support/test-app.ts';
import { remindUnpaidDues } from './dues-reminders.ts';
import { generateMonthlyDues } from './monthly-dues.ts';

/** The members' scheduled work: the month's dues on the first, and reminders of dues left unpaid. */
const database = await openTestDatabase();
const app = await createTestApp({ database });
afterAll(async () => {
  await app.close();
  await database.close();
});

const staff = asCaller(
  ...['member', 'general_member', 'monthly_subscription', 'fee_generation', 'general_setting'].flatMap((n) =>
    ['read', 'create', 'update'].map((v) => `${n}.${v}`),
  ),
  'monthly_subscription.all_members',
);
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await app.inject({ method, url, payload, headers: staff });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const feeRunsOf = async (month: string) =>
  ((await ok('GET', '/fee_generation/api/v1/fee_generation/all/?size=100')).fee_generation as { id: number; month: string }[]).filter(
    (run) => run.month === month,
  );
const subscriptionsOf = async (month: string) =>
  (
    (await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/all/?size=1000`)).monthly_subscriptions as {
      member: number;
      subscription_date: string;
    }[]
  ).filter((s) => s.subscription_date.startsWith(month));
const generalMembers = async () =>
  ((await ok('GET', '/general_member/api/v1/general_member/all/?size=1000')).general_members as unknown[]).length;

/** Months far ahead of the demo's, so the latest fee generation before them is the demo's own. */
const months = ['2090-01', '2090-02', '2090-03'];

describe('monthly dues on the first of the month', () => {
  it("makes the month's dues at the latest fee generation's amounts, once however often it runs", async () => {
    const [month] = months;
    const first = await generateMonthlyDues(app, app.database.db, month);
    expect(first).toMatchObject({ month, generated: true });
    const added = await subscriptionsOf(month);
    expect(added.length).toBeGreaterThanOrEqual(await generalMembers());
    expect(first.generated && first.added).toBe(added.length);
    expect(new Set(added.map((s) => s.member)).size).toBe(added.length);

    expect(await generateMonthlyDues(app, app.database.db, month)).toMatchObject({ month, generated: false });
    expect(await subscriptionsOf(month)).toHaveLength(added.length);
    expect(await feeRunsOf(month)).toHaveLength(1);
  });

  it('runs once when two processes run it at the same moment', async () => {
    const month = months[1];
    const other = await createTestApp({ database });
    try {
      const outcomes = await Promise.all([
        generateMonthlyDues(app, app.database.db, month),
        generateMonthlyDues(other, other.database.db, month),
      ]);
      expect(outcomes.filter((o) => o.generated)).toHaveLength(1);
      expect(await feeRunsOf(month)).toHaveLength(1);
      const made = await subscriptionsOf(month);
      expect(new Set(made.map((s) => s.member)).size).toBe(made.length);
    } finally {
      await other.close();
    }
  });

  it('is a job of the queue, scheduled on the first of each month, and run through it', { timeout: 60_000 }, async () => {
    await app.jobs.start({ pollingIntervalSeconds: 0.5 });
    const [dues] = (await app.jobs.overview()).filter((job) => job.name === 'monthly-dues');
    expect(dues.schedule).toBe('5 0 1 * *');
    expect(dues.next_run).toMatch(/^\d{4}-\d{2}-01T00:05:00/);
    const month = months[2];
    const id = await app.jobs.runNow('monthly-dues', { month });
    await expect.poll(async () => (await app.jobs.findRun('monthly-dues', id))?.state, { timeout: 30_000 }).toBe('completed');
    expect(await feeRunsOf(month)).toHaveLength(1);
    expect((await subscriptionsOf(month)).length).toBeGreaterThan(0);
    const [after] = (await app.jobs.overview()).filter((job) => job.name === 'monthly-dues');
    expect(after.last_run).toMatchObject({ id, state: 'completed' });
  });
});

describe('reminders of unpaid dues', () => {
  const day = '2089-07-05';
  const daysBefore = (n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const mailsTo = (email: string) =>
    readdirSync(app.outboxDir)
      .filter((file) => file.endsWith(`-${email}.eml`))
      .map((file) => readFileSync(join(app.outboxDir, file), 'utf8'));
  const setReminderDays = async (days: number) => {
    const [setting] = (await ok('GET', '/general_setting/api/v1/general_setting/all/')).general_settings;
    await ok('PUT', `/general_setting/api/v1/general_setting/update/${setting.id}`, { dues_reminder_days: days });
  };

  it('mails a member once per subscription left unpaid for the days the setting says, in English and Bengali', async () => {
    const email = `rahima.${Date.now()}@example.org`;
    const member = await ok('POST', '/member/api/v1/member/create/', { first_name: 'Rahima', last_name: 'Khatun', email });
    const subscribe = (date: string) =>
      ok('POST', '/monthly_subscription/api/v1/monthly_subscription/create/', {
        member: member.id,
        amount: '250.00',
        subscription_date: date,
      });
    const overdue = await subscribe(daysBefore(12));
    await subscribe(daysBefore(3));
    const paid = await subscribe(daysBefore(40));
    await ok('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${paid.id}`, { paid_date: daysBefore(35) });

    await setReminderDays(10);
    await remindUnpaidDues(app, app.database.db, day);
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toContain('Dear Rahima Khatun,');
    expect(mail).toContain(`for ${overdue.subscription_date.slice(0, 7)} (due on ${overdue.subscription_date}) is still unpaid`);
    expect(mail).toContain('প্রিয় Rahima Khatun,');
    expect(mail).toContain('এখনও পরিশোধ করা হয়নি');
    expect((await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/${overdue.id}`)).reminded_at).toEqual(expect.any(String));

    // Run again (the next morning, or by a second process): nobody is mailed twice.
    await remindUnpaidDues(app, app.database.db, day);
    expect(mailsTo(email)).toHaveLength(1);

    // Fewer days in the setting: the newer unpaid subscription is due a reminder too; the paid one never is.
    await setReminderDays(2);
    await remindUnpaidDues(app, app.database.db, day);
    expect(mailsTo(email)).toHaveLength(2);
    await remindUnpaidDues(app, app.database.db, day);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('sends none when the setting is 0, and the setting refuses what is not a number of days', async () => {
    const email = `karim.${Date.now()}@example.org`;
    const member = await ok('POST', '/member/api/v1/member/create/', { first_name: 'Karim', email });
    await ok('POST', '/monthly_subscription/api/v1/monthly_subscription/create/', {
      member: member.id,
      amount: '100.00',
      subscription_date: daysBefore(30),
    });
    await setReminderDays(0);
    expect(await remindUnpaidDues(app, app.database.db, day)).toEqual({ reminded: 0, days: 0 });
    expect(mailsTo(email)).toEqual([]);
    const [setting] = (await ok('GET', '/general_setting/api/v1/general_setting/all/')).general_settings;
    for (const bad of [-1, 400, 'soon']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/general_setting/api/v1/general_setting/update/${setting.id}`,
        payload: { dues_reminder_days: bad },
        headers: staff,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toHaveProperty('dues_reminder_days');
    }
  });
});
