import { describe, expect, it } from 'vitest';
import { formatMoney, progressPercent } from './money.ts';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators, exactly', () => {
    expect(formatMoney('3000.00')).toBe('3,000.00');
    expect(formatMoney('2000')).toBe('2,000.00');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(formatMoney('0.00')).toBe('0.00');
  });
});

describe('progressPercent', () => {
  it('rounds the raised share of the goal to a whole percent', () => {
    expect(progressPercent('2000.00', '3000.00')).toBe(67);
    expect(progressPercent('1000.00', '3000.00')).toBe(33);
    expect(progressPercent('1500', '3000')).toBe(50);
    expect(progressPercent('0.01', '3000.00')).toBe(0);
  });

  it('stays between 0 and 100', () => {
    expect(progressPercent('4500.00', '3000.00')).toBe(100);
    expect(progressPercent('-5', '3000')).toBe(0);
    expect(progressPercent('0', '3000')).toBe(0);
  });

  it('counts a missing or zero goal as nothing raised', () => {
    expect(progressPercent('100', '0')).toBe(0);
    expect(progressPercent('100', 'n/a')).toBe(0);
  });
});
