import { fromPaisa, sumPaisa, type TransparencyReport, toPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * The public transparency report against the books: its totals are the profit and loss account's for the
 * same year, each cause's fund is the sum of its postings in the account log, and a new posting changes it.
 */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['cause', 'ledger_account', 'group', 'payment_voucher', 'receipt_voucher', 'account_log'].flatMap((n) =>
    ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`),
  ),
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await app.inject({ method, url, payload, headers: staff });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
/** As a visitor reads it: no credentials. */
const visit = (url: string) => app.inject({ method: 'GET', url });
const report = async (year: number) => {
  const res = await visit(`/transparency/api/v1/transparency/${year}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TransparencyReport;
};

// Years no seeded or demo voucher is dated in: the books of these years are the test's own.
const [first, second] = [2087, 2088];

const ledgers = new Map<string, number>();
const causes: { id: number; name: string; invoice: string }[] = [];

const groupId = async (name: string) =>
  (await ok('GET', `/group/api/v1/group/search/?name=${encodeURIComponent(name)}&size=100`)).groups.find(
    (g: { name: string }) => g.name === name,
  ).id as number;
const newLedger = async (name: string, group: string) => {
  const created = await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group: await groupId(group) });
  ledgers.set(name, created.id);
};
const newCause = async (name: string, goal: string) => {
  const { causes: existing } = await ok('GET', '/cause/api/v1/cause/all/?size=1');
  const created = await ok('POST', '/cause/api/v1/cause/create/', { name, goal_amount: goal, image: existing[0].image });
  causes.push({ id: created.id, name, invoice: created.sales_invoice_no });
  return created;
};
const ledger = (name: string) => ledgers.get(name) as number;

/** A gift: Cash debited, the donor credited, naming a cause's sales invoice. */
const gift = (date: string, cause: number, amount: string) =>
  ok('POST', '/receipt_voucher/api/v1/receipt_voucher/create/', {
    receipt_date: date,
    ref_invoice_no: causes[cause].invoice,
    items: [
      { ledger: ledger('Cash'), debit_amount: amount, credit_amount: '0' },
      { ledger: ledger('Transparency donor'), debit_amount: '0', credit_amount: amount },
    ],
  });
/** Other income: Cash debited, an income ledger credited. */
const income = (date: string, amount: string) =>
  ok('POST', '/receipt_voucher/api/v1/receipt_voucher/create/', {
    receipt_date: date,
    items: [
      { ledger: ledger('Cash'), debit_amount: amount, credit_amount: '0' },
      { ledger: ledger('Transparency rent'), debit_amount: '0', credit_amount: amount },
    ],
  });
/** A payment: an expense debited (naming a cause or not), Cash credited. */
const pay = (date: string, expense: string, amount: string, cause?: number) =>
  ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', {
    payment_date: date,
    items: [
      { ledger: ledger(expense), debit_amount: amount, credit_amount: '0', ...(cause === undefined ? {} : { cause: causes[cause].id }) },
      { ledger: ledger('Cash'), debit_amount: '0', credit_amount: amount },
    ],
  });

beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  for (const l of ledger_accounts) ledgers.set(l.name, l.id);
  await newLedger('Transparency donor', 'Sundry Creditors');
  await newLedger('Transparency rent', 'Indirect Incomes');
  await newLedger('Transparency wells', 'Direct Expenses');
  await newLedger('Transparency office', 'Indirect Expenses');
  await newCause('Transparency wells for Sylhet', '5000.00');
  await newCause('Transparency school meals', '2000.00');

  await gift(`${first}-02-10`, 0, '1500.00');
  await gift(`${first}-05-01`, 1, '700.00');
  await income(`${first}-03-01`, '300.00');
  await pay(`${first}-06-01`, 'Transparency wells', '400.00', 0);
  await pay(`${first}-07-01`, 'Transparency office', '250.50');
  await gift(`${second}-01-15`, 0, '100.00');
  await income(`${second}-02-01`, '50.00');
  await pay(`${second}-04-01`, 'Transparency wells', '900.00', 1);
});

