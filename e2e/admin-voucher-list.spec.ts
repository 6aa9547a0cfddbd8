import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { authed, ledgerIds, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/** A new income ledger of its own (under Indirect Incomes), named for this test. */
async function newIncomeLedger(request: APIRequestContext, token: string, name: string) {
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: 'Indirect Incomes' })}`,
    token,
  );
  const group = groups.find((g) => g.name === 'Indirect Incomes');
  expect(group, 'the seeded Indirect Incomes group').toBeDefined();
  const response = await request.post('/ledger_account/api/v1/ledger_account/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, head_group: group?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The cell of a list's row under the column headed `heading`. */
async function cellUnder(page: Page, row: ReturnType<Page['getByRole']>, heading: string) {
  const headings = await page.getByRole('columnheader').allInnerTexts();
  const column = headings.findIndex((text) => text.trim() === heading);
  expect(column, `a column headed ${heading} among ${headings.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(column);
}

test('an accountant sees in the receipt vouchers list what each voucher moved: its amount and the ledgers it debits and credits', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const tag = uniqueTag();
  const gifts = `Festival gifts ${tag}`;
  const fees = `Hall fees ${tag}`;
  const giftsId = await newIncomeLedger(request, token, gifts);
  const feesId = await newIncomeLedger(request, token, fees);
  const idOf = await ledgerIds(request, token);
  const created = await request.post('/receipt_voucher/api/v1/receipt_voucher/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      receipt_date: '2026-01-15',
      details: `Festival takings ${tag}`,
      items: [
        { ledger: idOf('Cash'), debit_amount: '1000.10' },
        { ledger: idOf('Bank'), debit_amount: '234.40' },
        { ledger: giftsId, credit_amount: '1200.00' },
        { ledger: feesId, credit_amount: '34.50' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const number = ((await created.json()) as { receipt_vouchers: { invoice_no: string }[] }).receipt_vouchers[0].invoice_no;

  const accountant = await staffWithRole(request, token, 'Accountant', 'Rahima');
  await signInToAdminAs(page, accountant);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Receipt vouchers' }).click();
  await expect(page).toHaveURL(/\/admin\/receipt_voucher(\?|$)/);
  // The number's heading is a sort button (named for the sort); what a voucher moved is read as it is.
  await expect(page.getByRole('columnheader', { name: /voucher number/ })).toBeVisible();
  for (const heading of ['Amount', 'Ledgers debited', 'Ledgers credited'])
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill(number);
  const rows = page.getByRole('row').filter({ hasText: number });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(await cellUnder(page, row, 'Voucher number')).toHaveText(number);
  await expect(await cellUnder(page, row, 'Amount')).toHaveText(/1,234\.50$/);
  await expect(await cellUnder(page, row, 'Ledgers debited')).toHaveText('Cash, Bank');
  await expect(await cellUnder(page, row, 'Ledgers credited')).toHaveText(`${gifts}, ${fees}`);
});
