import { expect, type Page, test } from '@playwright/test';
import {
  closePopup,
  companies,
  homeContents,
  homeImages,
  menuId,
  menuPath,
  open,
  picture,
  plain,
  scrollTo,
  seeMore,
  settings,
  slides,
} from './support/site.ts';

/** The page's own timers run on the Playwright clock, paused from the start: time moves only when a test says so. */
async function openWithPausedClock(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(page, path);
  await closePopup(page);
}

test('a visitor opening the home page first sees the popup picture from the settings, and can close it', async ({ page, request }) => {
  const { slider, site_name } = await settings(request);
  expect(slider, 'the seeded settings carry a popup picture').toBeTruthy();
  await open(page, '/');
  const popup = page.getByRole('dialog', { name: site_name ?? '' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('img')).toHaveAttribute('src', picture(slider ?? ''));
  await expect(popup.getByRole('img')).toHaveCSS('filter', 'brightness(0.8)');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the home page asks the browser early for the first slide's picture only, never the popup's, so the two do not compete", async ({
  request,
}) => {
  const [{ slider }, [first]] = await Promise.all([settings(request), slides(request)]);
  const html = await (await request.get('/')).text();
  const preloads = html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
  expect(
    preloads.some((link) => picture(first.image).test(link)),
    'the first slide is preloaded',
  ).toBe(true);
  expect(preloads.filter((link) => picture(slider ?? '').test(link))).toEqual([]);
});

test('a visitor sees the popup in the first paint, before the page has come alive, and can already close it', async ({ page }) => {
  // The site's scripts never arrive: what shows is the server's page alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  expect(await page.evaluate("document.documentElement.hasAttribute('data-hydrated')"), 'the page never came alive').toBe(false);
  // A modal dialog: the page behind it does not take clicks meanwhile.
  expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('the home page comes alive part by part and shows each part once, as the server drew it', async ({ page, request }) => {
  const served = await (await request.get('/')).text();
  const sectionsServed = served.match(/<section class="section /g)?.length ?? 0;
  expect(sectionsServed).toBeGreaterThanOrEqual(5);
  await open(page, '/');
  await closePopup(page);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.locator('main > .section')).toHaveCount(sectionsServed);
  await expect(page.getByRole('region', { name: 'Our Portfolio' })).toHaveCount(1);
  // The parts that came alive last answer too: the footer's links move within the site.
  await page.evaluate('window.samePage = true');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact/);
  expect(await page.evaluate('window.samePage'), 'moved without loading a new page').toBe(true);
});

test('a visitor can also dismiss the popup picture with the Escape key', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor watching the home slider sees the next slide after 5000 ms and not before', async ({ page, request }) => {
  const count = (await slides(request)).length;
  expect(count).toBeGreaterThanOrEqual(3);
  await openWithPausedClock(page);
  const slider = page.getByRole('region', { name: 'Our Portfolio' });
  // Only the active slide is exposed; the others are hidden until their turn.
  const active = slider.getByRole('region');
  await expect(slider).toHaveAttribute('data-active', '0');
  await expect(active).toHaveAccessibleName(`1 / ${count}`);
  await expect(page.locator('.home-slide.is-active')).toHaveCount(1);
  await page.clock.runFor(4999);
  await expect(active).toHaveAccessibleName(`1 / ${count}`);
  await page.clock.runFor(1);
  await expect(active).toHaveAccessibleName(`2 / ${count}`);
  await expect(slider).toHaveAttribute('data-active', '1');
  await expect(page.locator('.home-slide.is-active')).toHaveCount(1);
  await page.clock.runFor(4999);
  await expect(active).toHaveAccessibleName(`2 / ${count}`);
  await page.clock.runFor(1);
  await expect(active).toHaveAccessibleName(`3 / ${count}`);
  await expect(slider).toHaveAttribute('data-active', '2');
});