/** The profit and loss report's totals for a year, from its own route. */
async function profitAndLoss(year: number) {
  const pl = await ok('GET', `/balance_sheet/api/v1/balance_sheet/profit_loss/?start_date=${year}-01-01&end_date=${year}-12-31`);
  const { debit_side: d, credit_side: c } = pl;
  return {
    income: fromPaisa(sumPaisa([c.sales_accounts, c.direct_incomes, c.inner.indirect_incomes])),
    expense: fromPaisa(sumPaisa([d.purchase_accounts, d.direct_expenses, d.inner.indirect_expenses])),
    net: d.inner.net_profit !== undefined ? fromPaisa(toPaisa(d.inner.net_profit)) : fromPaisa(-toPaisa(c.inner.net_loss)),
  };
}

/** A cause's raised and spent up to a date, summed apart from the API's query: account-log rows of the vouchers naming it. */
async function fundInTheLog(cause: { id: number; invoice: string }, until: string) {
  const { rows } = (await app.database.db.execute(sql`
    select
      (select coalesce(sum(l.debit_amount), 0)::numeric(14,2)::text from account_log l
        join receipt_voucher r on r.invoice_no = l.reference_no
        where r.ref_invoice_no = ${cause.invoice} and l.log_date <= ${until}) as raised,
      (select coalesce(sum(l.debit_amount), 0)::numeric(14,2)::text from account_log l
        join payment_voucher p on p.invoice_no = l.reference_no
        join payment_voucher_line pl on pl.document_id = p.id and pl.ledger_id = l.ledger_id and pl.debit_amount = l.debit_amount
        where pl.cause_id = ${cause.id} and l.log_date <= ${until}) as spent`)) as unknown as {
    rows: { raised: string; spent: string }[];
  };
  return rows[0];
}

describe('GET /transparency/api/v1/transparency/{year}/', () => {
  it("answers a visitor the year's income, expenses and surplus, equal to the profit and loss report's", async () => {
    for (const year of [first, second]) {
      const page = await report(year);
      const pl = await profitAndLoss(year);
      expect(page.income_total).toBe(pl.income);
      expect(page.expense_total).toBe(pl.expense);
      expect(page.surplus).toBe(pl.net);
      expect(fromPaisa(sumPaisa(page.income_by_source.map((i) => i.amount)))).toBe(page.income_total);
      expect(fromPaisa(sumPaisa(page.expenses_by_group.map((e) => e.amount)))).toBe(page.expense_total);
    }
    const page = await report(first);
    expect(page.income_by_source).toContainEqual({ name: 'Transparency rent', group: 'Indirect Incomes', amount: '300.00' });
    expect(page.expenses_by_group).toEqual(
      expect.arrayContaining([
        { name: 'Direct Expenses', amount: '400.00' },
        { name: 'Indirect Expenses', amount: '250.50' },
      ]),
    );
    expect(page.surplus).toBe('-350.50');
  });

  it("shows each year's gifts to and spending on each cause, and each cause's fund at the year's end as its postings sum", async () => {
    const page = await report(first);
    expect(page.gifts_by_cause).toEqual([
      { id: causes[0].id, name: causes[0].name, amount: '1500.00' },
      { id: causes[1].id, name: causes[1].name, amount: '700.00' },
    ]);
    expect(page.spent_by_cause).toEqual([{ id: causes[0].id, name: causes[0].name, amount: '400.00' }]);
    for (const year of [first, second]) {
      const { causes: funds } = await report(year);
      for (const cause of causes) {
        const fund = funds.find((f) => f.id === cause.id);
        const log = await fundInTheLog(cause, `${year}-12-31`);
        expect(fund?.raised).toBe(log.raised);
        expect(fund?.spent).toBe(log.spent);
        expect(fund?.left).toBe(fromPaisa(toPaisa(log.raised) - toPaisa(log.spent)));
      }
    }
    const wells = (await report(second)).causes.find((c) => c.id === causes[0].id);
    expect(wells).toMatchObject({
      goal_amount: '5000.00',
      raised: '1600.00',
      spent: '400.00',
      left: '1200.00',
      percent: 32,
      overspent: false,
    });
    const meals = (await report(second)).causes.find((c) => c.id === causes[1].id);
    expect(meals).toMatchObject({ raised: '700.00', spent: '900.00', left: '-200.00', percent: 35, overspent: true });
  });

  it('is cached until a posting: a change made behind the app’s back is not seen, and a new posting empties the JSON and the CSV', async () => {
    const url = `/transparency/api/v1/transparency/${first}/`;
    const before = await visit(url);
    const csvBefore = await visit(`${url}csv/`);
    // Renamed in the database itself, not through the app: nothing tells the caches, so an answer that is
    // computed again would show the new name, and a kept one does not.
    const renamed = `${causes[0].name} (renamed)`;
    await app.database.db.execute(sql`update cause set name = ${renamed} where id = ${causes[0].id}`);
    const again = await visit(url);
    expect(again.headers.etag).toBe(before.headers.etag);
    expect(again.body).toBe(before.body);
    expect(again.json().gifts_by_cause[0].name).toBe(causes[0].name);
    expect((await visit(`${url}csv/`)).body).toBe(csvBefore.body);
    await gift(`${first}-12-31`, 0, '10.00');
    causes[0].name = renamed;
    const after = await report(first);
    expect(after.gifts_by_cause[0]).toEqual({ id: causes[0].id, name: renamed, amount: '1510.00' });
    expect((await visit(`${url}csv/`)).body).toContain(renamed);
    expect(after.causes.find((c) => c.id === causes[0].id)?.left).toBe('1110.00');
    await pay(`${first}-12-31`, 'Transparency wells', '10.00', 0);
    expect((await report(first)).causes.find((c) => c.id === causes[0].id)?.left).toBe('1100.00');
  });

  it('refuses a year outside 2000 to 2100 (400)', async () => {
    for (const year of ['1999', '2101', 'abcd', '20250']) {
      const res = await visit(`/transparency/api/v1/transparency/${year}/`);
      expect(res.statusCode, year).toBe(400);
      expect((await visit(`/transparency/api/v1/transparency/${year}/csv/`)).statusCode, year).toBe(400);
    }
  });
});

