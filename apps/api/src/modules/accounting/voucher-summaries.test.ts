import { toPaisa } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Voucher lists carry what each voucher moved: its amount and the ledgers it debits and credits. */
const app = await createTestApp();
afterAll(() => app.close());

const accountant = asCaller(
  ...['ledger_account', 'group', 'receipt_voucher', 'journal'].flatMap((name) =>
    ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
);
type Method = 'GET' | 'POST' | 'PUT';
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await app.inject({ method, url, payload, headers: accountant });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json();
};
const tag = () => Math.random().toString(36).slice(2, 8);

let cash: number;
let bank: number;
const names: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  cash = ledger_accounts.find((l: { name: string }) => l.name === 'Cash').id;
  bank = ledger_accounts.find((l: { name: string }) => l.name === 'Bank').id;
  const { groups } = await ok('GET', '/group/api/v1/group/search/?name=Indirect Expenses');
  for (const key of ['gifts', 'fees', 'rent']) {
    names[key] = `${key} ${tag()}`;
    ids[key] = (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name: names[key], head_group: groups[0].id })).id;
  }
});

describe('GET /receipt_voucher/api/v1/receipt_voucher/all/', () => {
  it('answers each voucher’s amount (its debits, exact to the paisa) and the names of the ledgers it debits and credits', async () => {
    const receipt = async (items: object[]) =>
      (await ok('POST', '/receipt_voucher/api/v1/receipt_voucher/create/', { receipt_date: '2016-05-02', items })).receipt_vouchers[0]
        .invoice_no as string;
    // Amounts whose float sum is not exact: 0.10 + 0.20 and 9999999999.99 + 0.01.
    const split = await receipt([
      { ledger: cash, debit_amount: '0.10' },
      { ledger: bank, debit_amount: '0.20' },
      { ledger: ids.gifts, credit_amount: '0.30' },
    ]);
    const large = await receipt([
      { ledger: bank, debit_amount: '999999999999.99' },
      { ledger: bank, debit_amount: '0.01' },
      { ledger: ids.gifts, credit_amount: '500000000000.00' },
      { ledger: ids.fees, credit_amount: '500000000000.00' },
    ]);
    const { receipt_vouchers } = await ok('GET', '/receipt_voucher/api/v1/receipt_voucher/all/?size=100');
    const byNumber = new Map(receipt_vouchers.map((v: { invoice_no: string }) => [v.invoice_no, v]));
    expect(byNumber.get(split)).toMatchObject({ amount: '0.30', debit_ledgers: ['Cash', 'Bank'], credit_ledgers: [names.gifts] });
    // A ledger on two lines is named once; the sum holds more than one money column can.
    expect(byNumber.get(large)).toMatchObject({
      amount: '1000000000000.00',
      debit_ledgers: ['Bank'],
      credit_ledgers: [names.gifts, names.fees],
    });
  });

  it('answers them in searches and in a voucher read by id, and follows a change of its lines', async () => {
    const created = await ok('POST', '/journal/api/v1/journal/create/', {
      journal_date: '2016-06-01',
      items: [
        { ledger: ids.rent, debit_amount: '1200.50' },
        { ledger: cash, credit_amount: '1200.50' },
      ],
    });
    const row = created.journals.find((r: { debit_amount: string }) => toPaisa(r.debit_amount) > 0n);
    const number = row.invoice_no as string;
    const { journals } = await ok('GET', `/journal/api/v1/journal/search/?invoice_no=${number}`);
    expect(journals).toEqual([expect.objectContaining({ amount: '1200.50', debit_ledgers: [names.rent], credit_ledgers: ['Cash'] })]);
    await ok('PUT', '/journal/api/v1/journal/update/', {
      invoice_no: number,
      items: [
        { id: row.id, debit_amount: '75.25' },
        { id: created.journals.find((r: { id: number }) => r.id !== row.id).id, credit_amount: '75.25' },
      ],
    });
    const one = await ok('GET', `/journal/api/v1/journal/${journals[0].id}`);
    expect(one).toMatchObject({ amount: '75.25', debit_ledgers: [names.rent], credit_ledgers: ['Cash'] });
  });
});
