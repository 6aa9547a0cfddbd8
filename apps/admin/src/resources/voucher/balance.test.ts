import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../money.ts';
import { voucherBalance } from './balance.ts';

describe('a voucher being entered', () => {
  it('is off by 50 with a debit of 1050 and a credit of 1000, and may not be saved', () => {
    const state = voucherBalance([
      { ledger: 1, debit_amount: '1050', credit_amount: '' },
      { ledger: 2, debit_amount: '', credit_amount: '1000.00' },
    ]);
    expect(state).toMatchObject({ debits: 105000n, credits: 100000n, difference: 5000n, balanced: false, ready: false });
  });

  it('balances to the paisa where floats would not: 0.10 + 0.20 against 0.30', () => {
    const state = voucherBalance([
      { ledger: 1, debit_amount: '0.10', credit_amount: '' },
      { ledger: 1, debit_amount: '0.20', credit_amount: '' },
      { ledger: 2, debit_amount: '', credit_amount: '0.30' },
    ]);
    expect(state).toMatchObject({ difference: 0n, balanced: true, ready: true });
  });

  it('names the first line that is not ready: no ledger, both sides, no amount, or an amount that is not one', () => {
    expect(voucherBalance([{ ledger: null, debit_amount: '5', credit_amount: '' }]).firstProblem).toEqual({
      index: 0,
      problem: 'no_ledger',
    });
    expect(voucherBalance([{ ledger: 1, debit_amount: '5', credit_amount: '5' }]).firstProblem?.problem).toBe('both_sides');
    expect(voucherBalance([{ ledger: 1, debit_amount: '', credit_amount: '' }]).firstProblem?.problem).toBe('no_amount');
    expect(voucherBalance([{ ledger: 1, debit_amount: '5.001', credit_amount: '' }]).firstProblem?.problem).toBe('bad_amount');
  });
});

describe('amounts as the back office shows them', () => {
  it('in taka with thousands grouping, and in Bengali digits in Bengali', () => {
    expect(formatMoney('1050', 'en')).toBe('৳1,050.00');
    expect(formatMoney('-1234567.5', 'en')).toBe('-৳1,234,567.50');
    expect(formatMoney('1050', 'bn')).toBe('৳১,০৫০.০০');
    expect(formatMoney('2400.25', 'en', { currency: false })).toBe('2,400.25');
  });
});