describe('GET /transparency/api/v1/transparency/{year}/csv/', () => {
  it('downloads the same figures as CSV, a section per table with its header row', async () => {
    const res = await visit(`/transparency/api/v1/transparency/${second}/csv/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="transparency-${second}.csv"`);
    const page = await report(second);
    const lines = res.body.split('\r\n');
    expect(lines).toContain('Source,Group,Amount');
    expect(lines).toContain(`Total income,,${page.income_total}`);
    expect(lines).toContain(`Total expenses,${page.expense_total}`);
    expect(lines).toContain(`Surplus (negative: deficit),${page.surplus}`);
    expect(lines).toContain('Cause,Goal,Raised,Spent,Left,Percent,Overspent');
    for (const c of page.causes)
      expect(lines).toContain([c.name, c.goal_amount, c.raised, c.spent, c.left, c.percent, c.overspent ? 'yes' : 'no'].join(','));
    for (const e of page.expenses_by_group) expect(lines).toContain(`${e.name},${e.amount}`);
  });
});

describe('payment lines naming a cause', () => {
  it('are refused (400) when the cause does not exist, or when the cause is on the credit line', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/payment_voucher/api/v1/payment_voucher/create/',
      headers: staff,
      payload: {
        payment_date: `${first}-08-01`,
        items: [
          { ledger: ledger('Transparency wells'), debit_amount: '5.00', credit_amount: '0', cause: 99999999 },
          { ledger: ledger('Cash'), debit_amount: '0', credit_amount: '5.00' },
        ],
      },
    });
    expect(missing.statusCode, missing.body).toBe(400);
    const credit = await app.inject({
      method: 'POST',
      url: '/payment_voucher/api/v1/payment_voucher/create/',
      headers: staff,
      payload: {
        payment_date: `${first}-08-01`,
        items: [
          { ledger: ledger('Transparency wells'), debit_amount: '5.00', credit_amount: '0' },
          { ledger: ledger('Cash'), debit_amount: '0', credit_amount: '5.00', cause: causes[0].id },
        ],
      },
    });
    expect(credit.statusCode).toBe(400);
    expect(credit.json()).toEqual({ 'items.1.cause': ['Name the cause on the line that pays for it (a debit), not on the credit.'] });
  });

  it('name the cause in the voucher rows the contract answers', async () => {
    const created = await pay(`${first}-09-01`, 'Transparency wells', '1.00', 1);
    expect(created.payment_vouchers[0].cause).toEqual({ id: causes[1].id, name: causes[1].name });
    expect(created.payment_vouchers[1].cause).toBeNull();
  });
});