test('a visitor sees each slide with its title and a button labelled from its details, or Our Portfolio when there are none', async ({
  page,
  request,
}) => {
  const seeded = await slides(request);
  expect(seeded.length).toBeGreaterThanOrEqual(2);
  expect(seeded[0].details, 'the first seeded slide has a label').toBeTruthy();
  expect(seeded[1].details ?? '', 'the second seeded slide has none').toBe('');
  await openWithPausedClock(page);
  const slider = page.getByRole('region', { name: 'Our Portfolio' });

  await expect(slider.getByRole('heading', { name: plain(seeded[0].title) })).toBeVisible();
  const first = slider.getByRole('link', { name: seeded[0].details ?? '' });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', seeded[0].link ?? '');
  await expect(slider.getByRole('link', { name: 'Our Portfolio' })).toHaveCount(0);

  await page.clock.runFor(5000);
  await expect(slider.getByRole('heading', { name: plain(seeded[1].title) })).toBeVisible();
  const second = slider.getByRole('link', { name: 'Our Portfolio' });
  await expect(second).toBeVisible();
  await expect(second).toHaveAttribute('href', seeded[1].link ?? '');
  const pictures = slider.locator('.home-slide img');
  await expect(pictures).toHaveCount(seeded.length);
  for (const [i, slide] of seeded.entries()) await expect(pictures.nth(i)).toHaveAttribute('src', picture(slide.image));
  await expect(pictures.nth(1)).toHaveCSS('height', '700px');
  await expect(pictures.nth(1)).toHaveCSS('filter', 'brightness(0.4)');
});

test('a visitor sees the companies, each with its round picture, its text cut at 300 characters and a see more link', async ({
  page,
  request,
}) => {
  const entries = await companies(request);
  const images = await homeImages(request);
  expect(entries.length).toBeGreaterThan(0);
  await openWithPausedClock(page);
  const carousel = page.getByRole('region', { name: 'Our work' });
  for (const [index, company] of entries.entries()) {
    const card = carousel.locator('.company-card').filter({ has: page.getByRole('heading', { name: company.key, includeHidden: true }) });
    const text = plain(company.html);
    expect(text.length, `${company.key} is long enough to be cut`).toBeGreaterThan(300);
    // The first 300 characters, then an ellipsis and the link; never the 301st character.
    await expect(card.locator('p')).toContainText(`${text.slice(0, 300)}… see more`);
    await expect(card.locator('p')).not.toContainText(text.slice(0, 301));
    const more = card.getByRole('link', { name: seeMore(company.key), includeHidden: true });
    await expect(more).toHaveAttribute('href', `/company/${index + 1}/${encodeURIComponent(company.key)}`);
    const round = card.locator('img.company-image');
    await expect(round).toHaveAttribute('src', picture(images[company.key][0]));
    await expect(round).toHaveCSS('border-radius', '50%');
    await expect(round).toHaveCSS('width', '100px');
  }
  await carousel.getByRole('link', { name: seeMore(entries[0].key) }).click();
  await expect(page).toHaveURL(entries[0].path);
  await expect(page.getByRole('heading', { level: 1, name: entries[0].key })).toBeVisible();
});

