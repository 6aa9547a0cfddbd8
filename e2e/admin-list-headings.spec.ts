import { expect, type Page, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';

/** Every column of the list on screen has a heading a screen reader reads out, one for each cell of a row. */
async function expectEveryColumnHeaded(page: Page, expected: string[]) {
  const table = page.getByRole('table');
  // The list has loaded when its first record's row shows (the heading row is the table's first).
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const headings = table.getByRole('columnheader');
  const count = await headings.count();
  expect(count).toBe(await table.getByRole('row').nth(1).getByRole('cell').count());
  for (let i = 0; i < count; i++) await expect(headings.nth(i)).toHaveAccessibleName(/\S/);
  for (const name of expected) await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
}

test('the Donations list has a heading over every column: the donor, the amount and the status among them', async ({ page }) => {
  await openAdmin(page, '/admin/donation');
  await expectEveryColumnHeaded(page, ['Donor', 'Amount', 'Status']);
});

test('the Orders list has a heading over every column: the order number, the status and the payment among them', async ({ page }) => {
  await openAdmin(page, '/admin/customerorder');
  await expectEveryColumnHeaded(page, ['Order number', 'Status', 'Payment']);
});

test('the Stock list has a heading over every column: the product, what is on hand and the adjustment among them', async ({ page }) => {
  await openAdmin(page, '/admin/inventory');
  await expectEveryColumnHeaded(page, ['Product', 'On hand', 'Adjust stock']);
});
