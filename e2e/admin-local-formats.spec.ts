import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { authed, ledgerIds, signIn } from './support/site.ts';

test('dates show and are typed day first, in Bengali digits in Bengali, whatever the browser’s locale', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const idOf = await ledgerIds(request, token);
  const created = await request.post('/receipt_voucher/api/v1/receipt_voucher/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      receipt_date: '2026-01-15',
      details: `Book fair takings ${tag}`,
      items: [
        { ledger: idOf('Cash'), debit_amount: '120.00' },
        { ledger: idOf('Company Sales'), credit_amount: '120.00' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoiceNo = ((await created.json()) as { receipt_vouchers: { invoice_no: string }[] }).receipt_vouchers[0].invoice_no;

  // The browser speaks American English: the back office still writes the day first.
  await openAdmin(page, `/admin/receipt_voucher/${invoiceNo}/show`);
  await expect(page.getByRole('main').getByText('15/01/2026', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  const date = page.getByRole('textbox', { name: /^Receipt date/ });
  await expect(date).toHaveValue('15/01/2026');
  // The American order is no day of the calendar here (there is no 27th month): refused with what to type.
  await date.fill('11/27/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a date as day/month/year, such as 27/11/2026.')).toBeVisible();
  await date.fill('27/11/2026');
  await date.press('Tab');
  await expect(date).toHaveValue('27/11/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByText('27/11/2026', { exact: true })).toBeVisible();
  const saved = await authed<{ receipt_vouchers: { receipt_date: string }[] }>(
    request,
    `/receipt_voucher/api/v1/receipt_voucher/search/?${new URLSearchParams({ invoice_no: invoiceNo })}`,
    token,
  );
  expect(saved.receipt_vouchers[0].receipt_date).toBe('2026-11-27');

  // In Bengali: the same day, in Bengali digits, on the page and in the list.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('main').getByText('২৭/১১/২০২৬', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'রিসিপ্ট ভাউচার' }).click();
  await page.getByRole('textbox', { name: 'খুঁজুন' }).fill(invoiceNo);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: invoiceNo });
  await expect(row.getByRole('cell', { name: '২৭/১১/২০২৬' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '৳১২০.০০' })).toBeVisible();
});
