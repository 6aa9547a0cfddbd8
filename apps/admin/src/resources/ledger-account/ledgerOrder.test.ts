import { describe, expect, it } from 'vitest';
import { ledgerTitle, orderLedgers } from './ledgerOrder.ts';

const groups = new Map([
  [1, 'Bank Accounts'],
  [2, 'Cash-in-Hand'],
  [3, 'Sundry Creditors'],
  [4, 'Indirect Incomes'],
]);
const ledgers = [
  { id: 10, name: 'Rahima Begum', head_group: 3 },
  { id: 11, name: 'Festival gifts', head_group: 4, code: '4020' },
  { id: 12, name: 'Hall fees', head_group: 4, code: '4010' },
  { id: 13, name: 'Bank', head_group: 1 },
  { id: 14, name: 'Zakat box', head_group: 4 },
  { id: 15, name: 'Cash', head_group: 2 },
  { id: 16, name: 'Loose', head_group: null },
];
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe('orderLedgers', () => {
  it('puts Cash, then Bank, first on payment and receipt lines, then the groups by name, coded ledgers first by code', () => {
    expect(names(orderLedgers(ledgers, groups, { cashAndBankFirst: true, other: 'Other' }))).toEqual([
      'Cash',
      'Bank',
      'Hall fees',
      'Festival gifts',
      'Zakat box',
      'Loose',
      'Rahima Begum',
    ]);
  });

  it('keeps to the groups’ names elsewhere', () => {
    expect(names(orderLedgers(ledgers, groups, { cashAndBankFirst: false, other: 'Other' }))).toEqual([
      'Bank',
      'Cash',
      'Hall fees',
      'Festival gifts',
      'Zakat box',
      'Loose',
      'Rahima Begum',
    ]);
  });

  it('names a coded ledger by its code and name', () => {
    expect(ledgerTitle({ id: 1, name: 'Cash', code: '1010' })).toBe('1010 · Cash');
    expect(ledgerTitle({ id: 1, name: 'Cash', code: null })).toBe('Cash');
  });
});
