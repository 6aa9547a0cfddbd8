import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';
import { authed, signIn } from './support/site.ts';

/** Permissions have no admin code of their own: their screens come from the registry's declaration. */
test('a generated list pages, searches and exports to CSV (permissions, which declare nothing special)', async ({ page, request }) => {
  const token = await signIn(request);
  const total = (await authed<{ total_elements: number }>(request, '/permission/api/v1/permission/all/?size=1', token)).total_elements;
  expect(total).toBeGreaterThan(25);

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Permissions', exact: true }).click();
  await expect(page.getByText(`1-25 of ${total}`)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`26-${Math.min(50, total)} of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(Math.min(25, total - 25) + 1);

  const headings = (await page.getByRole('table').getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = (await readFile(await (await exported).path(), 'utf8')).trim().split(/\r?\n/);
  // The list's columns under the list's headings.
  expect(csv[0].split(',')).toEqual(headings);
  expect(csv).toHaveLength(total + 1);
  expect(csv.some((line) => line.includes('homepage_slider.update'))).toBe(true);

  await page.getByPlaceholder('Search').fill('notice');
  await expect(page.getByText('1-4 of 4')).toBeVisible();
  for (const verb of ['read', 'create', 'update', 'delete']) await expect(page.getByRole('cell', { name: `notice.${verb}` })).toBeVisible();
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const filteredCsv = (await readFile(await (await filtered).path(), 'utf8')).trim().split(/\r?\n/);
  expect(filteredCsv).toHaveLength(5);
});

test('a generated form shows the API’s own message on the field it concerns', async ({ page }) => {
  await openAdmin(page, '/admin/menu_item/create');
  // `notice` is the key of the seeded Notices entry: the API refuses a second one (409).
  await page.getByRole('textbox', { name: /^Key/ }).fill('notice');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Notices again');
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Item' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A menu item with this menu id already exists.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Key/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/menu_item\/create$/);
});

test('a list sorts by the column clicked, both ways, and filters by a choice, across every row the API holds', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  type Permission = { name: string };
  const names = async (ordering: string) =>
    (
      await authed<{ permissions: Permission[] }>(request, `/permission/api/v1/permission/all/?size=3&ordering=${ordering}`, token)
    ).permissions.map((p) => p.name);

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Permissions', exact: true }).click();
  const nameCells = page.getByRole('table').getByRole('row').locator('td.column-name');
  await page.getByRole('button', { name: 'Sort by name ascending' }).click();
  await expect(nameCells.first()).toHaveText((await names('name'))[0]);
  await expect(page).toHaveURL(/order=ASC/);
  await page.getByRole('button', { name: 'Sort by name descending' }).click();
  await expect(nameCells.first()).toHaveText((await names('-name'))[0]);
  await expect(page).toHaveURL(/order=DESC/);

  type Employee = { gender: string | null };
  const employees = (await authed<{ employees: Employee[] }>(request, '/employee/api/v1/employee/without_pagination/all/', token))
    .employees;
  const women = employees.filter((e) => e.gender === 'female').length;
  expect(women).toBeGreaterThan(0);
  expect(women).toBeLessThan(employees.length);
  await page.getByRole('menuitem', { name: 'People and organisation', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Employees', exact: true }).click();
  await expect(page.getByText(`1-${employees.length} of ${employees.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Gender' }).click();
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(page.getByText(`1-${women} of ${women}`)).toBeVisible();
});
