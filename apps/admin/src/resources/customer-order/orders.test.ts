import { describe, expect, it } from 'vitest';
import { linesToSend, orderTotals } from './orders.ts';

describe('an order’s live totals', () => {
  it('count each line at the typed price or the product’s, in paisa, and skip what is not a quantity yet', () => {
    const prices = new Map([
      [1, '0.10'],
      [2, '1250.35'],
    ]);
    const { lines, total } = orderTotals(
      [
        { product: 1, quantity: 3 },
        { product: 2, quantity: '2', unit_price: '1200.00' },
        { product: 2, quantity: '' },
        { product: null, quantity: 1 },
      ],
      prices,
    );
    expect(lines).toEqual([30n, 240000n, 0n, 0n]);
    expect(total).toBe(240030n);
  });

  it('send a typed price only, and the line’s id when it has one', () => {
    expect(
      linesToSend([
        { id: 4, product: 1, quantity: '2', unit_price: ' ' },
        { product: 2, quantity: 1, unit_price: '9.50' },
      ]),
    ).toEqual([
      { id: 4, product: 1, quantity: 2 },
      { product: 2, quantity: 1, unit_price: '9.50' },
    ]);
  });
});
