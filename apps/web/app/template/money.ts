/** Amounts as the campaign cards show them: two decimals and thousands separators, e.g. 3,000.00. */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** How much of the goal is raised, as a whole percent between 0 and 100 (no goal counts as 0). */
export function progressPercent(raised: number, goal: number): number {
  if (!(goal > 0) || !(raised > 0)) return 0;
  return Math.min(100, Math.round((raised / goal) * 100));
}
