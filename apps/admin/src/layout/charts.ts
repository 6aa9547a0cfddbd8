import type { DonationDashboard } from '@sahay/contracts';

/** A month of the dashboard's gifts: its amount and how many. */
type MonthGifts = NonNullable<DonationDashboard['gifts_per_month']>[number];

/** `YYYY-MM` of a day, in the browser's calendar. */
const monthOf = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}`;

/**
 * The twelve months ending with this one, oldest first, each with its gifts from the answer; a month the answer
 * leaves out had none ('0', 0), so the chart's axis never skips a month.
 */
export function lastTwelveMonths(rows: readonly MonthGifts[], today: Date): MonthGifts[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthOf(new Date(today.getFullYear(), today.getMonth() - 11 + i, 1));
    return byMonth.get(month) ?? { month, amount: '0', count: 0 };
  });
}

/** A month as its short name and year in the chosen language (`Nov 2026`, `নভে ২০২৬`). */
export function monthLabel(month: string, locale: string) {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', { month: 'short', year: 'numeric' }).format(
    new Date(year, number - 1, 1),
  );
}

/**
 * A decimal string as the height of a bar. Only the drawing uses this number: every amount a person reads
 * (tooltips, the table) is the API's exact string, formatted.
 */
export function barHeight(amount: string) {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
}
