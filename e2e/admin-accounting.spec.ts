import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { pick, uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { authed, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/** A new expense ledger of its own (under Indirect Expenses), so that its report and balance hold this test's voucher only. */
async function newExpenseLedger(request: APIRequestContext, token: string, name: string) {
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: 'Indirect Expenses' })}`,
    token,
  );
  const group = groups.find((g) => g.name === 'Indirect Expenses');
  expect(group, 'the seeded Indirect Expenses group').toBeDefined();
  const response = await request.post('/ledger_account/api/v1/ledger_account/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, head_group: group?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Today as the voucher form and the reports write it (the browser's day, which is the server's here). */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The first day of the reports' default period: a year ago tomorrow (the last twelve months up to today). */
function yearAgo() {
  const now = new Date();
  const start = new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1);
  return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
}

test('an accountant enters a payment voucher that must balance before it saves, opens it by its number, and finds it in the ledger report, its CSV export and the trial balance', async ({
  page,
  request,
}) => {
  // A long journey through five screens: room for a busy machine.
  test.setTimeout(90_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const ledgerName = `Field trip fuel ${tag}`;
  await newExpenseLedger(request, token, ledgerName);

  // The books are kept by a staff member with the Accountant role, not by the administrator.
  const accountant = await staffWithRole(request, token, 'Accountant', 'Karim');
  await signInToAdminAs(page, accountant);
  await expect(page.getByText('Your role: Accountant')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await expect(page).toHaveURL(/\/admin\/payment_voucher(\?|$)/);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/payment_voucher\/create$/);

  await page.getByRole('textbox', { name: 'Details', exact: true }).fill(`Fuel for the field trip ${tag}`);
  const first = page.getByRole('group', { name: 'Line 1' });
  const second = page.getByRole('group', { name: 'Line 2' });
  await pick(page, first.getByRole('combobox', { name: 'Ledger', exact: true }), `Field trip fuel ${tag}`, ledgerName);
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('1050');
  await pick(page, second.getByRole('combobox', { name: 'Ledger', exact: true }), 'Cash', 'Cash');
  // Tab moves on from the credit cell to what a payment's line was spent on (a cause), then to its details.
  const credit = second.getByRole('textbox', { name: 'Credit', exact: true });
  await credit.fill('1000');
  await credit.press('Tab');
  await expect(second.getByRole('combobox', { name: 'Cause', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('textbox', { name: 'Line details' })).toBeFocused();

  // Off by 50: the difference shows and the voucher cannot be saved.
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByLabel('Total debits: ৳1,050.00')).toBeVisible();
  await expect(totals.getByLabel('Total credits: ৳1,000.00')).toBeVisible();
  await expect(totals.getByLabel('Difference: ৳50.00')).toBeVisible();
  await expect(totals.getByRole('status')).toContainText('Debits are ৳50.00 more than credits.');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // A third line can be added and removed again with the buttons.
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('group', { name: 'Line 3' })).toBeVisible();
  await expect(totals.getByRole('status')).toContainText('Line 3: choose a ledger.');
  await page.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(page.getByRole('group', { name: 'Line 3' })).toHaveCount(0);

  // Fixed: it balances, saves, and opens on its own page.
  await credit.fill('1050');
  await expect(totals.getByRole('status')).toContainText('The voucher balances.');
  await expect(totals.getByLabel('Difference: ৳0.00')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/payment_voucher\/PV\d+\/show$/);
  const invoiceNo = (/\/(PV\d+)\/show$/.exec(page.url()) as RegExpExecArray)[1];
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row', { name: new RegExp(`${ledgerName}.*৳1,050\\.00`) })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Cash.*৳1,050\.00/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Total\s+৳1,050\.00\s+৳1,050\.00/ })).toBeVisible();

  // The books hold it: the API's own answer by its number.
  const byNumber = await authed<{ invoice_no: string; items: { debit_amount: string; credit_amount: string }[] }>(
    request,
    `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${invoiceNo}`,
    token,
  );
  expect(byNumber.invoice_no).toBe(invoiceNo);
  expect(byNumber.items.map((i) => [i.debit_amount, i.credit_amount])).toEqual([
    ['1050.00', '0.00'],
    ['0.00', '1050.00'],
  ]);

  // Opened by its number from the vouchers' list; an unknown number is said to be unknown.
  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await expect(page).toHaveURL(/\/admin\/payment_voucher(\?|$)/);
  const find = page.getByRole('search', { name: 'Find voucher' });
  await find.getByRole('textbox', { name: 'Voucher number' }).fill('PV000000000000');
  await find.getByRole('button', { name: 'Find voucher' }).click();
  await expect(find.getByRole('alert')).toHaveText('No voucher of this kind has the number PV000000000000.');
  await find.getByRole('textbox', { name: 'Voucher number' }).fill(invoiceNo);
  await find.getByRole('button', { name: 'Find voucher' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payment_voucher/${invoiceNo}/show$`));
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(ledgerName) })).toBeVisible();

  // The expense ledger's report: the voucher's row, with Cash as the other ledger, and the balances.
  await page.getByRole('menuitem', { name: 'Ledger report' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/ledger/);
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), `Field trip fuel ${tag}`, ledgerName);
  await page.getByRole('button', { name: 'Show' }).click();
  const report = page.getByRole('table', { name: 'Ledger report' });
  const row = report.getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: today() })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Cash', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '৳1,050.00', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '৳1,050.00 Dr' })).toBeVisible();
  await expect(report.getByRole('row', { name: /Opening balance\s+৳0\.00/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /Closing balance\s+৳1,050\.00 Dr/ })).toBeVisible();

  // Its CSV: the report's headings, the opening balance, the one posting, the totals and the closing balance.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ledger-report-field-trip-fuel-.*\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(csv).toEqual([
    'Date,Voucher number,Details,Other ledgers,Debit,Credit,Balance',
    `${yearAgo()},,Opening balance,,,,0.00`,
    `${today()},${invoiceNo},Fuel for the field trip ${tag},Cash,1050.00,0.00,1050.00`,
    ',,Totals,,1050.00,0.00,',
    `${today()},,Closing balance,,,,1050.00`,
  ]);

  // The trial balance of the last twelve months shows the ledger's amount on the debit side.
  await page.getByRole('menuitem', { name: 'Trial balance' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/trial-balance/);
  const trial = page.getByRole('table', { name: 'Trial balance' });
  const ledgerRow = trial.getByRole('row', { name: new RegExp(ledgerName) });
  await expect(ledgerRow).toBeVisible();
  await expect(ledgerRow.getByRole('cell').nth(0)).toHaveText('৳1,050.00');
  await expect(ledgerRow.getByRole('cell').nth(1)).toHaveText('');
});

