import { expect, test } from '@playwright/test';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { authed, signIn } from './support/site.ts';

// The employee made here joins the public team page, so this journey runs against a server of its own.
usePrivateServer();

interface Named {
  id: number;
  name: string;
}

interface Employee {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: number | null;
}

test('a department made in the back office gets an employee through the employee form, filters the employee list, and cannot be deleted while the employee refers to it', async ({
  page,
  request,
}) => {
  // A long journey through four screens: room for a busy machine.
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const departmentName = `Field research ${tag}`;
  const person = { first_name: 'Taslima', last_name: `Khatun ${tag}`, email: `taslima-${tag}@example.org` };

  // An employee of another department, who must not show once the list is filtered.
  const everyone = (await authed<{ employees: Employee[] }>(request, '/employee/api/v1/employee/without_pagination/all/', token)).employees;
  const elsewhere = everyone.find((e) => e.department !== null);
  expect(elsewhere, 'a seeded employee with a department').toBeDefined();

  await signInToAdminAt(page);

  // The department, made from its generated screens.
  await page.getByRole('menuitem', { name: 'People and organisation', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Departments', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Departments' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/department\/create$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill(departmentName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const found = await authed<{ departments: Named[] }>(
    request,
    `/department/api/v1/department/search/?${new URLSearchParams({ name: departmentName })}`,
    token,
  );
  const department = found.departments.find((d) => d.name === departmentName);
  expect(department, `the department ${departmentName}`).toBeDefined();

  // An employee of it, the department picked by typing its name.
  await page.getByRole('menuitem', { name: 'Employees', exact: true }).click();
  // The departments' list has a Create link too, and stays a moment after the address changes: wait for the
  // employees' list itself before following it.
  await expect(page).toHaveURL(/\/admin\/employee(\?|$)/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Employees' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/employee\/create$/);
  await page.getByRole('textbox', { name: /^First name/ }).fill(person.first_name);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(person.last_name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(person.email);
  const picker = page.getByRole('combobox', { name: 'Department' });
  await picker.fill(`Field research ${tag}`);
  await page.getByRole('option', { name: departmentName }).click();
  await expect(picker).toHaveValue(departmentName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/employee(\?|$)/);

  const made = (
    await authed<{ employees: Employee[] }>(
      request,
      `/employee/api/v1/employee/all/?${new URLSearchParams({ department: String(department?.id) })}`,
      token,
    )
  ).employees;
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ ...person, department: department?.id });

  // The employee list, filtered by the new department: the new employee, named with the department's name.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Department' }).click();
  const filter = page.getByRole('combobox', { name: 'Department' });
  await filter.fill(departmentName);
  await page.getByRole('option', { name: departmentName }).click();
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(person.email) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: departmentName, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp((elsewhere as Employee).email) })).toHaveCount(0);

  // The department cannot go while the employee refers to it: the back office shows the API's reason.
  await page.getByRole('menuitem', { name: 'Departments', exact: true }).click();
  // The employee list has a search box too: wait for the departments' list before typing.
  await expect(page).toHaveURL(/\/admin\/department(\?|$)/);
  await expect(page.getByRole('columnheader', { name: /Sort by description/ })).toBeVisible();
  await page.getByPlaceholder('Search').fill(departmentName);
  await expect(page).toHaveURL(/filter=/);
  await page
    .getByRole('row', { name: new RegExp(departmentName) })
    .getByRole('cell', { name: departmentName, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/department/${department?.id}$`));
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(departmentName);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Department “${departmentName}” cannot be deleted: 1 employee still refers to it.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/department/${department?.id}$`));
  // Still there.
  const kept = await authed<Named>(request, `/department/api/v1/department/${department?.id}/`, token);
  expect(kept.name).toBe(departmentName);
});
