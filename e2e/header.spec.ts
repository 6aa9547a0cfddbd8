import { expect, type Locator, test } from '@playwright/test';
import { closePopup, hydrated, menuId, menus, open, scrollTo } from './support/site.ts';

/** Where a menu entry should lead (spec section 2). */
const hrefOf = (menu: { id: number; name: string }) => (menu.name === 'Home' ? '/' : `/${menu.name.toLowerCase()}/${menu.id}`);

/** The link's address as a reader would type it: `/our team/6` and `/our%20team/6` are the same place. */
async function expectLinkTo(link: Locator, path: string) {
  await expect.poll(async () => decodeURI((await link.getAttribute('href')) ?? '')).toBe(path);
}

test('a visitor finds every menu entry in the header: Home leads to /, the others to their name and id, children in a sub-menu', async ({
  page,
  request,
}) => {
  const tree = await menus(request);
  await open(page, `/about/${await menuId(request, 'About')}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const topLevel = nav.getByRole('list').first().locator(':scope > li');
  await expect(topLevel).toHaveCount(tree.length);
  for (const [i, menu] of tree.entries()) {
    const item = topLevel.nth(i);
    const link = item.getByRole('link', { name: menu.name, exact: true });
    await expectLinkTo(link, hrefOf(menu));
    const subMenu = item.getByRole('list');
    if (menu.children.length === 0) {
      await expect(subMenu).toHaveCount(0);
      continue;
    }
    // A sub-menu is out of sight until the visitor points at its parent.
    await expect(subMenu).toBeHidden();
    await link.hover();
    await expect(subMenu).toBeVisible();
    await expect(subMenu.getByRole('link')).toHaveText(menu.children.map((c) => c.name));
    for (const child of menu.children) {
      await expectLinkTo(subMenu.getByRole('link', { name: child.name, exact: true }), hrefOf(child));
    }
  }
});

test('a visitor following a menu entry lands on its page, and the Home entry brings them back to /', async ({ page, request }) => {
  await open(page, '/contact');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(`/gallery/${await menuId(request, 'Gallery')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await nav.getByRole('link', { name: 'About', exact: true }).hover();
  const subMenu = nav
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'About', exact: true }) })
    .getByRole('list');
  await expect(subMenu).toHaveCSS('opacity', '1');
  await subMenu.getByRole('link', { name: 'Our Team', exact: true }).click();
  await expect(page).toHaveURL(encodeURI(`/our team/${await menuId(request, 'Our Team')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a visitor sees the Donate Now button, which leads to /donate', async ({ page }) => {
  await open(page, '/contact');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
});

test('a visitor scrolling down sees the header stay at the top only once past 80 px', async ({ page, request }) => {
  await open(page, `/about/${await menuId(request, 'About')}`);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await scrollTo(page, 60);
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await expect(header).not.toHaveClass(/is-fixed/);
  await expect(header).toHaveCSS('position', 'relative');
  const main = page.getByRole('main');
  const mainTop = async () => ((await main.boundingBox())?.y ?? 0) + Number(await page.evaluate('window.scrollY'));
  const before = await mainTop();
  await scrollTo(page, 120);
  await expect(header).toHaveAttribute('data-fixed', 'true');
  // The content does not jump up when the header leaves the flow of the page.
  expect(await mainTop()).toBe(before);
  await expect(header).toHaveClass(/is-fixed/);
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveCSS('animation-name', 'header-down');
  // It slides down into place.
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  // It stays fixed (the page does not jump back above 80 px by itself) and lets go when the visitor returns to the top.
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(120);
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await scrollTo(page, 0);
  await expect(header).toHaveAttribute('data-fixed', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor opens the slide-in menu and expands one list of children at a time', async ({ page, request }) => {
    const tree = await menus(request);
    const parents = tree.filter((m) => m.children.length > 0);
    expect(parents.length).toBeGreaterThanOrEqual(2);
    await open(page, '/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const menu of tree) await expect(nav.getByRole('link', { name: menu.name, exact: true })).toBeVisible();
    const [first, second] = parents;
    const childLink = (name: string) => nav.getByRole('link', { name, exact: true });

    await expect(childLink(first.children[0].name)).toBeHidden();
    await page.getByRole('button', { name: `Show the pages under ${first.name}` }).click();
    for (const child of first.children) await expectLinkTo(childLink(child.name), hrefOf(child));
    await expect(childLink(second.children[0].name)).toBeHidden();

    await page.getByRole('button', { name: `Show the pages under ${second.name}` }).click();
    await expect(page.getByRole('button', { name: `Show the pages under ${second.name}` })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: `Show the pages under ${first.name}` })).toHaveAttribute('aria-expanded', 'false');
    for (const child of first.children) await expect(childLink(child.name)).toBeHidden();
    for (const child of second.children) await expect(childLink(child.name)).toBeVisible();

    await childLink(second.children[0].name).click();
    await expect(page).toHaveURL(encodeURI(hrefOf(second.children[0])));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a visitor closes the slide-in menu with its close button', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Gallery', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
  });
});

test('a visitor opens and closes the search box, and its words lead to the search page', async ({ page }) => {
  await open(page, '/contact');
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Search', expanded: false });
  const box = banner.getByRole('search');
  await expect(box).toHaveCount(0);
  await toggle.click();
  await expect(box).toBeVisible();
  const opened = banner.getByRole('button', { name: 'Search', expanded: true });
  await expect(opened).toBeVisible();
  await opened.click();
  await expect(box).toHaveCount(0);
  await expect(page).toHaveURL('/contact');
  await toggle.click();
  const field = box.getByRole('searchbox', { name: 'Search' });
  await field.fill('clean water');
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=clean+water');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “clean water”' })).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('a visitor switching the language to Bengali gets the interface in Bengali, the content as written, even after a reload', async ({
  page,
  request,
}) => {
  await open(page, `/about/${await menuId(request, 'About')}`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Donate Now' })).toBeVisible();
  const aboutText = page.getByRole('main').getByText('has worked with rural and urban families');
  await expect(aboutText).toBeVisible();

  await banner.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(banner.getByRole('link', { name: 'এখনই দান করুন' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Donate Now' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'যোগাযোগ করুন' })).toBeVisible();
  // Content from the back office is shown as stored: the menu names and the About text stay in English.
  await expect(aboutText).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true })).toBeVisible();

  await page.reload();
  // The language box answers once the page's scripts have taken over: choosing before would change nothing.
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'এখনই দান করুন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(aboutText).toBeVisible();

  await page.getByRole('banner').getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate Now' })).toBeVisible();
});

test('a visitor clicking the logo returns to the home page, which opens with its popup', async ({ page }) => {
  await open(page, '/contact');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL('/');
  await closePopup(page);
});

test('a visitor’s browser tab shows the charity’s icon once the page has come alive, and still on the next page', async ({
  page,
  request,
}) => {
  const response = await open(page, '/');
  const served = (await response?.text())?.match(/<link rel="icon" href="([^"]+)"/)?.[1] ?? '';
  expect(served).toMatch(/^\/media\//);
  expect((await request.get(served)).headers()['content-type']).toMatch(/^image\//);
  // The page has come alive (`open` waits for it): from then on the head is the browser's to keep.
  await closePopup(page);
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('href', served);
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/\d+$/);
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('href', served);
});
