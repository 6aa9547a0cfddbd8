import { describe, expect, it } from 'vitest';
import { linePaisa, linesTotal } from './purchasing.ts';

describe('a purchase form’s running total', () => {
  it('multiplies exactly, to the paisa, and counts an unfinished line as 0', () => {
    expect(linePaisa({ product: 1, quantity: '3', unit_cost: '0.10' }, 'unit_cost')).toBe(30n);
    expect(
      linesTotal(
        [
          { product: 1, quantity: 4, expected_unit_cost: '125.50' },
          { product: 2, quantity: '3', expected_unit_cost: '80' },
          { product: 3, quantity: '', expected_unit_cost: '5' },
          { product: 4, quantity: '2', expected_unit_cost: '1.234' },
        ],
        'expected_unit_cost',
      ),
    ).toBe('742.00');
  });
});
