import { fromPaisa, sumPaisa } from '@sahay/contracts';
import type { Db } from '../db/client.ts';
import { groups, ledgerAccounts } from '../modules/accounting/accounting.tables.ts';
import type { Repository, ResourceWriter } from '../resource/repository.ts';

/** The demo charity's own ledgers, by the group they sit in. */
const demoLedgers: [string, string][] = [
  ['General Fund', 'Capital Account'],
  ['Individual Donations', 'Direct Incomes'],
  ['Institutional Grants', 'Direct Incomes'],
  ['Field Programme Costs', 'Direct Expenses'],
  ['Staff Salaries', 'Salary'],
  ['Office Rent', 'Indirect Expenses'],
  ['Utilities', 'Indirect Expenses'],
];

/** Amounts that look made by people, the same on every seed: a small linear congruential sequence. */
function amounts(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    const taka = min + (state % (max - min + 1));
    return fromPaisa(BigInt(taka) * 100n + BigInt(state % 2 ? 50 : 0));
  };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A year of believable books, up to the day of the seed: opening balances, donations received into Cash
 * and Bank, field costs, salaries, rent and utilities, and Cash banked each month. Written through the
 * vouchers' own repository, so every voucher is numbered, balanced and posted as a clerk's would be.
 */
export async function seedDemoBooks(tx: Db, app: ResourceWriter, today = new Date()) {
  const repository = (kind: string) => app.repositories.get(kind) as Repository;
  const groupIds = new Map((await tx.select({ id: groups.id, name: groups.name }).from(groups)).map((g) => [g.name, g.id]));
  await tx
    .insert(ledgerAccounts)
    .values(demoLedgers.map(([name, group]) => ({ name, headGroup: groupIds.get(group), ledgerType: 'demo' })));
  const ledger = new Map(
    (await tx.select({ id: ledgerAccounts.id, name: ledgerAccounts.name }).from(ledgerAccounts)).map((l) => [l.name, l.id]),
  );
  const line = (name: string, side: 'debit' | 'credit', amount: string, details?: string) => ({
    ledger: ledger.get(name),
    [`${side}_amount`]: amount,
    ...(details ? { details } : {}),
  });
  const post = (kind: string, dateField: string, date: string, details: string, items: object[]) =>
    repository(kind).create(tx, { [dateField]: date, details, items });

  const start = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1));
  await post('journal', 'journal_date', iso(start), 'Opening balances', [
    line('Cash', 'debit', '150000.00'),
    line('Bank', 'debit', '1250000.00'),
    line('General Fund', 'credit', '1400000.00'),
  ]);
  const amount = amounts(20261123);
  for (let month = 0; month < 12; month++) {
    const day = (d: number) => iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, d)));
    if (day(1) > iso(today)) break;
    for (const d of [3, 11, 19]) {
      const gift = amount(500, 25000);
      await post('receipt_voucher', 'receipt_date', day(d), 'Donations received in cash at the office', [
        line('Cash', 'debit', gift),
        line('Individual Donations', 'credit', gift),
      ]);
    }
    for (const d of [7, 21]) {
      const transfer = d === 7 ? amount(150000, 300000) : amount(20000, 120000);
      await post(
        'receipt_voucher',
        'receipt_date',
        day(d),
        d === 7 ? 'Grant instalment received by bank transfer' : 'Online donations settled',
        [line('Bank', 'debit', transfer), line(d === 7 ? 'Institutional Grants' : 'Individual Donations', 'credit', transfer)],
      );
    }
    for (const d of [9, 24]) {
      const cost = amount(3000, 40000);
      await post('payment_voucher', 'payment_date', day(d), 'Field programme costs: materials and travel', [
        line('Field Programme Costs', 'debit', cost),
        line('Cash', 'credit', cost),
      ]);
    }
    await post('payment_voucher', 'payment_date', day(28), 'Staff salaries for the month', [
      line('Staff Salaries', 'debit', '120000.00'),
      line('Bank', 'credit', '120000.00'),
    ]);
    const rent = '45000.00';
    const utilities = amount(4000, 9000);
    await post('payment_voucher', 'payment_date', day(5), 'Office rent and utilities', [
      line('Office Rent', 'debit', rent),
      line('Utilities', 'debit', utilities, 'Electricity, water and internet'),
      line('Bank', 'credit', fromPaisa(sumPaisa([rent, utilities]))),
    ]);
    await post('contra', 'contra_date', day(26), 'Cash banked', [line('Bank', 'debit', '30000.00'), line('Cash', 'credit', '30000.00')]);
  }
}
