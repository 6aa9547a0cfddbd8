import { expect, test } from '@playwright/test';
import { signInToAdminAt } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { ledgerIds, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

// Closing a year locks the books up to its end: a server of its own, so that the tests posting meanwhile on the
// shared server never meet that lock.
usePrivateServer();

test('an accountant closes a fiscal year from its screen after seeing what it posts, and the Administrator reopens it', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const id = await ledgerIds(request, token);
  const spent = await request.post('/journal/api/v1/journal/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      journal_date: '2001-03-10',
      details: 'Printing the annual report',
      items: [
        { ledger: id('Company Purchase'), debit_amount: '640.00' },
        { ledger: id('Cash'), credit_amount: '640.00' },
      ],
    },
  });
  expect(spent.status(), await spent.text()).toBe(201);

  const accountant = await staffWithRole(request, token, 'Accountant', 'Farida');
  await signInToAdminAs(page, accountant);
  await page.goto('/admin/books/year-end');
  await page.getByLabel('First day of the fiscal year').fill('2000-07-01');
  await page.getByRole('button', { name: 'Show what will be posted' }).click();
  const lines = page.getByRole('table', { name: 'The closing journal of 2000-07-01 – 2001-06-30' });
  await expect(lines.getByRole('row', { name: /^Company Purchase\s/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Accumulated fund\s/ })).toBeVisible();
  await expect(page.getByText('No fiscal year is closed yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Close the year' }).click();
  await expect(page.getByText('The fiscal year is closed.')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Closed: journal / })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '2000-07-01 – 2001-06-30' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the year' })).toHaveCount(0);
  // Reopening is the advisers' (accounting.lock): the accountant is not offered it.
  await expect(page.getByRole('button', { name: 'Reopen the year' })).toHaveCount(0);

  // The accountant leaves; the Administrator signs in on the same browser.
  await page.context().clearCookies();
  await signInToAdminAt(page, '/admin/books/year-end');
  await page.getByLabel('First day of the fiscal year').fill('2000-07-01');
  await page.getByRole('button', { name: 'Show what will be posted' }).click();
  await page.getByRole('button', { name: 'Reopen the year' }).click();
  await expect(page.getByText('The fiscal year is open again.')).toBeVisible();
  await expect(page.getByText('No fiscal year is closed yet.')).toBeVisible();
  const locks = await request.get('/accounting_lock/api/v1/accounting_lock/', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await locks.json()) as { lock_date: string | null }).lock_date).toBeNull();
});
