import { localDigits, westernDigits } from './money.ts';

/**
 * Dates as a Bangladeshi charity writes them: day first (`27/11/2026`), Bengali digits in Bengali
 * (`২৭/১১/২০২৬`), whatever the browser's own locale. The API speaks ISO (`2026-11-27`, or a timestamp).
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp as the API writes it (`2026-11-27T08:30:00.000Z`): never text a person typed. */
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T/;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date or a timestamp from the API, day first: `27/11/2026`, and `27/11/2026 14:05` with `time`. A plain
 * day is read as written (never through the clock, which would move it across midnight); a timestamp is shown
 * in the browser's time zone. Anything else is given back as it is; nothing gives an empty text.
 */
export function formatDate(value: unknown, language = 'en', options: { time?: boolean } = {}) {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  const day = isoDay.exec(text);
  if (day) return localDigits(`${day[3]}/${day[2]}/${day[1]}`, language);
  // Only the API's timestamps are read as moments: the browser would read typed text such as `11/27/2026` its own way.
  const moment = value instanceof Date ? value : isoTimestamp.test(text) ? new Date(text) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) return text;
  const date = `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()}`;
  const shown = options.time ? `${date} ${two(moment.getHours())}:${two(moment.getMinutes())}` : date;
  return localDigits(shown, language);
}

/** A day typed as people write it: day, month, year, with `/`, `-` or `.` between, in either script of digits. */
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * What a person typed as a date, as the ISO day the API takes: `27/11/2026`, `7-1-2026` or `২৭/১১/২০২৬`, or an ISO
 * day as it is. `undefined` for text that is not a day of the calendar (`31/02/2026`, `11/27/2026`, half typed).
 */
export function parseDate(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = westernDigits(String(value).trim());
  const iso = isoDay.exec(text);
  const parts = iso ? [iso[3], iso[2], iso[1]] : typedDay.exec(text)?.slice(1);
  if (!parts) return undefined;
  const [day, month, year] = parts.map(Number);
  // A calendar day: the date the three numbers make has the same three numbers (no 31 February rolling on).
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return `${year}-${two(month)}-${two(day)}`;
}
