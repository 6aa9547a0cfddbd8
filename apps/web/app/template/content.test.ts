import { describe, expect, it } from 'vitest';
import { formatClockTime, formatEventDate, formatEventTime } from './events.ts';

describe('events', () => {
  it('show their date the same way everywhere', () => {
    expect(formatEventDate('2026-03-22')).toBe('22 Mar 2026');
    expect(formatEventDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('show their times as the programmes write them, from the stored 24-hour times', () => {
    expect(formatEventTime({ start_time: '07:00', end_time: '11:00' })).toBe('7:00 am – 11:00 am');
    expect(formatEventTime({ start_time: '15:00', end_time: '21:30' })).toBe('3:00 pm – 9:30 pm');
    expect(formatEventTime({ start_time: '12:05', end_time: null })).toBe('12:05 pm');
    expect(formatClockTime('00:15')).toBe('12:15 am');
  });
});
