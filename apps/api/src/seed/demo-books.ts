import { fromPaisa, sumPaisa, toPaisa } from '@sahay/contracts';
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

/** What the office keeps in hand after banking the rest each month. */
const cashFloat = 40_000_00n;

/**
 * A year of believable books, up to the day of the seed: opening balances, donations received into Cash
 * and Bank, field costs, salaries, rent and utilities, and Cash banked each month. Written through the
 * vouchers' own repository, so every voucher is numbered, balanced and posted as a clerk's would be.
 * Each month's vouchers are written in the order of their dates, counting the cash in hand as a careful
 * clerk does: a field cost the cash cannot cover is paid from the bank, and only what is above the float is
 * banked, so neither Cash nor Bank is ever in credit.
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
  const opening = { cash: '150000.00', bank: '1250000.00' };
  await post('journal', 'journal_date', iso(start), 'Opening balances', [
    line('Cash', 'debit', opening.cash),
    line('Bank', 'debit', opening.bank),
    line('General Fund', 'credit', fromPaisa(sumPaisa([opening.cash, opening.bank]))),
  ]);
  let cash = toPaisa(opening.cash);
  const amount = amounts(20261123);
  for (let month = 0; month < 12; month++) {
    const day = (d: number) => iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, d)));
    if (day(1) > iso(today)) break;
    const cashGift = async (d: number) => {
      const gift = amount(2000, 25000);
      cash += toPaisa(gift);
      await post('receipt_voucher', 'receipt_date', day(d), 'Donations received in cash at the office', [
        line('Cash', 'debit', gift),
        line('Individual Donations', 'credit', gift),
      ]);
    };
    const bankReceipt = (d: number, details: string, income: string, transfer: string) =>
      post('receipt_voucher', 'receipt_date', day(d), details, [line('Bank', 'debit', transfer), line(income, 'credit', transfer)]);
    const fieldCost = async (d: number) => {
      const cost = amount(2000, 12000);
      const fromCash = cash >= toPaisa(cost);
      if (fromCash) cash -= toPaisa(cost);
      await post(
        'payment_voucher',
        'payment_date',
        day(d),
        `Field programme costs: materials and travel${fromCash ? '' : ', paid by bank'}`,
        [line('Field Programme Costs', 'debit', cost), line(fromCash ? 'Cash' : 'Bank', 'credit', cost)],
      );
    };

    await cashGift(3);
    const rent = '45000.00';
    const utilities = amount(4000, 9000);
    await post('payment_voucher', 'payment_date', day(5), 'Office rent and utilities', [
      line('Office Rent', 'debit', rent),
      line('Utilities', 'debit', utilities, 'Electricity, water and internet'),
      line('Bank', 'credit', fromPaisa(sumPaisa([rent, utilities]))),
    ]);
    await bankReceipt(7, 'Grant instalment received by bank transfer', 'Institutional Grants', amount(150000, 300000));
    await fieldCost(9);
    await cashGift(11);
    await cashGift(19);
    await bankReceipt(21, 'Online donations settled', 'Individual Donations', amount(20000, 120000));
    await fieldCost(24);
    // Whole thousands above the float go to the bank.
    const banked = ((cash - cashFloat) / 1000_00n) * 1000_00n;
    if (banked > 0n) {
      cash -= banked;
      await post('contra', 'contra_date', day(26), 'Cash banked', [
        line('Bank', 'debit', fromPaisa(banked)),
        line('Cash', 'credit', fromPaisa(banked)),
      ]);
    }
    await post('payment_voucher', 'payment_date', day(28), 'Staff salaries for the month', [
      line('Staff Salaries', 'debit', '120000.00'),
      line('Bank', 'credit', '120000.00'),
    ]);
  }
}
