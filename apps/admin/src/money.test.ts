import { describe, expect, it } from 'vitest';
import { currencySigns, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes taka unless another currency is given', () => {
    expect(formatMoney('1050', 'en')).toBe('৳1,050.00');
    expect(formatMoney('1050', 'en', { currency: 'BDT' })).toBe('৳1,050.00');
  });

  it('writes each currency of the books with its own sign, grouping and two decimals', () => {
    expect(formatMoney('1234567.5', 'en', { currency: 'INR' })).toBe('₹1,234,567.50');
    expect(formatMoney('0.05', 'en', { currency: 'USD' })).toBe('$0.05');
    expect(formatMoney('-99.9', 'en', { currency: 'EUR' })).toBe('-€99.90');
    expect(formatMoney(250075n, 'en', { currency: 'GBP' })).toBe('£2,500.75');
  });

  it('writes Bengali digits in Bengali, whatever the currency', () => {
    expect(formatMoney('1050', 'bn', { currency: 'USD' })).toBe('$১,০৫০.০০');
    expect(formatMoney('-12.3', 'bn', { currency: 'BDT' })).toBe('-৳১২.৩০');
  });

  it('leaves the sign out when asked, and text that is not an amount as it is', () => {
    expect(formatMoney('2400.25', 'en', { currency: false })).toBe('2,400.25');
    expect(formatMoney('about ten', 'en', { currency: 'USD' })).toBe('about ten');
  });

  it('has a sign for every currency the contracts offer', () => {
    expect(Object.keys(currencySigns).sort()).toEqual(['BDT', 'EUR', 'GBP', 'INR', 'USD']);
  });
});