/** A cause of the test's own, given `raised` by the administrator (a signed-in user's gift): its figures are the test's. */
async function causeWithGifts(request: APIRequestContext, token: string, name: string, raised?: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const { causes } = await authed<{ causes: { image: string }[] }>(request, '/cause/api/v1/cause/all/?size=1', token);
  const created = await request.post('/cause/api/v1/cause/create/', {
    headers,
    data: { name, goal_amount: '1000.00', image: causes[0].image, summary: 'Books for the river schools.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cause = (await created.json()) as { id: number; name: string };
  if (raised) {
    const gift = await request.post('/cause_donation/api/v1/cause_donation/create/', {
      headers,
      data: { cause: cause.id, amount: raised },
    });
    expect(gift.status(), await gift.text()).toBe(201);
  }
  return cause;
}

test('an accountant paying more for a cause than is left of its gifts is warned on the line, and the voucher still saves; the causes then show overspent', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const books = await causeWithGifts(request, token, `River school books ${tag}`, '100.00');
  const boats = await causeWithGifts(request, token, `River school boats ${tag}`);
  const accountant = await staffWithRole(request, token, 'Accountant', 'Rafiq');
  await signInToAdminAs(page, accountant);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Details', exact: true }).fill(`Books and a boat ${tag}`);

  // ৳150 for a cause with ৳100 left: warned, with both amounts.
  const first = page.getByRole('group', { name: 'Line 1' });
  await pick(page, first.getByRole('combobox', { name: 'Ledger', exact: true }), 'Company Purchase', 'Company Purchase');
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('150');
  await pick(page, first.getByRole('combobox', { name: 'Cause', exact: true }), books.name, books.name);
  await expect(first.getByRole('alert')).toHaveText(
    `This line pays ৳150.00 for “${books.name}”, more than the ৳100.00 left of its gifts. It can still be saved; the cause will show as overspent.`,
  );
  // Paying within what is left takes the warning away.
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('100');
  await expect(first.getByRole('alert')).toHaveCount(0);
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('150');
  await expect(first.getByRole('alert')).toBeVisible();

  // ৳20 for a cause that has received nothing.
  const second = page.getByRole('group', { name: 'Line 2' });
  await pick(page, second.getByRole('combobox', { name: 'Ledger', exact: true }), 'Company Purchase', 'Company Purchase');
  await second.getByRole('textbox', { name: 'Debit', exact: true }).fill('20');
  await pick(page, second.getByRole('combobox', { name: 'Cause', exact: true }), boats.name, boats.name);
  await expect(second.getByRole('alert')).toHaveText(
    `This line pays ৳20.00 for “${boats.name}”, which has nothing left of its gifts (left: ৳0.00). It can still be saved; the cause will show as overspent.`,
  );

  await page.getByRole('button', { name: 'Add line' }).click();
  const third = page.getByRole('group', { name: 'Line 3' });
  await pick(page, third.getByRole('combobox', { name: 'Ledger', exact: true }), 'Cash', 'Cash');
  await third.getByRole('textbox', { name: 'Credit', exact: true }).fill('170');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/payment_voucher\/PV\d+\/show$/);

  for (const [cause, spent, left] of [
    [books, '150.00', '-50.00'],
    [boats, '20.00', '-20.00'],
  ] as const)
    expect(await authed(request, `/cause/api/v1/cause/${cause.id}`, token)).toMatchObject({
      spent_amount: spent,
      left_amount: left,
      overspent: true,
    });
});

test('an existing voucher is changed through its entry form: its lines keep their ids, a new line is added, and it still must balance', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const ledgerName = `Stationery ${tag}`;
  const ledger = await newExpenseLedger(request, token, ledgerName);
  const { ledger_accounts } = await authed<{ ledger_accounts: { id: number; name: string }[] }>(
    request,
    `/ledger_account/api/v1/ledger_account/search/?${new URLSearchParams({ name: 'Cash' })}`,
    token,
  );
  const cash = ledger_accounts.find((l) => l.name === 'Cash');
  const created = await request.post('/payment_voucher/api/v1/payment_voucher/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      payment_date: today(),
      details: `Paper and pens ${tag}`,
      items: [
        { ledger, debit_amount: '300.00' },
        { ledger: cash?.id, credit_amount: '300.00' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rows = ((await created.json()) as { payment_vouchers: { id: number; invoice_no: string }[] }).payment_vouchers;
  const invoiceNo = rows[0].invoice_no;

  await openAdmin(page, `/admin/payment_voucher/${invoiceNo}/show`);
  await page.getByRole('link', { name: 'Edit' }).click();
  const first = page.getByRole('group', { name: 'Line 1' });
  await expect(first.getByRole('combobox', { name: 'Ledger', exact: true })).toHaveValue(ledgerName);
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('450.25');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add line' }).click();
  const third = page.getByRole('group', { name: 'Line 3' });
  await pick(page, third.getByRole('combobox', { name: 'Ledger', exact: true }), 'Bank', 'Bank');
  await third.getByRole('textbox', { name: 'Credit', exact: true }).fill('150.25');
  await third.getByRole('textbox', { name: 'Line details' }).fill('The rest by bank');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payment_voucher/${invoiceNo}/show$`));
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Total\s+৳450\.25\s+৳450\.25/ })).toBeVisible();

  const changed = await authed<{ items: { id: number; ledger: { name: string }; debit_amount: string; credit_amount: string }[] }>(
    request,
    `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${invoiceNo}`,
    token,
  );
  expect(changed.items.map((i) => [i.ledger.name, i.debit_amount, i.credit_amount])).toEqual([
    [ledgerName, '450.25', '0.00'],
    ['Cash', '0.00', '300.00'],
    ['Bank', '0.00', '150.25'],
  ]);
  expect(changed.items.slice(0, 2).map((i) => i.id)).toEqual(rows.map((r) => r.id));
});

test('an accountant reads the profit and loss account in two sides and the balance sheet with liabilities beside assets', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profit and loss account' }).click();
  const trading = page.getByRole('region', { name: 'Trading account' });
  await expect(trading.getByRole('table', { name: 'Trading account: Debit' })).toBeVisible();
  await expect(trading.getByRole('table', { name: 'Trading account: Credit' }).getByRole('row', { name: /Direct incomes/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Profit and loss account: Debit' }).getByRole('row', { name: /Indirect expenses/ }),
  ).toBeVisible();

  await page.getByRole('menuitem', { name: 'Balance sheet' }).click();
  await expect(page.getByRole('table', { name: 'Liabilities' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assets' }).getByRole('row', { name: /Current Assets/ })).toBeVisible();

  // In Bengali: the same statement, its amounts in taka with Bengali digits.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'উদ্বৃত্তপত্র' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'সম্পদ' }).getByRole('row', { name: /^মোট\s+-?৳[০-৯,]+\.[০-৯]{2}$/ })).toBeVisible();
});

test('a staff member using assistive technology meets no serious accessibility problem on the voucher form, a voucher, the ledger form and the account reports', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const ledgerName = `Printing ${tag}`;
  const ledger = await newExpenseLedger(request, token, ledgerName);
  const { ledger_accounts } = await authed<{ ledger_accounts: { id: number; name: string }[] }>(
    request,
    `/ledger_account/api/v1/ledger_account/search/?${new URLSearchParams({ name: 'Cash' })}`,
    token,
  );
  const created = await request.post('/payment_voucher/api/v1/payment_voucher/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      payment_date: today(),
      details: `Leaflets ${tag}`,
      items: [
        { ledger, debit_amount: '75.00' },
        { ledger: ledger_accounts.find((l) => l.name === 'Cash')?.id, credit_amount: '75.00' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoiceNo = ((await created.json()) as { payment_vouchers: { invoice_no: string }[] }).payment_vouchers[0].invoice_no;

  // The voucher as it is shown and printed, its edit form, and the ledger form.
  await openAdmin(page, `/admin/payment_voucher/${invoiceNo}/show`);
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(ledgerName) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'voucher').toEqual([]);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('group', { name: 'Line 1' }).getByRole('combobox', { name: 'Ledger', exact: true })).toHaveValue(ledgerName);
  await settled(page);
  expect(await seriousViolations(page), 'voucher edit form').toEqual([]);
  await page.goto(`/admin/ledger_account/${ledger}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(ledgerName);
  await settled(page);
  expect(await seriousViolations(page), 'ledger form').toEqual([]);

  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await expect(page.getByRole('search', { name: 'Find voucher' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('group', { name: 'Line 2' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('menuitem', { name: 'Ledger report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger report' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Line 1' })).toHaveCount(0);
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), 'Cash', 'Cash');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Ledger report' }).getByRole('row', { name: /Closing balance/ })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  for (const [entry, table] of [
    ['Trial balance', 'Trial balance'],
    ['Profit and loss account', 'Trading account: Debit'],
    ['Balance sheet', 'Assets'],
  ]) {
    await page.getByRole('menuitem', { name: entry }).click();
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page), entry).toEqual([]);
  }
});
