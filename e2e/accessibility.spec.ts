import { expect, type Page, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations } from './support/axe.ts';
import { admin, authed, closePopup, companies, open, plain, publicRoutes, seeMore, signIn, slides } from './support/site.ts';

// Route names are fixed here; their addresses (with menu ids) are read from the API in each test.
const names = [
  'home',
  'home by id',
  'about',
  'contact',
  'contact by id',
  'clients',
  'notices',
  'notice PDF',
  'team',
  'message',
  'mission',
  'performance',
  'profile',
  'gallery',
  'document',
  'company',
  'service',
  'not found',
] as const;

for (const name of names) {
  test(`a visitor using assistive technology meets no serious accessibility problem on the ${name} page`, async ({ page, request }) => {
    const path = (await publicRoutes(request))[name];
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog'))).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a visitor using assistive technology meets no serious accessibility problem on the home page once the popup is closed', async ({
  page,
}) => {
  // Timers paused while the carousels move on by one step; then time runs again for axe, whose own
  // timers must fire (a paused clock would stall it). Nothing fades in the few seconds it looks.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(page, '/');
  await closePopup(page);
  await page.clock.runFor(3000);
  await expect(page.locator('.carousel-partners')).toHaveAttribute('data-index', '1');
  await expect.poll(() => page.evaluate('document.getAnimations().length')).toBe(0);
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor using assistive technology meets no serious accessibility problem in the open lightbox', async ({ page, request }) => {
  await open(page, (await publicRoutes(request)).gallery);
  const lightbox = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Open picture 2' }).click();
  await expect(lightbox).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor using assistive technology meets no serious accessibility problem in the contact form errors and the search box', async ({
  page,
}) => {
  await open(page, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('search')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor using assistive technology on a phone meets no serious accessibility problem, menu closed or open', async ({
    page,
    request,
  }) => {
    const routes = await publicRoutes(request);
    await open(page, routes.home);
    expect(await seriousViolations(page)).toEqual([]);
    await closePopup(page);
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, routes.message);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('button', { name: /^Show the pages under/ })
      .first()
      .click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a keyboard user tabbing through the companies carousel reaches only the companies in view', async ({ page, request }) => {
  const entries = await companies(request);
  expect(entries.length).toBeGreaterThan(2);
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(page, '/');
  await closePopup(page);
  const carousel = page.getByRole('region', { name: 'Our work' });
  await expect(carousel).toHaveAttribute('data-per-view', '2');
  await carousel.getByRole('link', { name: seeMore(entries[0].key) }).focus();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('link', { name: seeMore(entries[1].key) })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('link', { name: seeMore(entries[2].key), includeHidden: true })).not.toBeFocused();
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
});

test.describe('the back office', () => {
  /** Buttons and fields fade between colours: axe measures contrast once they have come to rest. */
  async function settled(page: Page) {
    await expect.poll(() => page.evaluate('document.getAnimations().length')).toBe(0);
  }

  test('a staff member using assistive technology meets no serious accessibility problem on the sign-in form, also with its errors', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email or username')).toHaveAttribute('aria-invalid', 'true');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a staff member using assistive technology meets no serious accessibility problem on the dashboard and its menu', async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(page.getByRole('group', { name: 'Workspaces' })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a staff member using assistive technology meets no serious accessibility problem on the lists of homepage sliders and users', async ({
    page,
  }) => {
    // Two full scans of a back-office page: room for a busy machine.
    test.setTimeout(60_000);
    await openAdmin(page);
    await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Homepage sliders' }).click();
    await expect(page.getByRole('columnheader', { name: /Title/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a staff member using assistive technology meets no serious accessibility problem on a slide’s edit form', async ({
    page,
    request,
  }) => {
    const [slide] = await slides(request);
    await openAdmin(page);
    await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Homepage sliders' }).click();
    // The slide's title cell opens it.
    await page.getByRole('cell', { name: plain(slide.title), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/homepage_slider/${slide.id}$`));
    // The title is rich text, with the editor's toolbar.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toBeEmpty();
    await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toBeVisible();
    await settled(page);
    // The rich-text toolbar's level picker (ra-input-rich-text) puts its list item straight inside a nav
    // element, with no list around it (axe: listitem); only a copy of the whole picker could change that.
    expect(await seriousViolations(page, ['nav[aria-label="Select the level"] > li'])).toEqual([]);
  });

  test('a staff member using assistive technology meets no serious accessibility problem on the user form showing a taken email', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/user/create');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'First name' }).focus();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Already used by another user.');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a staff member using assistive technology meets no serious accessibility problem on a role’s permission grid and menu', async ({
    page,
    request,
  }) => {
    // The grid holds every permission of every resource: axe takes its time over it on a busy machine.
    test.setTimeout(120_000);
    const token = await signIn(request);
    const { roles } = await authed<{ roles: { id: number; all_permissions: boolean }[] }>(
      request,
      '/role/api/v1/role/without_pagination/all/',
      token,
    );
    const role = roles.find((r) => !r.all_permissions);
    expect(role, 'a role with chosen permissions').toBeDefined();
    await openAdmin(page, `/admin/role/${role?.id}`);
    await expect(page.getByRole('table', { name: 'Permissions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Menu entries' }).getByRole('button', { name: 'Save menu' })).toBeEnabled();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
