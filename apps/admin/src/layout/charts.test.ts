import { describe, expect, it } from 'vitest';
import { barHeight, lastTwelveMonths, monthLabel } from './charts.ts';

describe('lastTwelveMonths', () => {
  it('ends with this month, oldest first, across the turn of a year', () => {
    const months = lastTwelveMonths([], new Date(2026, 1, 15)).map((m) => m.month);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
  });

  it('keeps the answer’s months and fills the others with nothing given', () => {
    const months = lastTwelveMonths(
      [
        { month: '2026-01', amount: '1500.50', count: 3 },
        { month: '2024-01', amount: '99', count: 1 },
      ],
      new Date(2026, 1, 1),
    );
    expect(months[10]).toEqual({ month: '2026-01', amount: '1500.50', count: 3 });
    expect(months[11]).toEqual({ month: '2026-02', amount: '0', count: 0 });
    expect(months.some((m) => m.month === '2024-01')).toBe(false);
  });
});

describe('monthLabel', () => {
  it('names the month in the chosen language', () => {
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(monthLabel('2026-11', 'bn')).toMatch(/২০২৬/);
    expect(monthLabel('garbage', 'en')).toBe('garbage');
  });
});

describe('barHeight', () => {
  it('reads a decimal string, and anything else as no bar', () => {
    expect(barHeight('1250.75')).toBe(1250.75);
    expect(barHeight('x')).toBe(0);
  });
});
