import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { admin, authed, signIn as signInByApi } from './support/site.ts';

/**
 * A second administrator, for the test that signs out: signing out ends every session of that account,
 * so it must not be the administrator the tests running meanwhile use.
 */
async function anotherAdministrator(request: APIRequestContext) {
  const token = await signInByApi(request);
  const { roles } = await authed<{ roles: { id: number; name: string }[] }>(request, '/role/api/v1/role/without_pagination/all/', token);
  const role = roles.find((r) => r.name === 'Administrator');
  const tag = uniqueTag();
  const person = {
    first_name: 'Administrator',
    email: `second-admin-${tag}@example.org`,
    password: 'a-long-enough-password',
    role: role?.id,
  };
  const created = await request.post('/user/api/v1/user/create/', { headers: { Authorization: `Bearer ${token}` }, data: person });
  expect(created.status(), await created.text()).toBe(201);
  return person;
}

async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.getByLabel('Email or username').fill(email);
  // A password field has no ARIA role; its label is "Password *".
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a staff member signs in at /admin, sees their name and menu, and signs out again', async ({ page, request }) => {
  const second = await anotherAdministrator(request);
  await page.goto('/admin');
  // Not signed in: the app sends the visitor to its sign-in form.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, second.email, second.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Website' }).getByRole('menuitem', { name: 'Homepage sliders' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Users and roles' }).getByRole('menuitem', { name: 'Audit trail' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Signed out for real: the session cookies are gone, so a screen asks for sign-in again.
  await page.goto('/admin/notice');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Email or username')).toBeVisible();
});

test('a wrong password is refused with the server’s message and the visitor stays on the sign-in form', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, admin.email, 'not-the-password');
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('when the session has expired, the next screen asks to sign in again and then returns to it', async ({ page, context }) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Notices', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();

  // Both the access token and the refresh token are gone, as after a long absence.
  await context.clearCookies();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Your session has ended, please reconnect.')).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
});

test('the back office speaks Bengali when the staff member chooses it', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('button', { name: 'সাইন ইন' })).toBeVisible();
  await page.getByLabel('ইমেইল বা ব্যবহারকারীর নাম').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await page.getByRole('menuitem', { name: 'ওয়েবসাইট', exact: true }).click();
  await expect(page.getByRole('group', { name: 'ওয়েবসাইট' }).getByRole('menuitem', { name: 'নোটিশ' })).toBeVisible();
});

test('the back office’s JavaScript never loads on a public page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
  expect(await response?.text()).not.toContain('/admin/assets/');
});
