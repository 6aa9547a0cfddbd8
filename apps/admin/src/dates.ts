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
  const shown = options.time ? `${date} ${clockTime(moment)}` : date;
  return localDigits(shown, language);
}

/** A moment's local time of day, 24-hour: `14:05`. */
const clockTime = (moment: Date) => `${two(moment.getHours())}:${two(moment.getMinutes())}`;

/** A day typed as people write it: day, month, year, with `/`, `-` or `.` between, in either script of digits. */
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The year, month and day of a typed day (day first, or an ISO day), in Western digits; `undefined` unless they
 * make a day of the calendar: the date the three numbers make has the same three numbers (no 31 February rolling on).
 */
function calendarDay(text: string): [year: number, month: number, day: number] | undefined {
  const iso = isoDay.exec(text);
  const parts = iso ? [iso[3], iso[2], iso[1]] : typedDay.exec(text)?.slice(1);
  if (!parts) return undefined;
  const [day, month, year] = parts.map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return [year, month, day];
}

/**
 * What a person typed as a date, as the ISO day the API takes: `27/11/2026`, `7-1-2026` or `২৭/১১/২০২৬`, or an ISO
 * day as it is. `undefined` for text that is not a day of the calendar (`31/02/2026`, `11/27/2026`, half typed).
 */
export function parseDate(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const day = calendarDay(westernDigits(String(value).trim()));
  return day && `${day[0]}-${two(day[1])}-${two(day[2])}`;
}

/** A day then a 24-hour time (`27/11/2026 14:30`, `27/11/2026, 9:05`), or the browser picker's `2026-11-27T14:30`. */
const typedDayAndTime = /^(.+?)(?:T|[\s,]+)(\d{1,2}):(\d{2})$/;

/** A moment as the API writes and takes it: ISO, with its offset (`2026-11-27T08:30:00.000Z`). */
const apiMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * What a person typed as a date and a time, in the browser's time zone, as the moment the API takes (ISO, UTC:
 * `2026-11-27T08:30:00.000Z` for `27/11/2026 14:30` in Dhaka), or a moment as the API writes it. `undefined` for
 * text that is not one: a day that is not of the calendar, no time, a time past 23:59, or a time the clock skips
 * (a daylight-saving change).
 */
export function parseDateTime(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = westernDigits(String(value).trim());
  if (apiMoment.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
  }
  const typed = typedDayAndTime.exec(text);
  const day = typed && calendarDay(typed[1]);
  if (!typed || !day) return undefined;
  const [hours, minutes] = [Number(typed[2]), Number(typed[3])];
  const moment = new Date(day[0], day[1] - 1, day[2], hours, minutes);
  // The local clock reads back what was typed, unless a daylight-saving change skips that time.
  if (moment.getFullYear() !== day[0] || moment.getDate() !== day[2] || moment.getHours() !== hours || moment.getMinutes() !== minutes)
    return undefined;
  return moment.toISOString();
}

/** A moment from the API as the browser's own date-and-time picker takes it (`2026-11-27T14:30`, local time); '' for none. */
export function pickerDateTime(value: unknown) {
  const moment = typeof value === 'string' && isoTimestamp.test(value) ? new Date(value) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${clockTime(moment)}`;
}
