import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Voucher lists filtered as the reports are: by a line's ledger or sub-ledger, with the period, branch and number. */
const app = await createTestApp();
afterAll(() => app.close());

const accountant = asCaller(
  ...['ledger_account', 'sub_ledger_account', 'payment_voucher', 'group'].flatMap((name) =>
    ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
);
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object) => app.inject({ method, url, payload, headers: accountant });
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json();
};
const tag = () => Math.random().toString(36).slice(2, 8);

let cash: number;
let fuel: number;
let rent: number;
let project: number;
let other: number;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/search/?name=Cash');
  cash = ledger_accounts.find((l: { name: string }) => l.name === 'Cash').id;
  const { groups } = await ok('GET', '/group/api/v1/group/search/?name=Indirect Expenses');
  const ledger = async (name: string) =>
    (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name: `${name} ${tag()}`, head_group: groups[0].id })).id;
  fuel = await ledger('Fuel');
  rent = await ledger('Rent');
  const subLedger = async (name: string) =>
    (await ok('POST', '/sub_ledger_account/api/v1/sub_ledger_account/create/', { name: `${name} ${tag()}` })).id;
  project = await subLedger('Flood relief');
  other = await subLedger('School meals');
  const pay = async (key: string, body: object) => {
    const created = await ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', body);
    numbers[key] = created.payment_vouchers[0].invoice_no;
  };
  const lines = (ledger: number, amount: string, line: object = {}) => [
    { ledger, debit_amount: amount, ...line },
    { ledger: cash, credit_amount: amount },
  ];
  await pay('fuelMarch', { payment_date: '2015-03-10', items: lines(fuel, '100.00', { sub_ledger: project }) });
  await pay('fuelApril', { payment_date: '2015-04-10', items: lines(fuel, '200.00') });
  await pay('rentMarch', { payment_date: '2015-03-20', sub_ledger: other, items: lines(rent, '300.00') });
});

const listed = async (query: Record<string, string>, action = 'all') => {
  const body = await ok('GET', `/payment_voucher/api/v1/payment_voucher/${action}/?${new URLSearchParams({ size: '100', ...query })}`);
  return (body.payment_vouchers as { invoice_no: string }[]).map((v) => v.invoice_no).sort();
};
const sorted = (...keys: string[]) => keys.map((k) => numbers[k]).sort();

describe('GET /payment_voucher/api/v1/payment_voucher/all/ by a line’s ledger and sub-ledger', () => {
  it('lists the vouchers with a line on the ledger, within the period', async () => {
    expect(await listed({ ledger: String(fuel) })).toEqual(sorted('fuelMarch', 'fuelApril'));
    expect(await listed({ ledger: String(fuel), date_after: '2015-03-01', date_before: '2015-03-31' })).toEqual(sorted('fuelMarch'));
    expect(await listed({ ledger: `${fuel},${rent}`, date_before: '2015-03-31' })).toEqual(sorted('fuelMarch', 'rentMarch'));
  });

  it('matches a sub-ledger on a line or on the voucher itself', async () => {
    expect(await listed({ sub_ledger: String(project) })).toEqual(sorted('fuelMarch'));
    expect(await listed({ sub_ledger: String(other) })).toEqual(sorted('rentMarch'));
    expect(await listed({ sub_ledger: `${project},${other}`, ledger: String(rent) })).toEqual(sorted('rentMarch'));
  });

  it('filters the search by the number and a line’s ledger together', async () => {
    const number = numbers.fuelApril;
    expect(await listed({ invoice_no: number.slice(-8), ledger: String(fuel) }, 'search')).toEqual([number]);
    expect(await listed({ invoice_no: number.slice(-8), ledger: String(rent) }, 'search')).toEqual([]);
  });

  it('refuses a ledger that is not an id with 400 naming the parameter', async () => {
    const res = await call('GET', '/payment_voucher/api/v1/payment_voucher/all/?ledger=fuel');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ledger: ['Give a whole number, or several separated by commas.'] });
  });
});
