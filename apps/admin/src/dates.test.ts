import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, parseDateTime, pickerDateTime } from './dates.ts';
import { formatNumber } from './money.ts';

describe('formatDate', () => {
  it('writes a day first, with Bengali digits in Bengali', () => {
    expect(formatDate('2026-11-27', 'en')).toBe('27/11/2026');
    expect(formatDate('2026-11-27', 'bn')).toBe('২৭/১১/২০২৬');
  });

  it('writes a timestamp day first in the local time, with the time when asked', () => {
    const moment = new Date(2026, 0, 5, 9, 7);
    expect(formatDate(moment.toISOString(), 'en')).toBe('05/01/2026');
    expect(formatDate(moment.toISOString(), 'en', { time: true })).toBe('05/01/2026 09:07');
    expect(formatDate(moment.toISOString(), 'bn', { time: true })).toBe('০৫/০১/২০২৬ ০৯:০৭');
  });

  it('gives nothing for no date, and text that is no date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    // Typed text that is no day stays as typed, never read the browser's way (the American order).
    expect(formatDate('11/27/2026')).toBe('11/27/2026');
  });
});

describe('parseDate', () => {
  it('reads a day typed day first, with any of the usual separators, in either script', () => {
    expect(parseDate('27/11/2026')).toBe('2026-11-27');
    expect(parseDate(' 7-1-2026 ')).toBe('2026-01-07');
    expect(parseDate('07.01.2026')).toBe('2026-01-07');
    expect(parseDate('২৭/১১/২০২৬')).toBe('2026-11-27');
    expect(parseDate('2026-11-27')).toBe('2026-11-27');
  });

  it('refuses what is no day of the calendar: the American order, 31 February, half a date', () => {
    expect(parseDate('11/27/2026')).toBeUndefined();
    expect(parseDate('31/02/2026')).toBeUndefined();
    expect(parseDate('29/02/2026')).toBeUndefined();
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDate('27/11')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
  });
});

describe('parseDateTime', () => {
  // The moments are built from the local clock, so the tests hold in whatever time zone they run.
  const local = (...parts: [number, number, number, number, number]) =>
    new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4]).toISOString();

  it('reads a day typed day first and a 24-hour time, in either script, as the moment the API takes', () => {
    expect(parseDateTime('27/11/2026 14:30')).toBe(local(2026, 11, 27, 14, 30));
    expect(parseDateTime(' 7-1-2026, 9:05 ')).toBe(local(2026, 1, 7, 9, 5));
    expect(parseDateTime('২৭/১১/২০২৬ ১৪:৩০')).toBe(local(2026, 11, 27, 14, 30));
    expect(parseDateTime('27/11/2026 00:00')).toBe(local(2026, 11, 27, 0, 0));
    expect(parseDateTime('27/11/2026 14:30')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('takes the browser picker’s local moment and the API’s own moments', () => {
    expect(parseDateTime('2026-11-27T14:30')).toBe(local(2026, 11, 27, 14, 30));
    expect(parseDateTime('2026-11-27T08:30:00.000Z')).toBe('2026-11-27T08:30:00.000Z');
    expect(parseDateTime('2026-11-27T14:30:00+06:00')).toBe('2026-11-27T08:30:00.000Z');
  });

  it('refuses what is no moment: the American order, no time, a time past 23:59, half typed, a 12-hour clock', () => {
    expect(parseDateTime('11/27/2026 14:30')).toBeUndefined();
    expect(parseDateTime('31/02/2026 10:00')).toBeUndefined();
    expect(parseDateTime('27/11/2026')).toBeUndefined();
    expect(parseDateTime('27/11/2026 24:00')).toBeUndefined();
    expect(parseDateTime('27/11/2026 14:60')).toBeUndefined();
    expect(parseDateTime('27/11/2026 14:')).toBeUndefined();
    expect(parseDateTime('27/11/2026 2:30 PM')).toBeUndefined();
    expect(parseDateTime('')).toBeUndefined();
  });

  it('reads back what formatDate writes, so a moment shown day first is the same moment typed again', () => {
    const moment = local(2026, 11, 27, 14, 30);
    expect(formatDate(moment, 'en', { time: true })).toBe('27/11/2026 14:30');
    expect(parseDateTime(formatDate(moment, 'bn', { time: true }))).toBe(moment);
  });
});

describe('pickerDateTime', () => {
  it('gives the browser’s picker the moment in local time, and nothing for no moment', () => {
    expect(pickerDateTime(new Date(2026, 10, 27, 14, 30).toISOString())).toBe('2026-11-27T14:30');
    expect(pickerDateTime(null)).toBe('');
    expect(pickerDateTime('27/11/2026 14:30')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands, with Bengali digits in Bengali', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber('12.5', 'bn')).toBe('১২.৫');
    expect(formatNumber(-4200, 'bn')).toBe('-৪,২০০');
    expect(formatNumber(null)).toBe('');
  });
});
