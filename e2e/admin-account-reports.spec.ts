import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pick, uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { authed, ledgerIds, signIn } from './support/site.ts';

/**
 * The account reports beyond the ledger report and the statements: voucher lists filtered as the reports
 * are, the cash and bank statement and totals, the voucher reports and summaries. Each test keeps to a
 * year of its own in the past, so that other tests' vouchers (dated today) do not change its numbers.
 */

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
};

/** A new ledger of its own under Indirect Expenses, and a sub-ledger, so that a report holds this test's vouchers only. */
async function ownAccounts(request: APIRequestContext, token: string, tag: string) {
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: 'Indirect Expenses' })}`,
    token,
  );
  const head = groups.find((g) => g.name === 'Indirect Expenses')?.id;
  const ledgerName = `Clinic supplies ${tag}`;
  const ledger = (await post(request, token, '/ledger_account/api/v1/ledger_account/create/', { name: ledgerName, head_group: head }))
    .id as number;
  const subLedgerName = `Flood relief ${tag}`;
  const subLedger = (await post(request, token, '/sub_ledger_account/api/v1/sub_ledger_account/create/', { name: subLedgerName }))
    .id as number;
  const idOf = await ledgerIds(request, token);
  return { ledger, ledgerName, subLedger, subLedgerName, cash: idOf('Cash'), bank: idOf('Bank') };
}

/** A payment voucher: the amount debited to `ledger` and credited to `from` (Cash unless said). */
async function payment(
  request: APIRequestContext,
  token: string,
  date: string,
  ledger: number,
  from: number,
  amount: string,
  line: object = {},
) {
  const created = await post(request, token, '/payment_voucher/api/v1/payment_voucher/create/', {
    payment_date: date,
    details: `Supplies ${date}`,
    items: [
      { ledger, debit_amount: amount, ...line },
      { ledger: from, credit_amount: amount },
    ],
  });
  return created.payment_vouchers[0].invoice_no as string;
}

/** An API amount ("1250.50") in paisa, and back: sums in a test are exact too. */
const paisa = (value: string) => {
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const abs = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return value.startsWith('-') ? -abs : abs;
};
const amount = (value: bigint) => {
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** An amount as the back office writes it in English: `৳1,050.00`. */
const taka = (value: string) => {
  const negative = value.startsWith('-');
  const [whole, fraction] = (negative ? value.slice(1) : value).split('.');
  return `${negative ? '-' : ''}৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/** A report's period, typed in its two date fields. */
async function period(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
}

test('the accountant lists the payment vouchers of one ledger over a period and sees exactly those', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const own = await ownAccounts(request, token, tag);
  const january = await payment(request, token, '2011-01-10', own.ledger, own.cash, '100.00');
  const february = await payment(request, token, '2011-02-15', own.ledger, own.cash, '200.00');
  const march = await payment(request, token, '2011-03-20', own.ledger, own.bank, '300.00', { sub_ledger: own.subLedger });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await expect(page).toHaveURL(/\/admin\/payment_voucher(\?|$)/);
  await page.getByLabel('Date from').fill('2011-02-01');
  await page.getByLabel('Date to').fill('2011-03-31');
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), `Clinic supplies ${tag}`, own.ledgerName);
  const rows = page.getByRole('table').getByRole('row');
  // The two vouchers of February and March (once loaded: the list shows placeholder rows until then), not January's.
  await expect(page.getByRole('row', { name: new RegExp(february) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(march) })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(january) })).toHaveCount(0);

  // The address keeps the filters: opened again, the same vouchers.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(march) })).toBeVisible({ timeout: 20_000 });
  await expect(rows).toHaveCount(3);
});

