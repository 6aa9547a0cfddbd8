import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/site.ts';

/** A new staff member with the seeded Content editor role, made through the API as the administrator. */
async function contentEditor(request: APIRequestContext) {
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = await request.get('/role/api/v1/role/without_pagination/all/', { headers });
  const role = ((await roles.json()) as { roles: { id: number; name: string }[] }).roles.find((r) => r.name === 'Content editor');
  expect(role, 'the seeded Content editor role').toBeDefined();
  const person = {
    first_name: 'Rina',
    email: `editor-${Date.now()}-${test.info().workerIndex}@example.org`,
    password: 'rina-editor-password',
  };
  const created = await request.post('/user/api/v1/user/create/', { headers, data: { ...person, role: role?.id } });
  expect(created.status(), await created.text()).toBe(201);
  return person;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a content editor sees only the website menu and causes’ texts and pictures, and a user screen tells them which permission they lack', async ({
  page,
  request,
}) => {
  const editor = await contentEditor(request);
  await signInAs(page, editor.email, editor.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Rina' })).toBeVisible();
  await expect(page.getByText('Your role: Content editor')).toBeVisible();

  // The dashboard counts only what the role may open.
  await expect(page.getByRole('link', { name: /Notices on the site/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Staff accounts/ })).toHaveCount(0);
  // Two workspaces: the website, and of donations and members only the causes, their content blocks and pictures.
  await expect(page.getByRole('group', { name: 'Workspaces' }).getByRole('menuitem')).toHaveText(['Website', 'Donations and members']);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  const website = page.getByRole('group', { name: 'Website' });
  for (const entry of ['Homepage sliders', 'General settings', 'Site menu', 'Content blocks', 'Content images', 'Notices']) {
    await expect(website.getByRole('menuitem', { name: entry })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  const members = page.getByRole('group', { name: 'Donations and members' });
  for (const entry of ['Causes', 'Cause content blocks', 'Cause pictures'])
    await expect(members.getByRole('menuitem', { name: entry })).toBeVisible();
  await expect(members.getByRole('menuitem')).toHaveCount(3);
  await expect(page.getByRole('menuitem', { name: 'Settings', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'People and organisation', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toHaveCount(0);

  // Typed by hand, the address of a screen the role may not use: refused, with the reason.
  await page.goto('/admin/user');
  await expect(page.getByRole('alert')).toContainText("You don't have the permission user.read.");
  await expect(page.getByRole('alert')).toContainText('Ask an administrator to add it to your role (Content editor).');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/admin/role/1');
  await expect(page.getByRole('alert')).toContainText("You don't have the permission role.update.");

  // What the role may do still works.
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Notices', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
});
