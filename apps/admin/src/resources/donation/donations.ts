/** A day as `YYYY-MM-DD` in the browser's own calendar (the clerk's today), not UTC's. */
export function localIsoDate(day: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The years a donor's statement can be asked for, newest first: from last year (the default, the year just
 * closed) back `count` years, with the current year first as it runs.
 */
export function statementYears(today: Date, count = 6) {
  const current = today.getFullYear();
  return { years: Array.from({ length: count + 1 }, (_, i) => current - i), chosen: current - 1 };
}
