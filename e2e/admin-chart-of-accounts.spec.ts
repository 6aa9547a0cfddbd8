import { expect, test } from '@playwright/test';
import { holdRequests, uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';

test('the accountant opens the chart of accounts from Assets down to the Cash ledger, adds a ledger from the tree and finds it under its group', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ledgerName = `Water for the clinic ${uniqueTag()}`;
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Chart of accounts', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/group(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeVisible();
  const tree = page.getByRole('list', { name: 'Chart of accounts' });

  // Primary groups open to their groups, groups to their sub-groups and ledgers.
  const assets = tree.getByRole('button', { name: 'Assets', exact: true });
  await expect(assets).toHaveAttribute('aria-expanded', 'false');
  await assets.click();
  await expect(assets).toHaveAttribute('aria-expanded', 'true');
  const underAssets = tree.getByRole('list', { name: 'Assets', exact: true });
  await underAssets.getByRole('button', { name: 'Current Assets', exact: true }).click();
  const currentAssets = tree.getByRole('list', { name: 'Current Assets', exact: true });
  await expect(currentAssets.getByRole('button', { name: 'Bank Accounts', exact: true })).toBeVisible();
  await currentAssets.getByRole('button', { name: 'Cash-in-Hand', exact: true }).click();
  const cashInHand = tree.getByRole('list', { name: 'Cash-in-Hand', exact: true });
  await expect(cashInHand.getByRole('listitem', { name: 'Ledger Cash', exact: true })).toBeVisible();
  await expect(cashInHand.getByRole('link', { name: 'Ledger report of Cash' })).toBeVisible();
  // Closed again, its ledgers are gone from view.
  await currentAssets.getByRole('button', { name: 'Cash-in-Hand', exact: true }).click();
  await expect(tree.getByRole('listitem', { name: 'Ledger Cash', exact: true })).toHaveCount(0);

  // A ledger added from the tree: the form knows its group, and saving returns to the tree, the group open.
  await tree.getByRole('button', { name: 'Expenses', exact: true }).click();
  await tree.getByRole('link', { name: 'Add ledger under Indirect Expenses' }).click();
  await expect(page).toHaveURL(/\/admin\/ledger_account\/create$/);
  await expect(page.getByRole('combobox', { name: 'Head group' })).toHaveValue('Indirect Expenses');
  await page.getByRole('textbox', { name: 'Name' }).fill(ledgerName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/group$/);
  const indirect = tree.getByRole('list', { name: 'Indirect Expenses', exact: true });
  const added = indirect.getByRole('listitem', { name: `Ledger ${ledgerName}` });
  await expect(added).toBeVisible();

  // Renamed from the tree, and back in it under its new name.
  await added.getByRole('link', { name: `Edit ${ledgerName}` }).click();
  await expect(page).toHaveURL(/\/admin\/ledger_account\/\d+$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${ledgerName} (bottled)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/group$/);
  await expect(indirect.getByRole('listitem', { name: `Ledger ${ledgerName} (bottled)` })).toBeVisible();

  // In Bengali: the same tree, its own words.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'হিসাবের ছক' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'হিসাবের ছক' }).getByRole('link', { name: 'খতিয়ান যোগ করুন: Indirect Expenses' })).toBeVisible();
});

test('a staff member using assistive technology meets no serious accessibility problem in the chart of accounts and its forms', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // While the chart is on its way, its loading message reads as well as the rest.
  const release = await holdRequests(page, '**/group/api/v1/group/**');
  await openAdmin(page, '/admin/group');
  await expect(page.getByText('Please wait', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await release();
  const tree = page.getByRole('list', { name: 'Chart of accounts' });
  await page.getByRole('button', { name: 'Open all' }).click();
  await expect(tree.getByRole('listitem', { name: 'Ledger Cash', exact: true })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The keyboard reaches a group's button and opens and closes it.
  await page.getByRole('button', { name: 'Close all' }).click();
  const incomes = tree.getByRole('button', { name: 'Incomes', exact: true });
  await incomes.focus();
  await page.keyboard.press('Enter');
  await expect(incomes).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('button', { name: 'Sales Accounts', exact: true })).toBeVisible();

  await tree.getByRole('link', { name: 'Add group under Incomes' }).click();
  await expect(page).toHaveURL(/\/admin\/group\/create$/);
  await expect(page.getByRole('combobox', { name: 'Head primary group' })).toHaveValue('Incomes');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