test('the cash and bank totals and statement of a period show the numbers the API answers', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const own = await ownAccounts(request, token, uniqueTag());
  const cashNo = await payment(request, token, '2012-05-10', own.ledger, own.cash, '1250.50');
  await payment(request, token, '2012-06-10', own.ledger, own.bank, '2000.00');
  const totals = await authed<{ cash_dr_total: string; cash_cr_total: string; bank_dr_total: string; bank_cr_total: string }>(
    request,
    '/account_log_report/api/v1/account_log_report/get_total_cash_dr_cr_bank_dr_cr/?start_date=2012-01-01&end_date=2012-12-31',
    token,
  );
  expect(paisa(totals.cash_cr_total)).toBeGreaterThanOrEqual(125050n);

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cash and bank totals' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/cash-bank-totals/);
  await period(page, '2012-01-01', '2012-12-31');
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: 'Cash and bank totals' });
  const cash = table.getByRole('row', { name: /^Cash/ });
  await expect(cash.getByRole('cell').nth(0)).toHaveText(taka(totals.cash_dr_total));
  await expect(cash.getByRole('cell').nth(1)).toHaveText(taka(totals.cash_cr_total));
  const bank = table.getByRole('row', { name: /^Bank/ });
  await expect(bank.getByRole('cell').nth(0)).toHaveText(taka(totals.bank_dr_total));
  await expect(bank.getByRole('cell').nth(1)).toHaveText(taka(totals.bank_cr_total));

  // Its CSV: the same numbers as the API writes them, the net of each, and the totals row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cash-and-bank-totals-for-2012-01-01-to-2012-12-31.csv');
  const net = (dr: string, cr: string) => amount(paisa(dr) - paisa(cr));
  const [dr, cr] = [
    amount(paisa(totals.cash_dr_total) + paisa(totals.bank_dr_total)),
    amount(paisa(totals.cash_cr_total) + paisa(totals.bank_cr_total)),
  ];
  expect((await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/)).toEqual([
    'Particulars,Received (debit),Paid (credit),Net',
    `Cash,${totals.cash_dr_total},${totals.cash_cr_total},${net(totals.cash_dr_total, totals.cash_cr_total)}`,
    `Bank,${totals.bank_dr_total},${totals.bank_cr_total},${net(totals.bank_dr_total, totals.bank_cr_total)}`,
    `Totals,${dr},${cr},${net(dr, cr)}`,
  ]);

  // The statement of Cash over the same period: the API's rows and its closing balance.
  await page.getByRole('menuitem', { name: 'Cash and bank statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash and bank statement' })).toBeVisible();
  await period(page, '2012-01-01', '2012-12-31');
  await page.getByRole('button', { name: 'Show' }).click();
  const statement = await authed<{ total_elements: number; previous_balance: string }>(
    request,
    '/account_log_report/api/v1/account_log_report/by_ledger_type/?account_type=Cash&date_after=2012-01-01&date_before=2012-12-31&size=1',
    token,
  );
  const report = page.getByRole('table', { name: 'Cash and bank statement' });
  const row = report.getByRole('row', { name: new RegExp(cashNo) });
  await expect(row.getByRole('cell', { name: own.ledgerName })).toBeVisible();
  await expect(row.getByRole('cell', { name: taka('1250.50'), exact: true })).toBeVisible();
  const opening = statement.previous_balance.startsWith('-') ? statement.previous_balance.slice(1) : statement.previous_balance;
  await expect(report.getByRole('row', { name: /Opening balance/ })).toContainText(taka(opening));
  await expect(page.getByText(new RegExp(`of ${statement.total_elements}`))).toBeVisible();
});

test('the payment summary by sub-ledger and the payment report of one ledger agree with the API', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const own = await ownAccounts(request, token, uniqueTag());
  await payment(request, token, '2013-02-01', own.ledger, own.cash, '100.00', { sub_ledger: own.subLedger });
  await payment(request, token, '2013-03-01', own.ledger, own.cash, '50.25', { sub_ledger: own.subLedger });
  const plain = await payment(request, token, '2013-04-01', own.ledger, own.bank, '75.00');
  const summary = await authed<{ payment_voucher_summary: Record<string, string> }>(
    request,
    `/account_report/api/v1/account_report/summary_for_payment_voucher/?ledger=${own.ledger}&date_after=2013-01-01&date_before=2013-12-31`,
    token,
  );
  expect(summary.payment_voucher_summary).toEqual({ [own.subLedgerName]: '150.25', 'No sub-ledger': '75.00' });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Voucher summary' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/voucher-summary/);
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), own.ledgerName, own.ledgerName);
  await period(page, '2013-01-01', '2013-12-31');
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: 'Voucher summary: Payments' });
  await expect(table.getByRole('row', { name: `${own.subLedgerName} ${taka('150.25')}` })).toBeVisible();
  await expect(table.getByRole('row', { name: `No sub-ledger ${taka('75.00')}` })).toBeVisible();
  await expect(table.getByRole('row', { name: `Total ${taka('225.25')}` })).toBeVisible();

  // The report of the same filters: each payment's line, newest first, and the period's total.
  await page.getByRole('menuitem', { name: 'Voucher report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher report' })).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), own.ledgerName, own.ledgerName);
  await period(page, '2013-01-01', '2013-12-31');
  await page.getByRole('button', { name: 'Show' }).click();
  const report = page.getByRole('table', { name: 'Voucher report: Payments' });
  const first = report.getByRole('row').nth(1);
  await expect(first).toContainText(plain);
  await expect(first.getByRole('cell', { name: 'Bank', exact: true })).toBeVisible();
  await expect(report.getByRole('row', { name: `Total for the period ${taka('225.25')}` })).toBeVisible();
});

test('a staff member using assistive technology meets no serious accessibility problem on the voucher filters and the new account reports', async ({
  page,
}) => {
  // Five screens, each read and checked by axe: room for a busy machine.
  test.setTimeout(180_000);
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Receipt vouchers' }).click();
  await expect(page.getByLabel('Date from')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await settled(page);
  expect(await seriousViolations(page), 'voucher list').toEqual([]);

  for (const [entry, table] of [
    ['Cash and bank statement', 'Cash and bank statement'],
    ['Cash and bank totals', 'Cash and bank totals'],
    ['Voucher report', 'Voucher report: Payments'],
    ['Voucher summary', 'Voucher summary: Payments'],
  ]) {
    await page.getByRole('menuitem', { name: entry }).click();
    // A year of the demo books is read first: room for a busy machine.
    await expect(page.getByRole('table', { name: table })).toBeVisible({ timeout: 30_000 });
    await settled(page);
    expect(await seriousViolations(page), entry).toEqual([]);
  }
});
