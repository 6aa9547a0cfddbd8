import { expect, test } from '@playwright/test';
import { closePopup, open } from './support/site.ts';

test('the home page paints without waiting for a stylesheet, and fetches early only the font its first screen uses', async ({ page }) => {
  const stylesheets: string[] = [];
  const interLatin: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    if (/inter-latin-wght/.test(request.url())) interLatin.push(request.url());
  });
  const response = await open(page, '/');
  const html = (await response?.text()) ?? '';
  // A <link rel="stylesheet"> in the head holds back the first paint until it has arrived.
  expect(stylesheets).toEqual([]);
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const fontPreloads = html.match(/<link[^>]*as="font"[^>]*>/g) ?? [];
  expect(fontPreloads).toHaveLength(1);
  expect(fontPreloads[0]).toMatch(/inter-latin-wght/);

  // The styles are in force, and the preloaded file is the one the text is drawn with (fetched once, not twice).
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate Now' })).toHaveCSS('border-radius', '999px');
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready).check('16px "Inter Variable"'))).toBe(true);
  expect(interLatin).toHaveLength(1);
});

test('the styles stay in force after a visitor moves to another page inside the site', async ({ page }) => {
  await open(page, '/');
  await closePopup(page);
  // A mark on the window survives only a move inside the site, not a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery\//);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate Now' })).toHaveCSS('border-radius', '999px');
});

test('in Bangla, the font fetched early is the one its text is drawn with: Noto Sans Bengali, regular', async ({
  page,
  context,
  baseURL,
}) => {
  // What the header's language switch leaves behind: the `lang` cookie.
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  const bengali: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-bengali-bengali-400-normal/.test(request.url())) bengali.push(request.url());
  });
  const html = (await (await open(page, '/'))?.text()) ?? '';
  const fontPreloads = html.match(/<link[^>]*as="font"[^>]*>/g) ?? [];
  expect(fontPreloads).toHaveLength(1);
  expect(fontPreloads[0]).toMatch(/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2/);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Noto Sans Bengali"/);
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready).check('16px "Noto Sans Bengali"', 'সহায়'))).toBe(true);
  expect(bengali).toHaveLength(1);
});

test('the home page asks for its scripts only once it has been drawn, and then comes to life', async ({ page }) => {
  // The first animation frame's callbacks run just before that frame is drawn; this one is asked for first of all.
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
  });
  await open(page, '/');
  const timing = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    scriptsAskedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scriptsAskedAt.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scriptsAskedAt)).toBeGreaterThanOrEqual(timing.firstFrameAt);
  // Hydrated: the header's search button opens the search box.
  await closePopup(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});

test('an English page with amounts draws the taka sign and বাংলা from the page itself, fetching no Bengali font', async ({ page }) => {
  const bengaliFiles: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-bengali/.test(request.url())) bengaliFiles.push(request.url());
  });
  await open(page, '/cause');
  await expect(
    page
      .getByRole('main')
      .getByText(/৳[\d,]+\.\d\d/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('option', { name: 'বাংলা' })).toBeAttached();
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready).check('16px "Sahay Marks"', '৳বাংলা'))).toBe(true);
  expect(bengaliFiles).toEqual([]);
});
