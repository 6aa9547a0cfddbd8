import { basePath, donation } from '@sahay/contracts';

/** The donation workflow's paths beside the generated ones (api-contract.md 6.2). */
const base = basePath(donation);
export const confirmPath = (id: unknown) => `${base}confirm/${id}/`;
export const markFailedPath = (id: unknown) => `${base}mark_failed/${id}/`;
export const receiptPath = (id: unknown) => `${base}receipt/${id}/`;
export const statementPath = (userId: unknown, year: number) => `${base}statement/${userId}/?year=${year}`;
export const dashboardPath = `${base}dashboard/`;

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
