import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { admin, signIn } from './site.ts';

/** Signs the administrator in to the back office, through its sign-in page, and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
}

/**
 * Opens the back office at `address` on a private server, signed in as the administrator: the sign-in goes
 * to the API as the form sends it, and the session's HttpOnly cookies land in the page's browser. The form
 * has tests of its own; a test that needs another screen opens it directly instead of loading the dashboard
 * and the sign-in page first, each a whole back-office start for the browser.
 */
export async function signInToAdminAt(page: Page, address = '/admin') {
  await signIn(page.request);
  await page.goto(address);
  await backOfficeOpened(page, address);
}

/** Waits until the back office shows, signed in: the dashboard's greeting, or on another screen the account menu. */
export async function backOfficeOpened(page: Page, address: string) {
  if (address === '/admin') await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  else await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
}

/** Values no other test (or earlier attempt) uses: a server keeps every record a test makes. */
export function uniqueTag() {
  const info = test.info();
  return `${Date.now().toString(36)}${info.workerIndex}${info.retry}${Math.random().toString(36).slice(2, 6)}`;
}

/** Picks a record in a search-as-you-type picker by typing part of its name. */
export async function pick(page: Page, picker: Locator, typed: string, name: string) {
  await picker.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(picker).toHaveValue(name);
}

/** Narrows a list by one of its choice filters, adding the filter first when it is not shown yet. */
export async function filterBy(page: Page, filter: string, option: string) {
  const choice = page.getByRole('combobox', { name: filter });
  if (!(await choice.isVisible())) {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: filter }).click();
  }
  // A filter applied just before (a search, a pick) re-draws the filter form a moment later, closing a menu opened
  // meanwhile: opening and choosing is tried again until the choice holds.
  await expect(async () => {
    await choice.click({ timeout: 5_000 });
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(choice).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Holds back the requests of a URL pattern until `release` is called: for what a screen shows while they are on
 * their way. `release` lets the held ones go on and stops holding.
 */
export async function holdRequests(page: Page, pattern: string) {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const passing: Promise<void>[] = [];
  const hold = async (route: Route) => {
    const passed = held.then(() => route.continue());
    passing.push(passed);
    await passed;
  };
  await page.route(pattern, hold);
  return async function release() {
    open();
    // The held requests go on before the route is removed, which would otherwise handle them a second time.
    await Promise.all(passing);
    await page.unroute(pattern, hold);
  };
}
