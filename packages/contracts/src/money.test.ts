import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaisa, paisaOf, sumPaisa, toPaisa } from './money.ts';

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
});
