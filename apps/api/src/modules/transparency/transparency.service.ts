import { defaultCurrency, fromPaisa, type TransparencyReport, toPaisa, voucherKinds } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { Download } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { incomeAndExpenses, postingYears } from '../accounting/index.ts';
import { causeFunds } from '../causes/index.ts';
import { csvText } from '../documents/index.ts';

/**
 * What the report shows changes with any posting (every kind of voucher), a ledger's or group's name, a
 * cause, or the books' currency: its cached answers and pages are emptied by a change to any of these.
 */
export const transparencyTags = [...Object.keys(voucherKinds), 'account_log', 'ledger_account', 'group', 'cause', 'general_setting'];

/** raised as a whole percent of the goal, rounded half up (no goal: 0). */
function percentOf(raised: string, goal: string) {
  const [r, g] = [toPaisa(raised), toPaisa(goal)];
  if (g <= 0n || r <= 0n) return 0;
  return Number((r * 200n + g) / (2n * g));
}

/**
 * The transparency report of a calendar year: the profit and loss account's incomes (by ledger) and
 * expenses (by group) of the year and its surplus, the gifts received and spent on each cause in the
 * year, and each cause's fund (raised, spent, left) at the year's end.
 */
export async function transparencyReport(db: DbOrTx, settings: Repository, year: number): Promise<TransparencyReport> {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const [books, inYear, atEnd, setting] = [
    await incomeAndExpenses(db, start, end),
    await causeFunds(db, { from: start, until: end }),
    await causeFunds(db, { until: end }),
    (await settings.list(db, { page: 1, size: 1 })).items[0],
  ];
  const byCause = (key: 'raised_amount' | 'spent_amount') =>
    inYear.filter((c) => toPaisa(c[key] ?? '0') !== 0n).map((c) => ({ id: c.id, name: c.name, amount: String(c[key]) }));
  const total = (rows: { amount: string }[]) => fromPaisa(rows.reduce((sum, r) => sum + toPaisa(r.amount), 0n));
  const gifts = byCause('raised_amount');
  const spent = byCause('spent_amount');
  return {
    year,
    years: await postingYears(db),
    start_date: start,
    end_date: end,
    currency: String(setting?.currency ?? defaultCurrency),
    income_by_source: books.incomes,
    income_total: books.income_total,
    expenses_by_group: books.expenses,
    expense_total: books.expense_total,
    surplus: books.surplus,
    gifts_by_cause: gifts,
    gifts_total: total(gifts),
    spent_by_cause: spent,
    spent_total: total(spent),
    causes: atEnd.map((c) => ({
      id: c.id,
      name: c.name,
      goal_amount: c.goal_amount,
      raised: c.raised_amount ?? '0.00',
      spent: c.spent_amount ?? '0.00',
      left: c.left_amount ?? '0.00',
      percent: percentOf(c.raised_amount ?? '0', c.goal_amount),
      overspent: c.overspent ?? false,
    })),
  };
}

/** The same figures as CSV: one section per table, each with its title and a header row, a blank line between. */
export function transparencyCsv(report: TransparencyReport) {
  const rows: (string | number | boolean)[][] = [
    ['Transparency report', report.year],
    ['Period', report.start_date, report.end_date],
    ['Currency', report.currency],
    [],
    ['Income by source (profit and loss account)'],
    ['Source', 'Group', 'Amount'],
    ...report.income_by_source.map((i) => [i.name, i.group, i.amount]),
    ['Total income', '', report.income_total],
    [],
    ['Expenses by group (profit and loss account)'],
    ['Group', 'Amount'],
    ...report.expenses_by_group.map((e) => [e.name, e.amount]),
    ['Total expenses', report.expense_total],
    [],
    ['Surplus (negative: deficit)', report.surplus],
    [],
    [`Gifts received for causes in ${report.year}`],
    ['Cause', 'Amount'],
    ...report.gifts_by_cause.map((g) => [g.name, g.amount]),
    ['Total', report.gifts_total],
    [],
    [`Spent on causes in ${report.year}`],
    ['Cause', 'Amount'],
    ...report.spent_by_cause.map((s) => [s.name, s.amount]),
    ['Total', report.spent_total],
    [],
    [`Causes at the end of ${report.year}`],
    ['Cause', 'Goal', 'Raised', 'Spent', 'Left', 'Percent', 'Overspent'],
    ...report.causes.map((c) => [c.name, c.goal_amount, c.raised, c.spent, c.left, c.percent, c.overspent ? 'yes' : 'no']),
  ];
  return csvText(rows);
}

/**
 * The report of a year as a CSV download, the same for every visitor: kept in `cache` until what it shows
 * changes, and kept by browsers as long as they revalidate it.
 */
export async function transparencyCsvFile(db: DbOrTx, settings: Repository, cache: TaggedCache<string>, year: number): Promise<Download> {
  const content = await cache.get(`csv:${year}`, transparencyTags, async () =>
    transparencyCsv(await transparencyReport(db, settings, year)),
  );
  return { content, filename: `transparency-${year}.csv`, cacheControl: 'public, no-cache' };
}
