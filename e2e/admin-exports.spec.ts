import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { compact, csvRows, downloadBy, firstSheet, pdfText, sheetRows } from './support/files.ts';
import { usePrivateServer } from './support/private-server.ts';
import { authed, settings, signIn } from './support/site.ts';

// One test changes the charity's currency: these run one after the other on a server of their own.
test.describe.configure({ mode: 'serial' });

usePrivateServer();

function isoDay(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
const today = isoDay(new Date());
const yearAgo = isoDay(new Date(new Date().getFullYear() - 1, new Date().getMonth(), new Date().getDate() + 1));

/**
 * A new expense ledger of its own (under Indirect Expenses) and a payment voucher of 1,050.00 from Cash
 * to it, dated today: the ledger's report and trial balance row hold this voucher only.
 */
async function bookedVoucher(request: APIRequestContext, name: string) {
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: 'Indirect Expenses' })}`,
    token,
  );
  const created = await request.post('/ledger_account/api/v1/ledger_account/create/', {
    headers,
    data: { name, head_group: groups.find((g) => g.name === 'Indirect Expenses')?.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ledger = ((await created.json()) as { id: number }).id;
  const { ledger_accounts } = await authed<{ ledger_accounts: { id: number; name: string }[] }>(
    request,
    `/ledger_account/api/v1/ledger_account/search/?${new URLSearchParams({ name: 'Cash' })}`,
    token,
  );
  const voucher = await request.post('/payment_voucher/api/v1/payment_voucher/create/', {
    headers,
    data: {
      payment_date: today,
      details: `Fuel for the field trip ${name}`,
      items: [
        { ledger, debit_amount: '1050.00' },
        { ledger: ledger_accounts.find((l) => l.name === 'Cash')?.id, credit_amount: '1050.00' },
      ],
    },
  });
  expect(voucher.status(), await voucher.text()).toBe(201);
  const invoiceNo = ((await voucher.json()) as { payment_vouchers: { invoice_no: string }[] }).payment_vouchers[0].invoice_no;
  return { token, ledger, invoiceNo };
}

/** The ledger's report over the default period, once its voucher's row shows (`open` goes to an address). */
async function openLedgerReport(
  page: Page,
  ledger: number,
  invoiceNo: string,
  open: (address: string) => Promise<unknown> = (address) => page.goto(address),
) {
  await open(`/admin/reports/ledger?ledger=${ledger}`);
  await expect(page.getByRole('table', { name: 'Ledger report' }).getByRole('row', { name: new RegExp(invoiceNo) })).toBeVisible();
}

test('an accountant exports a ledger report as a spreadsheet and as a PDF, and both files hold the report’s numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ledgerName = `Field fuel ${uniqueTag()}`;
  const { ledger, invoiceNo } = await bookedVoucher(request, ledgerName);
  await openLedgerReport(page, ledger, invoiceNo, (address) => signInToAdminAt(page, address));
  const exports = page.getByRole('group', { name: 'Export' });

  const xlsx = await downloadBy(page, exports.getByRole('button', { name: 'Export XLSX' }));
  expect(xlsx.name).toMatch(/^ledger-report-field-fuel-.*\.xlsx$/);
  const sheet = await firstSheet(xlsx.bytes);
  const rows = sheetRows(sheet);
  expect(rows[0].values).toEqual(['Ledger report']);
  expect(rows[1].values[0]).toContain(ledgerName);
  const header = rows.find((r) => r.values[0] === 'Date');
  expect(header?.values).toEqual(['Date', 'Voucher number', 'Details', 'Other ledgers', 'Debit', 'Credit', 'Balance']);
  expect(header?.bold).toBe(true);
  const posting = rows.find((r) => r.values[1] === invoiceNo);
  expect(posting?.values.slice(0, 4)).toEqual([today, invoiceNo, `Fuel for the field trip ${ledgerName}`, 'Cash']);
  // Money is a number with two decimals and the taka's thousands format, not text.
  expect(posting?.values[4]).toBe(1050);
  expect(posting?.values[6]).toBe(1050);
  expect(posting?.row.getCell(5).numFmt).toBe('"৳"#,##0.00;-"৳"#,##0.00');
  const totals = rows.find((r) => r.values[2] === 'Totals');
  expect(totals?.values[4]).toBe(1050);
  expect(totals?.values[5]).toBe(0);
  expect(totals?.bold).toBe(true);
  expect(rows.at(-1)?.values[2]).toBe('Closing balance');
  expect(rows.at(-1)?.values[6]).toBe(1050);

  const pdf = await downloadBy(page, exports.getByRole('button', { name: 'Export PDF' }));
  expect(pdf.name).toMatch(/^ledger-report-field-fuel-.*\.pdf$/);
  const text = await pdfText(pdf.bytes);
  const { site_name } = (await settings(request)) as { site_name: string };
  for (const words of [site_name, 'Ledger report', ledgerName, invoiceNo, '৳1,050.00', 'Closing balance', 'Page 1 of 1']) {
    expect(text).toContain(compact(words));
  }
});

test('an accountant exports the payment vouchers list: the file holds the list’s columns, the amount and the ledgers by name', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ledgerName = `Courier ${uniqueTag()}`;
  const { invoiceNo } = await bookedVoucher(request, ledgerName);
  await signInToAdminAt(page, '/admin/payment_voucher');
  const list = page.getByRole('table');
  await expect(list.getByRole('row', { name: new RegExp(invoiceNo) })).toBeVisible();
  const headings = (await list.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);

  const csv = await downloadBy(page, page.getByRole('button', { name: 'Export', exact: true }));
  expect(csv.name).toMatch(/^payment-vouchers\.csv$/);
  const [header, ...rows] = csvRows(csv.bytes);
  // The columns the list shows, under the same headings: no ids, no columns the list does not show.
  expect(header).toEqual(headings);
  expect(header).toEqual(['Voucher number', 'Payment date', 'Amount', 'Ledgers debited', 'Ledgers credited', 'Details']);
  expect(rows.find((row) => row[0] === invoiceNo)).toEqual([
    invoiceNo,
    today,
    '1050.00',
    ledgerName,
    'Cash',
    `Fuel for the field trip ${ledgerName}`,
  ]);
});

test('an accountant exports the trial balance to a spreadsheet whose totals are the books’ own', async ({ page, request }) => {
  test.setTimeout(90_000);
  const ledgerName = `Stationery ${uniqueTag()}`;
  const { token } = await bookedVoucher(request, ledgerName);
  await signInToAdminAt(page, `/admin/reports/trial-balance?from=${yearAgo}&to=${today}`);
  await expect(page.getByRole('table', { name: 'Trial balance' }).getByRole('row', { name: new RegExp(ledgerName) })).toBeVisible();

  const xlsx = await downloadBy(page, page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'Export XLSX' }));
  const rows = sheetRows(await firstSheet(xlsx.bytes));
  expect(rows[0].values).toEqual(['Trial balance']);
  expect(rows.find((r) => r.values[0] === 'Particulars')?.values).toEqual(['Particulars', 'Debit', 'Credit']);
  expect(rows.find((r) => String(r.values[0]).trim() === ledgerName)?.values.slice(1)).toEqual([1050]);

  const { trial_balance } = await authed<{ trial_balance: { total_debit_amount: string; total_credit_amount: string } }>(
    request,
    `/balance_sheet/api/v1/balance_sheet/trial_balance/?${new URLSearchParams({ start_date: yearAgo, end_date: today })}`,
    token,
  );
  const totals = rows.at(-1);
  expect(totals?.values).toEqual(['Totals', Number(trial_balance.total_debit_amount), Number(trial_balance.total_credit_amount)]);
  expect(totals?.values[1]).toBe(totals?.values[2]);
  expect(totals?.bold).toBe(true);
});

test('an accountant prints a voucher opened by its number: a PDF with the charity’s name, the lines, the totals and places to sign', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ledgerName = `Printing ${uniqueTag()}`;
  const { invoiceNo } = await bookedVoucher(request, ledgerName);
  await signInToAdminAt(page, `/admin/payment_voucher/${invoiceNo}/show`);
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(`^${ledgerName}`) })).toBeVisible();

  const pdf = await downloadBy(page, page.getByRole('button', { name: 'Print' }));
  expect(pdf.name).toBe(`payment-voucher-${invoiceNo.toLowerCase()}.pdf`);
  const text = await pdfText(pdf.bytes);
  const { site_name } = (await settings(request)) as { site_name: string };
  for (const words of [
    site_name,
    `Payment voucher ${invoiceNo}`,
    `Voucher number ${invoiceNo}`,
    `Date ${today}`,
    ledgerName,
    'Cash',
    '৳1,050.00',
    'In words: One thousand fifty taka only',
    'Prepared by',
    'Checked by',
    'Approved by',
  ]) {
    expect(text).toContain(compact(words));
  }
  // The totals row: both columns, equal.
  expect(text).toContain(compact('Total ৳1,050.00 ৳1,050.00'));

  // In Bengali: Bengali labels in the Bengali face, amounts in Bengali digits. (A reader gives shaped
  // Bengali back in drawing order, so the words checked have no vowel sign written before its letter.)
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  const bengali = await pdfText((await downloadBy(page, page.getByRole('button', { name: 'প্রিন্ট' }))).bytes);
  for (const words of [invoiceNo, 'ভাউচার', '৳১,০৫০.০০', 'যাচাইকারী']) {
    expect(bengali).toContain(words);
  }
});

test('the administrator keeps the books in dollars for a while: the reports and their exports show the dollar sign, then taka again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ledgerName = `Travel ${uniqueTag()}`;
  const { ledger, invoiceNo } = await bookedVoucher(request, ledgerName);
  await signInToAdminAt(page);

  const chooseCurrency = async (code: string) => {
    await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
    await page.getByRole('menuitem', { name: 'General settings' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: code, exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
  };

  try {
    await chooseCurrency('USD');
    await openLedgerReport(page, ledger, invoiceNo);
    const row = page.getByRole('table', { name: 'Ledger report' }).getByRole('row', { name: new RegExp(invoiceNo) });
    await expect(row.getByRole('cell', { name: '$1,050.00', exact: true })).toBeVisible();
    const xlsx = await downloadBy(page, page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'Export XLSX' }));
    const posting = sheetRows(await firstSheet(xlsx.bytes)).find((r) => r.values[1] === invoiceNo);
    expect(posting?.row.getCell(5).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
  } finally {
    await chooseCurrency('BDT');
  }
  await openLedgerReport(page, ledger, invoiceNo);
  const row = page.getByRole('table', { name: 'Ledger report' }).getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(row.getByRole('cell', { name: '৳1,050.00', exact: true })).toBeVisible();
  const stored = (await settings(request)) as { currency: string };
  expect(stored.currency).toBe('BDT');
});
