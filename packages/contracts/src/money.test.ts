import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './fields.ts';
import {
  amountTooLargeMessage,
  fitsMoneyColumn,
  fromPaisa,
  isWithinMaximum,
  maxAmount,
  maxAmountPaisa,
  paisaOf,
  sumPaisa,
  toPaisa,
} from './money.ts';

describe('money in paisa', () => {
  it('reads and writes the API’s decimal strings exactly', () => {
    expect(toPaisa('1200.5')).toBe(120050n);
    expect(toPaisa('0.07')).toBe(7n);
    expect(toPaisa('-3')).toBe(-300n);
    expect(fromPaisa(120050n)).toBe('1200.50');
    expect(fromPaisa(-7n)).toBe('-0.07');
    expect(() => toPaisa('1.005')).toThrow();
    expect(paisaOf('1,200.50')).toBe(120050n);
    expect(paisaOf('')).toBe(0n);
    expect(paisaOf('five')).toBeUndefined();
  });

  it('sums without the errors of floating point: ten times 0.10 is 1.00', () => {
    expect(fromPaisa(sumPaisa(Array(10).fill('0.10')))).toBe('1.00');
  });

  it('round-trips every amount the API accepts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n }), (paisa) => {
        expect(toPaisa(fromPaisa(paisa))).toBe(paisa);
      }),
    );
  });

  it('knows the largest amount a money column holds, and refuses a larger one with a sentence naming it', () => {
    expect(fromPaisa(maxAmountPaisa)).toBe(maxAmount);
    expect(fitsMoneyColumn(maxAmountPaisa)).toBe(true);
    expect(fitsMoneyColumn(-maxAmountPaisa)).toBe(true);
    expect(fitsMoneyColumn(maxAmountPaisa + 1n)).toBe(false);
    expect(isWithinMaximum('999999999999.99')).toBe(true);
    expect(isWithinMaximum('000000000999999999999.99')).toBe(true);
    expect(isWithinMaximum('1000000000000.00')).toBe(false);
    expect(isWithinMaximum('9'.repeat(10_000))).toBe(false);
    expect(amountTooLargeMessage).toContain(maxAmount);
    expect(money().safeParse(maxAmount).success).toBe(true);
    const messages = (text: string) =>
      money()
        .safeParse(text)
        .error?.issues.map((i) => i.message);
    expect(messages('1000000000000.00')).toEqual([amountTooLargeMessage]);
    expect(messages('12.345')).toEqual(['Enter an amount such as 1200.50.']);
  });
});
