import { type APIRequestContext, expect, test } from '@playwright/test';
import { pick, uniqueTag } from './support/admin.ts';
import { authed, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/** A ledger of this test's own under a seeded group, so its balance holds this test's entries only. */
async function newLedger(request: APIRequestContext, token: string, name: string, groupName: string) {
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: groupName })}`,
    token,
  );
  const response = await request.post('/ledger_account/api/v1/ledger_account/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, head_group: groups.find((g) => g.name === groupName)?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a clerk records an expense for a cause, is warned that the cash box would go into credit, confirms, and sees the saved voucher', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  // A petty cash box of its own (empty), so the payment takes it into credit without touching the demo's Cash.
  const box = `Petty cash ${tag}`;
  const head = `Tube wells ${tag}`;
  await newLedger(request, token, box, 'Cash-in-Hand');
  await newLedger(request, token, head, 'Indirect Expenses');
  const { causes } = await authed<{ causes: { name: string }[] }>(request, '/cause/api/v1/cause/all/?size=1', token);
  const cause = causes[0].name;

  await signInToAdminAs(page, await staffWithRole(request, token, 'Accountant', 'Rahim'));
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  // The Books offer the plain entries as shortcuts, not among their reports.
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: 'Trial balance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: 'Record an expense' })).toHaveCount(0);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('link', { name: 'Record money received' })).toBeVisible();
  await shortcuts.getByRole('link', { name: 'Record an expense' }).click();
  await pick(page, page.getByRole('combobox', { name: 'Paid from (Cash or Bank)' }), box, box);
  await pick(page, page.getByRole('combobox', { name: 'Expense head' }), head, head);
  await pick(page, page.getByRole('combobox', { name: 'Cause' }), cause, cause);
  await page.getByRole('textbox', { name: 'Amount' }).fill('2,500');
  await page.getByRole('textbox', { name: 'Details' }).fill(`A tube well for the school ${tag}`);

  const warning = page.getByRole('alert').filter({ hasText: 'takes it into credit' });
  await expect(warning).toHaveText(/This ledger holds ৳0\.00; paying ৳2,500\.00 takes it into credit/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tick “Pay it anyway” under the warning, or change the amount.')).toBeVisible();
  await warning.getByRole('checkbox', { name: 'Pay it anyway' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/payment_voucher\/\d+\/show$/);
  await expect(page.getByText(`A tube well for the school ${tag}`).first()).toBeVisible();
  await expect(page.getByText(head).first()).toBeVisible();
  await expect(page.getByText(cause).first()).toBeVisible();
});
