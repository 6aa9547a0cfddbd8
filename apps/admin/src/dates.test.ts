import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './dates.ts';
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

describe('formatNumber', () => {
  it('groups thousands, with Bengali digits in Bengali', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber('12.5', 'bn')).toBe('১২.৫');
    expect(formatNumber(-4200, 'bn')).toBe('-৪,২০০');
    expect(formatNumber(null)).toBe('');
  });
});
