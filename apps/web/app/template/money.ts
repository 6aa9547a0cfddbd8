/**
 * Amounts as the campaign cards show them, from the API's decimal strings (never a float): two decimals
 * and thousands separators, e.g. `"3000"` is 3,000.00.
 */
const decimal = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Paisa (hundredths) of a decimal string; text that is not an amount counts as 0. */
function paisa(amount: string): bigint {
  const match = decimal.exec(amount.trim());
  if (!match) return 0n;
  const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

export function formatMoney(amount: string): string {
  const value = paisa(amount);
  const abs = value < 0n ? -value : value;
  const whole = String(abs / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0n ? '-' : ''}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/** How much of the goal is raised, as a whole percent between 0 and 100 (no goal counts as 0). */
export function progressPercent(raised: string, goal: string): number {
  const [r, g] = [paisa(raised), paisa(goal)];
  if (g <= 0n || r <= 0n) return 0;
  // Rounded half up, in integers.
  const percent = (r * 200n + g) / (2n * g);
  return Number(percent > 100n ? 100n : percent);
}