test('a visitor scrolling the home page meets the slider, companies, about, services, featured work, partners and the footer in that order', async ({
  page,
  request,
}) => {
  const contents = await homeContents(request);
  const [firstSlide] = await slides(request);
  await open(page, '/');
  await closePopup(page);
  const main = page.getByRole('main');
  const order = [plain(firstSlide.title), 'Our work', 'About us', 'Our services', 'Featured work', 'Our partners'];
  const headings = (await main.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim());
  const positions = order.map((heading) => headings.indexOf(heading));
  expect(positions, `headings in order: ${headings.join(' | ')}`).not.toContain(-1);
  expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  await expect(main.getByText(plain(contents.About).slice(0, 60))).toBeVisible();
  const services = [...contents['Our Services'].matchAll(/<li>(.*?)<\/li>/g)].map((m) => plain(m[1]));
  for (const service of services) await expect(main.getByRole('heading', { name: service, includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a visitor reaching the bottom of the home page can go back to the top with the arrow', async ({ page }) => {
  await open(page, '/');
  await closePopup(page);
  const arrow = page.getByRole('button', { name: 'Back to top' });
  await expect(arrow).toBeHidden();
  await scrollTo(page, 2000);
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
  await expect(arrow).toBeHidden();
});

test('a visitor reads the footer: logo, welcome, social links, useful links, contact details, partner logos and the 2022 credit', async ({
  page,
  request,
}) => {
  const site = await settings(request);
  const images = await homeImages(request);
  const aboutPath = menuPath({ id: await menuId(request, 'About'), name: 'About' });
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: site.site_name ?? '' })).toHaveAttribute('src', picture(site.footer_logo ?? ''));
  await expect(footer.getByText('Welcome to our charity.')).toBeVisible();
  for (const [name, key] of [
    ['Facebook', 'facebook_url'],
    ['Twitter', 'twitter_url'],
    ['Instagram', 'instagram_url'],
    ['Google', 'google_url'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', site[key] ?? '');
  }
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', aboutPath);
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: site.email ?? '' })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer.getByRole('link', { name: site.phone ?? '' })).toBeVisible();
  await expect(footer.getByText(site.address ?? '')).toBeVisible();
  // Each contact line has its 16 px icon, even beside an address that wraps onto two lines.
  for (const icon of await footer.locator('.footer-contact svg').all()) await expect(icon).toHaveCSS('width', '16px');
  await expect(footer.getByRole('heading', { name: 'Member of' })).toBeVisible();
  await expect(footer.locator('.member-of img')).toHaveCount(images.Partner.length);
  await expect(footer).toContainText(`© 2022 ${site.site_name}.`);
  await expect(footer).toContainText('Design by');
});

test('carousels on the home page move on by one slide per step, with a 1000 ms transition', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await openWithPausedClock(page);
  const kinds = ['companies', 'services', 'featured', 'partners'];
  const carousel = (kind: string) => page.locator(`.carousel-${kind}`);
  // Each carousel sets its timer again once it knows how many slides fit (4 partners at this width).
  await expect(carousel('partners')).toHaveAttribute('data-per-view', '4');
  for (const kind of kinds) {
    await expect(carousel(kind)).toHaveAttribute('data-index', '0');
    await expect(carousel(kind).locator('.carousel-track')).toHaveCSS('transition-duration', '1s');
  }
  // The step of react-slick's autoplay, which the original site used: 3000 ms.
  await page.clock.runFor(2999);
  for (const kind of kinds) await expect(carousel(kind)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(1);
  for (const kind of kinds) await expect(carousel(kind)).toHaveAttribute('data-index', '1');
  const track = carousel('partners').locator('.carousel-track');
  await expect(track).toHaveAttribute('style', /translateX\(-25%\)/);
  await page.clock.runFor(3000);
  // Services (4 slides, 2 shown) and partners (6 slides, 4 shown) take a second step; companies (3 slides, 2 shown) start over.
  await expect(carousel('services')).toHaveAttribute('data-index', '2');
  await expect(carousel('partners')).toHaveAttribute('data-index', '2');
  await expect(track).toHaveAttribute('style', /translateX\(-50%\)/);
  await expect(carousel('companies')).toHaveAttribute('data-index', '0');
});

for (const width of [375, 1440]) {
  test(`a visitor on a ${width} px wide screen sees the whole home page (screenshot home-${width}.png)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithPausedClock(page);
    // Lazy pictures load only as a visitor scrolls to them; a full-page picture needs them all at once.
    await page.evaluate(`document.querySelectorAll('img[loading="lazy"]').forEach((i) => { i.loading = 'eager'; })`);
    const unloaded = `[...document.images].filter((i) => i.checkVisibility() && !i.complete).length`;
    await expect.poll(() => page.evaluate(unloaded), { timeout: 30_000 }).toBe(0);
    await expect(page.getByRole('banner')).not.toHaveClass(/is-fixed/);
    await page.screenshot({ path: `test-results/e2e/home-${width}.png`, fullPage: true, animations: 'disabled' });
  });
}
