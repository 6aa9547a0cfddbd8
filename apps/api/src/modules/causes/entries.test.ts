import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * The plain ways into the books as a clerk meets them: an expense paid from Cash for a cause, money received
 * into the bank, each one balanced voucher; a wrong ledger, a nil amount or an unknown cause refused by field.
 */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  'cause.read',
  ...['ledger_account', 'group', 'receipt_voucher', 'payment_voucher', 'account_log'].flatMap((n) =>
    ['read', 'create'].map((v) => `${n}.${v}`),
  ),
);
const expenses = '/payment_voucher/api/v1/payment_voucher/record_expense/';
const receipts = '/receipt_voucher/api/v1/receipt_voucher/record_receipt/';
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

const ledgerNamed = async (name: string) =>
  (await ok('GET', `/ledger_account/api/v1/ledger_account/search/?name=${encodeURIComponent(name)}&size=100`)).ledger_accounts.find(
    (l: { name: string }) => l.name === name,
  ).id as number;
const groupNamed = async (name: string) =>
  (await ok('GET', `/group/api/v1/group/search/?name=${encodeURIComponent(name)}&size=100`)).groups.find(
    (g: { name: string }) => g.name === name,
  ).id as number;
const newLedger = async (name: string, group: string) =>
  (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group: await groupNamed(group) }, 201)).id as number;

const cash = await ledgerNamed('Cash');
const bank = await ledgerNamed('Bank');
const stationery = await newLedger('Entries Stationery', 'Indirect Expenses');
// A ledger two groups below Expenses (Salary sits under Indirect Expenses) is an expense head too.
const wages = await newLedger('Entries Field wages', 'Salary');
const interest = await newLedger('Entries Bank interest', 'Indirect Incomes');
const [cause] = (await ok('GET', '/cause/api/v1/cause/all/?size=1')).causes as { id: number; name: string; sales_invoice_no: string }[];
const entry = (fields: Record<string, unknown> = {}) => ({
  cash_or_bank: cash,
  ledger: stationery,
  amount: '1250.50',
  date: '2026-11-20',
  details: 'Exercise books for the school',
  ...fields,
});

describe('POST record_expense/', () => {
  it('posts a balanced payment voucher: the expense head debited with the cause on its line, Cash credited', async () => {
    const answer = await ok('POST', expenses, entry({ cause: cause.id }), 201);
    expect(answer.invoice_no).toMatch(/^PV/);
    const voucher = await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${answer.invoice_no}`);
    expect(voucher).toMatchObject({ payment_date: '2026-11-20', details: 'Exercise books for the school' });
    expect(voucher.items).toHaveLength(2);
    expect(voucher.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ledger: { id: stationery, name: 'Entries Stationery' },
          debit_amount: '1250.50',
          cause: { id: cause.id, name: cause.name },
        }),
        expect.objectContaining({ ledger: { id: cash, name: 'Cash' }, credit_amount: '1250.50', cause: null }),
      ]),
    );
    const { account_logs } = await ok('GET', `/account_log_report/api/v1/account_log_report/general?reference_no=${answer.invoice_no}`);
    expect(account_logs.map((r: { debit_amount: string; credit_amount: string }) => [r.debit_amount, r.credit_amount]).sort()).toEqual([
      ['0.00', '1250.50'],
      ['1250.50', '0.00'],
    ]);
  });

  it('takes an expense head nested deeper under Expenses, paid from the bank, without a cause', async () => {
    const answer = await ok('POST', expenses, entry({ cash_or_bank: bank, ledger: wages, amount: '300' }), 201);
    const voucher = await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${answer.invoice_no}`);
    expect(voucher.items.map((l: { ledger: { id: number } }) => l.ledger.id).sort()).toEqual([bank, wages].sort());
  });

  it('refuses each bad field by name, and posts nothing', async () => {
    const before = (await ok('GET', '/payment_voucher/api/v1/payment_voucher/all/?size=1')).total_elements;
    const wrong = await call('POST', expenses, entry({ cash_or_bank: stationery, ledger: interest, cause: 999999 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      cash_or_bank: ['Entries Stationery is not a cash or bank ledger: choose a ledger under Cash-in-Hand or Bank Accounts.'],
      ledger: ['Entries Bank interest is not an expense ledger: choose a ledger under Expenses.'],
      cause: ['No cause has the id 999999.'],
    });
    for (const amount of ['0', '0.00', '-5'])
      expect(Object.keys((await call('POST', expenses, entry({ amount }))).json()), amount).toEqual(['amount']);
    const unknown = await call('POST', expenses, entry({ cash_or_bank: 999999 }));
    expect(unknown.json()).toEqual({ cash_or_bank: ['No ledger account has the id 999999.'] });
    expect((await ok('GET', '/payment_voucher/api/v1/payment_voucher/all/?size=1')).total_elements).toBe(before);
  });

  it('refuses an anonymous caller (401) and one without payment_voucher.create (403)', async () => {
    expect((await app.inject({ method: 'POST', url: expenses, payload: entry() })).statusCode).toBe(401);
    expect((await call('POST', expenses, entry(), asCaller('payment_voucher.read', 'receipt_voucher.create'))).statusCode).toBe(403);
  });
});

describe('POST record_receipt/', () => {
  it('posts a balanced receipt voucher: the bank debited, the income ledger credited, given to the cause', async () => {
    const answer = await ok('POST', receipts, entry({ cash_or_bank: bank, ledger: interest, amount: '75.25', cause: cause.id }), 201);
    expect(answer.invoice_no).toMatch(/^RV/);
    const voucher = await ok('GET', `/receipt_voucher/api/v1/receipt_voucher/receipt_voucher_by_invoice_no/${answer.invoice_no}`);
    expect(voucher.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ledger: { id: bank, name: 'Bank' }, debit_amount: '75.25', ref_invoice_no: cause.sales_invoice_no }),
        expect.objectContaining({ ledger: { id: interest, name: 'Entries Bank interest' }, credit_amount: '75.25' }),
      ]),
    );
  });

  it('refuses an expense head where the income ledger goes, and an unknown cause', async () => {
    const res = await call('POST', receipts, entry({ ledger: stationery, cause: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ledger: ['Entries Stationery is not an income ledger: choose a ledger under Incomes.'],
      cause: ['No cause has the id 999999.'],
    });
  });

  it('refuses an anonymous caller (401) and one without receipt_voucher.create (403)', async () => {
    expect((await app.inject({ method: 'POST', url: receipts, payload: entry() })).statusCode).toBe(401);
    expect((await call('POST', receipts, entry(), asCaller('payment_voucher.create'))).statusCode).toBe(403);
  });
});
