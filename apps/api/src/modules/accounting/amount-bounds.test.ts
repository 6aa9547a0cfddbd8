import { fromPaisa, maxAmount, maxAmountPaisa, type TransparencyReport, toPaisa } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createSiteContent } from '../cms/index.ts';

/**
 * Amounts at the edge of what a money column holds (numeric(14,2): 999999999999.99), stored many times
 * over: gifts to one cause, vouchers, orders and bills. Every sum, report and page that adds them up still
 * answers, to the paisa; an amount above the maximum, and an order or a bill whose total would be above it,
 * are refused with 400 and a sentence naming the maximum.
 */
const app = await createTestApp();
afterAll(() => app.close());

const crud = (...names: string[]) => names.flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`));
const staff = asCaller(
  ...crud('cause', 'donation', 'ledger_account', 'journal', 'receipt_voucher', 'payment_voucher'),
  ...crud('customerorder', 'vendor', 'purchase_request', 'purchase_final'),
  'group.read',
  'account_log.read',
  'payment_method.read',
  'member.read',
  'monthly_subscription.read',
  'monthly_subscription.all_members',
  'customerorder.confirm',
  'purchase_final.pay',
  'category.create',
  'product.create',
  'product.read',
  'product.update',
  'inventory.read',
  'inventory.adjust',
);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = 200, headers: Record<string, string> = staff) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
/** A 400 answer's field messages. */
const refused = async (method: Method, url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
  return res.json() as Record<string, string[]>;
};
const today = new Date().toISOString().slice(0, 10);
const visit = (url: string) => app.inject({ method: 'GET', url });

/** The largest amount accepted, and multiples of it as the API writes them. */
const M = maxAmount;
const times = (n: number) => fromPaisa(maxAmountPaisa * BigInt(n));
const over = '1000000000000.00';
/** The difference of two amounts, as the API writes amounts. */
const minus = (after: string, before: string) => fromPaisa(toPaisa(after) - toPaisa(before));

// A year no seeded voucher is dated in: its books are this test's own. The year before it carries the same balances.
const year = 2094;
const yearSpan = { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
const priorSpan = { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const statement = (name: string, span: Record<string, string>) => ok('GET', `/balance_sheet/api/v1/balance_sheet/${name}/?${query(span)}`);

const ledgers = new Map<string, number>();
const groupId = async (name: string) =>
  (await ok('GET', `/group/api/v1/group/search/?name=${encodeURIComponent(name)}&size=100`)).groups.find(
    (g: { name: string }) => g.name === name,
  ).id as number;
const newLedger = async (name: string, group: string) =>
  ledgers.set(
    name,
    (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group: await groupId(group) }, 201)).id,
  );
const line = (ledger: string, side: 'debit' | 'credit', amount: string, extra: object = {}) => ({
  ledger: ledgers.get(ledger),
  debit_amount: side === 'debit' ? amount : '0',
  credit_amount: side === 'credit' ? amount : '0',
  ...extra,
});
const voucher = (kind: string, dateField: string, date: string, items: object[]) =>
  ok('POST', `/${kind}/api/v1/${kind}/create/`, { [dateField]: date, details: `${kind} at the maximum`, items }, 201);

let unique = 0;
const tag = () => `${++unique}${Math.random().toString(36).slice(2, 7)}`;
const donations = '/donation/api/v1/donation';
const pledge = async (amount: string) =>
  (await ok(
    'POST',
    `${donations}/create/`,
    {
      first_name: 'Big',
      last_name: `Giver ${tag()}`,
      email: `big.giver.${tag()}@example.net`,
      amount,
      payment_method: bankMethod,
      cause: cause.id,
    },
    201,
  )) as { id: number };
const confirmGift = (id: number, date?: string) => ok('POST', `${donations}/confirm/${id}/`, date ? { date } : {});

const orders = '/customerorder/api/v1/customerorder';
const bills = '/purchase_final/api/v1/purchase_final';
const requests = '/purchase_request/api/v1/purchase_request';
const dashboard = () => ok('GET', `${donations}/dashboard/`);
const shopFigures = async () => ({
  totals: await ok('GET', '/dashboard/api/v1/get_order_totals/'),
  report: await ok('GET', '/report/api/v1/order_report_with_profit/filter/'),
  summary: await ok('GET', '/summary_report/api/v1/order_summary_report/filter/'),
  bills: await ok('GET', '/summary_report/api/v1/purchase_final_summary_report/filter/'),
  requests: await ok('GET', '/summary_report/api/v1/purchase_request_summary_report/filter/'),
});

let bankMethod: number;
let cause: { id: number; name: string; sales_invoice_no: string };
let product: { id: number; name: string; sku: string };
let vendor: number;
let dashboardBefore: { gifts_per_month: { month: string; amount: string; count: number }[] };
let shopBefore: Awaited<ReturnType<typeof shopFigures>>;
let shopAfter: Awaited<ReturnType<typeof shopFigures>>;

beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  for (const l of ledger_accounts) ledgers.set(l.name, l.id);
  await newLedger('Bounds vault', 'Current Assets');
  await newLedger('Bounds capital', 'Capital Account');
  await newLedger('Bounds grants', 'Indirect Incomes');
  await newLedger('Bounds wells', 'Direct Expenses');
  const methods = (await ok('GET', '/payment_method/api/v1/payment_method/all/?size=100')).paymentmethods as { id: number; name: string }[];
  bankMethod = (methods.find((m) => m.name === 'Bank transfer') as { id: number }).id;
  const { causes } = await ok('GET', '/cause/api/v1/cause/all/?size=1');
  cause = await ok(
    'POST',
    '/cause/api/v1/cause/create/',
    { name: `Wells at the maximum ${tag()}`, goal_amount: M, image: causes[0].image },
    201,
  );

  // Two balanced journals of two lines at the maximum, three incomes, two payments spent on the cause: all in the year.
  for (const day of ['10', '11'])
    await voucher('journal', 'journal_date', `${year}-01-${day}`, [line('Bounds vault', 'debit', M), line('Bounds capital', 'credit', M)]);
  for (const day of ['01', '02', '03'])
    await voucher('receipt_voucher', 'receipt_date', `${year}-02-${day}`, [
      line('Bounds vault', 'debit', M),
      line('Bounds grants', 'credit', M),
    ]);
  for (const day of ['01', '02'])
    await voucher('payment_voucher', 'payment_date', `${year}-06-${day}`, [
      line('Bounds wells', 'debit', M, { cause: cause.id }),
      line('Bounds vault', 'credit', M),
    ]);
  // Four gifts at the maximum to the cause, pledged and confirmed by staff in the year; a fifth confirmed today.
  for (const day of ['01', '02', '03', '04']) await confirmGift((await pledge(M)).id, `${year}-03-${day}`);
  dashboardBefore = await dashboard();
  await confirmGift((await pledge(M)).id);

  // The shop: a product priced and costed at the maximum, a thousand in stock; two walk-in orders of one, two bills of one paid on credit.
  const shelf = (await ok('POST', '/category/api/v1/category/create/', { name: `Bounds shelf ${tag()}` }, 201)).id;
  product = await ok(
    'POST',
    '/product/api/v1/product/create/',
    { name: `Bounds gold ${tag()}`, sku: `BG-${tag()}`, category: shelf, price: M, cost: M },
    201,
  );
  await ok('POST', '/inventory/api/v1/inventory/adjust/', { product: product.id, quantity: 1000, reason: 'Counted' }, 201);
  vendor = (await ok('POST', '/vendor/api/v1/vendor/create/', { name: `Bounds vendor ${tag()}`, primary_phone: '+8801711000000' }, 201)).id;
  shopBefore = await shopFigures();
  for (let i = 0; i < 2; i++) {
    const order = await ok('POST', `${orders}/create/`, { items: [{ product: product.id, quantity: 1 }] }, 201);
    expect(order.total).toBe(M);
    await ok('POST', `${orders}/confirm/`, { id: order.id });
    const bill = await ok(
      'POST',
      `${bills}/create_directly_from_admin_panel/`,
      { vendor, purchase_date: today, items: [{ product: product.id, quantity: 1, unit_cost: M }] },
      201,
    );
    expect(bill.total).toBe(M);
    await ok('POST', `${bills}/paybill_and_confirm/${bill.id}`, { paid_from: 'vendor' });
  }
  // A request for two at the maximum: kept (its expected total is not stored), never made into a bill (below).
  await ok(
    'POST',
    `${requests}/create_vendor_purchase_request/`,
    { vendor, request_date: today, items: [{ product: product.id, quantity: 2, expected_unit_cost: M }] },
    201,
  );
  shopAfter = await shopFigures();
});

describe('books holding amounts at the maximum many times over', () => {
  it('answer the trial balance of the year to the paisa, its debits equal to its credits', async () => {
    const { trial_balance: tb } = await statement('trial_balance', yearSpan);
    const { trial_balance: prior } = await statement('trial_balance', priorSpan);
    expect(tb.assets['Current Assets']['Bounds vault']).toBe(times(3));
    expect(tb.liabilities['Capital Account']['Bounds capital']).toBe(times(2));
    expect(tb.incomes).toEqual({ incomes_total: times(3), 'Indirect Incomes': { 'Bounds grants': times(3), total: times(3) } });
    expect(tb.expenses).toEqual({ expenses_total: times(2), 'Direct Expenses': { 'Bounds wells': times(2), total: times(2) } });
    // The year adds only this test's postings to what the year before carries: the vault and four gifts banked, capital and four donors owed.
    expect(minus(tb.assets['Current Assets'].total, prior.assets['Current Assets'].total)).toBe(times(7));
    expect(minus(tb.assets['Current Assets'].Bank, prior.assets['Current Assets'].Bank)).toBe(times(4));
    expect(minus(tb.liabilities['Capital Account'].total, prior.liabilities['Capital Account']?.total ?? '0')).toBe(times(2));
    expect(minus(tb.liabilities['Current Liabilities'].total, prior.liabilities['Current Liabilities'].total)).toBe(times(4));
    expect(toPaisa(prior.assets['Current Assets'].Bank)).toBeGreaterThanOrEqual(0n);
    expect(minus(tb.total_debit_amount, prior.total_debit_amount)).toBe(times(9));
    expect(minus(tb.total_credit_amount, prior.total_credit_amount)).toBe(times(9));
    expect(tb.total_debit_amount).toBe(tb.total_credit_amount);
  });

  it('answer the profit and loss account and the balance sheet of the year, the sheet balancing', async () => {
    expect(await statement('profit_loss', yearSpan)).toEqual({
      debit_side: {
        purchase_accounts: '0.00',
        direct_expenses: times(2),
        inner: { indirect_expenses: '0.00', gross_loss_bf: times(2), net_profit: times(1) },
      },
      credit_side: {
        sales_accounts: '0.00',
        direct_incomes: '0.00',
        gross_loss_cf: times(2),
        inner: { indirect_incomes: times(3) },
      },
    });
    const sheet = await statement('balance_sheet', yearSpan);
    const prior = await statement('balance_sheet', priorSpan);
    expect(sheet.assets.total).toBe(sheet.liabilities.total);
    // The profit closes the sheet on the side its sign puts it.
    const profitSide = sheet.liabilities.profit_loss_ac ? 1n : -1n;
    const profit = sheet.liabilities.profit_loss_ac ?? sheet.assets.profit_loss_ac;
    expect(toPaisa(profit.current_period)).toBe(profitSide * maxAmountPaisa);
    expect(minus(sheet.assets['Current Assets'], prior.assets['Current Assets'])).toBe(times(7));
    expect(minus(sheet.liabilities['Capital Account'], prior.liabilities['Capital Account'] ?? '0')).toBe(times(2));
  });

  it('answer the ledger statement with a running balance past the maximum, and the cash and bank totals', async () => {
    const body = await ok(
      'GET',
      `/account_log_report/api/v1/account_log_report/general/?${query({ ledger: ledgers.get('Bounds vault') as number, date_after: `${year}-01-01`, date_before: `${year}-12-31` })}`,
    );
    expect(body.previous_balance).toBe('0.00');
    expect(body.account_logs.map((r: { balance: string }) => r.balance)).toEqual([1, 2, 3, 4, 5, 4, 3].map(times));
    const totals = await ok('GET', `/account_log_report/api/v1/account_log_report/get_total_cash_dr_cr_bank_dr_cr/?${query(yearSpan)}`);
    expect(totals).toEqual({ cash_dr_total: '0.00', cash_cr_total: '0.00', bank_dr_total: times(4), bank_cr_total: '0.00' });
  });

  it('answer the transparency report of the year as JSON and CSV, the figures exact', async () => {
    const res = await visit(`/transparency/api/v1/transparency/${year}/`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as TransparencyReport;
    expect(report).toMatchObject({
      income_by_source: [{ name: 'Bounds grants', group: 'Indirect Incomes', amount: times(3) }],
      income_total: times(3),
      expenses_by_group: [{ name: 'Direct Expenses', amount: times(2) }],
      expense_total: times(2),
      surplus: times(1),
      gifts_by_cause: [{ id: cause.id, name: cause.name, amount: times(4) }],
      gifts_total: times(4),
      spent_by_cause: [{ id: cause.id, name: cause.name, amount: times(2) }],
      spent_total: times(2),
    });
    // At the year's end the fund holds the four gifts of the year and the one of today.
    expect(report.causes.find((c) => c.id === cause.id)).toEqual({
      id: cause.id,
      name: cause.name,
      goal_amount: M,
      raised: times(5),
      spent: times(2),
      left: times(3),
      percent: 500,
      overspent: false,
    });

    const csv = await visit(`/transparency/api/v1/transparency/${year}/csv/`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows).toContain(`Bounds grants,Indirect Incomes,${times(3)}`);
    expect(rows).toContain(`Total income,,${times(3)}`);
    expect(rows).toContain(`Total expenses,${times(2)}`);
    expect(rows).toContain(`Surplus (negative: deficit),${times(1)}`);
    expect(rows).toContain(`${cause.name},${times(4)}`);
    expect(rows).toContain(`Total,${times(4)}`);
    expect(rows).toContain(`${cause.name},${M},${times(5)},${times(2)},${times(3)},500,no`);
  });

  it('answer the cause’s reads, the back office’s and those the site’s pages load, with its raised, spent and left', async () => {
    const figures = {
      goal_amount: M,
      raised_amount: times(5),
      spent_amount: times(2),
      left_amount: times(3),
      donor_count: 5,
      overspent: false,
    };
    // The back office's reads of the cause.
    expect(await ok('GET', `/cause/api/v1/cause/${cause.id}`)).toMatchObject(figures);
    expect((await ok('GET', '/cause/api/v1/cause/all/?size=100')).causes.find((c: { id: number }) => c.id === cause.id)).toMatchObject(
      figures,
    );
    // What the /cause-single/{id} and /transparency pages load.
    const site = createSiteContent(() => app.database.db, app.createCache(), app.repositories);
    const page = await site.cause(cause.id);
    expect(page).toMatchObject(figures);
    expect(page?.recent_gifts.map((g) => g.amount)).toEqual(Array(5).fill(M));
    expect((await site.causes()).find((c) => c.id === cause.id)).toMatchObject(figures);
    expect(await site.transparency(year)).toEqual((await visit(`/transparency/api/v1/transparency/${year}/`)).json());
  });

  it('answer the donation dashboard: the cause’s raised amount, and this month’s gifts with today’s one at the maximum', async () => {
    const after = await dashboard();
    expect(after.causes.find((c: { id: number }) => c.id === cause.id)).toEqual({
      id: cause.id,
      name: cause.name,
      goal_amount: M,
      raised_amount: times(5),
    });
    const [then, now] = [dashboardBefore.gifts_per_month[11], after.gifts_per_month[11]];
    expect(now.month).toBe(then.month);
    expect(minus(now.amount, then.amount)).toBe(M);
    expect(now.count - then.count).toBe(1);
  });

  it('answer the shop’s dashboard, order reports, purchase summaries and stock value to the paisa', async () => {
    const { totals, report, summary, bills: paid, requests: asked } = shopAfter;
    expect(minus(totals.total_amount, shopBefore.totals.total_amount)).toBe(times(2));
    expect(minus(totals.paid_amount, shopBefore.totals.paid_amount)).toBe(times(2));
    expect(minus(totals.due_amount, shopBefore.totals.due_amount)).toBe('0.00');
    expect(minus(report.total_sales, shopBefore.report.total_sales)).toBe(times(2));
    expect(minus(report.total_cost, shopBefore.report.total_cost)).toBe(times(2));
    expect(minus(report.total_profit, shopBefore.report.total_profit)).toBe('0.00');
    expect(minus(summary.total_amount, shopBefore.summary.total_amount)).toBe(times(2));
    expect(minus(summary.total_paid, shopBefore.summary.total_paid)).toBe(times(2));
    expect(minus(paid.total_amount, shopBefore.bills.total_amount)).toBe(times(2));
    expect(minus(paid.paid_amount, shopBefore.bills.paid_amount)).toBe(times(2));
    expect(minus(asked.expected_amount, shopBefore.requests.expected_amount)).toBe(times(2));

    const [best] = (await ok('GET', '/dashboard/api/v1/get_best_seller_by_amount/')).best_sellers;
    expect(best).toMatchObject({ product: product.id, quantity: 2, amount: times(2) });
    // A thousand on hand, two sold and two bought: a stock worth a thousand times the maximum.
    const stock = await ok('GET', `/summary_report/api/v1/inventory_summary_report/filter/?name=${encodeURIComponent(product.sku)}`);
    expect(stock).toMatchObject({ total_quantity: 1000, total_cost_value: times(1000) });
    expect(stock.inventory_summary).toMatchObject([{ product: product.id, quantity: 1000, cost: M, cost_value: times(1000) }]);
  });
});

describe('an amount above the maximum', () => {
  const sentence = `Enter an amount of at most ${M}.`;

  it('is refused with 400 and a sentence naming the maximum: a pledge, a voucher line, a price, a goal', async () => {
    const gift = await call(
      'POST',
      `${donations}/create/`,
      { first_name: 'Too', email: `too.much.${tag()}@example.net`, amount: over, payment_method: bankMethod },
      {},
    );
    expect(gift.statusCode, gift.body).toBe(400);
    expect(gift.json().amount).toEqual([sentence]);
    const journal = await refused('POST', '/journal/api/v1/journal/create/', {
      journal_date: `${year}-12-01`,
      items: [line('Bounds vault', 'debit', over), line('Bounds capital', 'credit', over)],
    });
    expect(Object.values(journal).flat()).toContain(sentence);
    expect((await refused('PATCH', `/product/api/v1/product/update/${product.id}`, { price: over })).price).toEqual([sentence]);
    expect((await refused('PATCH', `/cause/api/v1/cause/update/${cause.id}`, { goal_amount: '99999999999999999999' })).goal_amount).toEqual(
      [sentence],
    );
    // The largest amount is still taken, and text that is not an amount keeps its own sentence.
    expect(
      (
        await refused('POST', `${donations}/create/`, {
          first_name: 'A',
          email: 'a@example.net',
          amount: '12,5',
          payment_method: bankMethod,
        })
      ).amount,
    ).toEqual(['Enter an amount such as 1200.50.']);
  });

  it('refuses an order whose line or total would be above it, with 400 naming the field and the maximum', async () => {
    const double = await refused('POST', `${orders}/create/`, { items: [{ product: product.id, quantity: 2 }] });
    expect(double['items.0.line_total']).toEqual([expect.stringContaining(M)]);
    expect(double.total).toEqual([expect.stringContaining(`The order’s total would be ${times(2)}`)]);
    expect(double.total[0]).toContain(M);
    const twoLines = await refused('POST', `${orders}/create/`, {
      items: [
        { product: product.id, quantity: 1 },
        { product: product.id, quantity: 1 },
      ],
    });
    expect(Object.keys(twoLines)).toEqual(['total']);
    expect(twoLines.total[0]).toContain(M);

    const order = await ok('POST', `${orders}/create/`, { items: [{ product: product.id, quantity: 1 }] }, 201);
    const bigger = await refused('PATCH', `${orders}/update_item`, { id: order.items[0].id, quantity: 3 });
    expect(bigger.total[0]).toContain(M);
    expect((await ok('GET', `${orders}/get_a_customer_order/${order.id}`)).total).toBe(M);
  });

  it('refuses a purchase bill whose total would be above it, made, changed or finalised from a request', async () => {
    const made = await refused('POST', `${bills}/create_directly_from_admin_panel/`, {
      vendor,
      purchase_date: today,
      items: [
        { product: product.id, quantity: 1, unit_cost: M },
        { product: product.id, quantity: 1, unit_cost: '0.01' },
      ],
    });
    expect(made).toEqual({ total: [expect.stringContaining(`The bill’s total would be ${fromPaisa(maxAmountPaisa + 1n)}`)] });
    expect(made.total[0]).toContain(`above ${M}`);

    const bill = await ok(
      'POST',
      `${bills}/create_directly_from_admin_panel/`,
      { vendor, purchase_date: today, items: [{ product: product.id, quantity: 1, unit_cost: M }] },
      201,
    );
    const changed = await refused('PATCH', `${bills}/update_item/${bill.items[0].id}`, { quantity: 2 });
    expect(changed.total[0]).toContain(M);
    expect((await ok('GET', `${bills}/${bill.id}`)).total).toBe(M);

    const request = await ok(
      'POST',
      `${requests}/create_vendor_purchase_request/`,
      { vendor, request_date: today, items: [{ product: product.id, quantity: 5, expected_unit_cost: M }] },
      201,
    );
    const finalised = await refused('POST', `${bills}/create_from_purchase_request/`, { purchase_request: request.id });
    expect(finalised.total[0]).toContain(M);
    expect((await ok('GET', `${requests}/${request.id}`)).status).toBe('requested');
  });
});
