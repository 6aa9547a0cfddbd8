import { describe, expect, it } from 'vitest';
import { amountInputValue, currencySigns, formatMoney, parseAmount, typedAmountCheck, typedPaisa } from './money.ts';

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

describe('an amount typed on a line', () => {
  it('is read exactly, in paisa, where a float would not be: 0.10 three times is 30 paisa', () => {
    expect(typedPaisa('0.1')).toBe(10n);
    expect([typedPaisa(' 0.10 '), typedPaisa('0.10'), typedPaisa('0.10')].reduce((a, b) => (a ?? 0n) + (b ?? 0n), 0n)).toBe(30n);
    expect(typedPaisa('999999999999.99')).toBe(99_999_999_999_999n);
    expect(typedPaisa(1200)).toBe(120000n);
  });

  it('is not one yet while empty, negative, in letters, with three decimals or thirteen digits', () => {
    for (const text of [undefined, null, '', '  ', '-5', 'ten', '5.001', '1,00', '1e3', '1000000000000', '1,000,000,000,000'])
      expect(typedPaisa(text)).toBeUndefined();
  });

  it('is read the same with thousands separators or Bengali digits', () => {
    expect(typedPaisa('1,000')).toBe(100000n);
    expect(typedPaisa('১,২৩,৪৫৬.৫০')).toBe(12345650n);
    expect(typedPaisa('৯৯৯,৯৯৯,৯৯৯,৯৯৯.৯৯')).toBe(99_999_999_999_999n);
  });

  it('is checked with its form’s message, an empty entry passing only where it counts as zero', () => {
    const optional = typedAmountCheck('sahay.vouchers.amount_format', 'zero');
    const needed = typedAmountCheck('sahay.purchasing.amount_format', 'refused');
    expect([optional('12.50'), optional(''), optional(' '), optional(undefined), optional('12.505')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'sahay.vouchers.amount_format',
    ]);
    expect([needed('12.50'), needed(''), needed(' '), needed(null), needed('abc')]).toEqual([
      undefined,
      'sahay.purchasing.amount_format',
      'sahay.purchasing.amount_format',
      undefined,
      'sahay.purchasing.amount_format',
    ]);
  });
});

describe('an amount larger than the books hold', () => {
  it('is refused with a message naming the largest amount, in either form', () => {
    for (const check of [
      typedAmountCheck('sahay.vouchers.amount_format', 'zero'),
      typedAmountCheck('sahay.purchasing.amount_format', 'refused'),
    ]) {
      expect(check('999999999999.99')).toBeUndefined();
      expect(check('1000000000000')).toEqual({ message: 'sahay.amount_above_maximum', args: { maximum: '999999999999.99' } });
      expect(check('0000000000001.00')).toBe(check('abc'));
    }
  });
});

describe('an amount as people type it', () => {
  it('is read as the plain decimal string the API takes, thousands separators dropped', () => {
    expect(parseAmount('50,000')).toBe('50000');
    expect(parseAmount('50,000.00')).toBe('50000.00');
    expect(parseAmount(' 1,234,567.5 ')).toBe('1234567.5');
    expect(parseAmount('1200.50')).toBe('1200.50');
    expect(parseAmount(75)).toBe('75');
  });

  it('takes the groups Bengalis write (the last of three digits, those before of two) and Bengali digits', () => {
    expect(parseAmount('1,23,456.50')).toBe('123456.50');
    expect(parseAmount('৫০,০০০')).toBe('50000');
    expect(parseAmount('১,২৩,৪৫৬.৫০')).toBe('123456.50');
    expect(parseAmount('১২০০.৫')).toBe('1200.5');
  });

  it('is no amount with stray separators, letters, a sign, or three decimals', () => {
    for (const text of [
      undefined,
      null,
      '',
      '5,00.5.0',
      'abc',
      '12.505',
      '১২.৫০৫',
      ',500',
      '500,',
      '5,0',
      '50,0000',
      '1,000.',
      '1.000,50',
      '-5',
      '1e3',
      '50 000',
    ])
      expect(parseAmount(text)).toBeUndefined();
  });

  it('is kept by a money input as the plain amount, else as typed for its check to refuse, or null when empty', () => {
    expect(amountInputValue('৫০,০০০')).toBe('50000');
    expect(amountInputValue('5,00.5.0')).toBe('5,00.5.0');
    expect(amountInputValue('')).toBeNull();
  });

  it('is checked the same way by the line forms: separators and Bengali digits pass, the rest keeps its message', () => {
    const optional = typedAmountCheck('sahay.vouchers.amount_format', 'zero');
    expect([optional('50,000'), optional('৫০,০০০'), optional('১,২৩,৪৫৬.৫০')]).toEqual([undefined, undefined, undefined]);
    for (const text of ['5,00.5.0', 'abc', '12.505', '৫০,০০০.১২৩']) expect(optional(text)).toBe('sahay.vouchers.amount_format');
  });

  it('above the maximum is still refused with the maximum’s message, however it is written', () => {
    const needed = typedAmountCheck('sahay.purchasing.amount_format', 'refused');
    const above = { message: 'sahay.amount_above_maximum', args: { maximum: '999999999999.99' } };
    expect(needed('999,999,999,999.99')).toBeUndefined();
    expect(needed('1,000,000,000,000')).toEqual(above);
    expect(needed('১০,০০,০০,০০,০০,০০০')).toEqual(above);
    expect(parseAmount('1,000,000,000,000')).toBe('1000000000000');
  });
});
