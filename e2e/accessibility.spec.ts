import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closePopup, companies, open, publicRoutes, seeMore } from './support/site.ts';

/** Serious and critical findings of axe on the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
