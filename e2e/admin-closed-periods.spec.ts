import { type APIRequestContext, expect, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { ledgerIds, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/**
 * Closed periods as an accountant meets them: a month locked, then a voucher in it refused with the lock date;
 * a voucher reversed. The dates are in 2003, which no other test posts in, and the books are opened again after.
 */

const lockUrl = '/accounting_lock/api/v1/accounting_lock/';

/** A journal voucher of the administrator's: Company Purchase debited, Cash credited; answers its number. */
async function journal(request: APIRequestContext, token: string, kind: 'journal' | 'payment_voucher', date: string, details: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const id = await ledgerIds(request, token);
  const created = await request.post(`/${kind}/api/v1/${kind}/create/`, {
    headers,
    data: {
      [kind === 'journal' ? 'journal_date' : 'payment_date']: date,
      details,
      items: [
        { ledger: id('Company Purchase'), debit_amount: '640.00' },
        { ledger: id('Cash'), credit_amount: '640.00' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rows = (await created.json()) as Record<string, { invoice_no: string }[]>;
  return rows[kind === 'journal' ? 'journals' : 'payment_vouchers'][0].invoice_no;
}

test('an accountant locks a month, and a voucher in it is then refused with the lock date', async ({ page, request }) => {
  const token = await signIn(request);
  const invoiceNo = await journal(request, token, 'journal', '2003-01-15', `Stationery ${uniqueTag()}`);
  const accountant = await staffWithRole(request, token, 'Accountant', 'Shirin');
  await signInToAdminAs(page, accountant);
  try {
    await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Lock dates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lock dates' })).toBeVisible();
    await page.getByLabel('Lock date for everyone').fill('2003-01-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The lock dates are saved.')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/admin/journal/${invoiceNo}/show`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Changed after the month was locked');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/locked up to and including 2003-01-31/)).toBeVisible();
  } finally {
    // Only an adviser moves a lock date back: the administrator opens the books again for the other tests.
    const reopened = await request.put(lockUrl, { headers: { Authorization: `Bearer ${token}` }, data: { lock_date: null } });
    expect(reopened.status(), await reopened.text()).toBe(200);
  }
});

test('an accountant reverses a voucher: its mirror is posted and the two name each other', async ({ page, request }) => {
  const token = await signIn(request);
  const invoiceNo = await journal(request, token, 'payment_voucher', '2003-03-10', `Printer ink ${uniqueTag()}`);
  const accountant = await staffWithRole(request, token, 'Accountant', 'Rashid');
  await signInToAdminAs(page, accountant);

  await page.goto(`/admin/payment_voucher/${invoiceNo}/show`);
  await page.getByRole('button', { name: 'Reverse' }).click();
  const dialog = page.getByRole('dialog', { name: `Reverse voucher ${invoiceNo}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid twice by mistake');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  const reversed = page.getByText(new RegExp(`Voucher ${invoiceNo} is reversed by PV\\d+\\.`));
  await expect(reversed).toBeVisible();
  const reversal = (/by (PV\d+)\./.exec((await reversed.textContent()) ?? '') as RegExpExecArray)[1];
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await expect(page.getByText(reversal, { exact: true })).toBeVisible();

  await page.goto(`/admin/payment_voucher/${reversal}/show`);
  await expect(page.getByText(invoiceNo, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Cash\s+৳640\.00/ })).toBeVisible();
});

test('the year-end screen shows what a closing will post before anything is posted', async ({ page, request }) => {
  const token = await signIn(request);
  await journal(request, token, 'journal', '2003-02-20', `Paper ${uniqueTag()}`);
  await openAdmin(page, '/admin/books/year-end');
  await page.getByLabel('First day of the fiscal year').fill('2002-07-01');
  await page.getByRole('button', { name: 'Show what will be posted' }).click();
  const lines = page.getByRole('table', { name: 'The closing journal of 2002-07-01 – 2003-06-30' });
  await expect(lines.getByRole('row', { name: /^Company Purchase\s/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Accumulated fund\s/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the year' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
