import { expect, type Page, test } from '@playwright/test';
import { companies, employees, homeContents, homeImages, menuId, notices, open, picture, plain, slides, stem } from './support/site.ts';

/** The page-title banner: the page's name over the Home menu's Title picture, with a breadcrumb from Home. */
async function expectBanner(page: Page, title: string, titleImage: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', title]);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  // The Title picture, as an image in the banner or as its background.
  const banner = page.locator('.page-banner');
  if ((await banner.locator('img').count()) > 0) await expect(banner.locator('img').first()).toHaveAttribute('src', picture(titleImage));
  else await expect(banner).toHaveCSS('background-image', picture(titleImage));
}

test('a visitor opening /home/<id> sees the home page', async ({ page, request }) => {
  const [first] = await slides(request);
  const response = await open(page, `/home/${await menuId(request, 'Home')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: plain(first.title) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
});

test('a visitor reads the About page: the About block and picture, the companies and the partners', async ({ page, request }) => {
  const contents = await homeContents(request);
  const images = await homeImages(request);
  const entries = await companies(request);
  await open(page, `/about/${await menuId(request, 'About')}`);
  await expectBanner(page, 'About', images.Title[0]);
  const main = page.getByRole('main');
  await expect(main.getByText(plain(contents.About).slice(0, 80))).toBeVisible();
  await expect(main.locator(`img[src*="${stem(images.About[0])}"]`)).toBeVisible();
  for (const company of entries) await expect(main.getByRole('link', { name: company.key })).toHaveAttribute('href', company.path);
  await expect(main.locator('.logo-grid img')).toHaveCount(images.Partner.length);
});

test('a visitor reads the Clients page: the companies and partners of the Home menu', async ({ page, request }) => {
  const images = await homeImages(request);
  const entries = await companies(request);
  await open(page, `/clients/${await menuId(request, 'Clients')}`);
  await expectBanner(page, 'Clients', images.Title[0]);
  const main = page.getByRole('main');
  for (const company of entries) await expect(main.getByRole('link', { name: company.key })).toHaveAttribute('href', company.path);
  await expect(main.locator('.logo-grid img')).toHaveCount(images.Partner.length);
});

test('a visitor lists the notices in a table of SL, Title, Date, Show and Download', async ({ page, request }) => {
  const seeded = await notices(request);
  expect(seeded).toHaveLength(5);
  await open(page, '/notice/');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['SL', 'Title', 'Date', 'Show', 'Download']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(seeded.length + 1);
  for (const [i, notice] of seeded.toSorted((a, b) => b.date.localeCompare(a.date)).entries()) {
    const cells = rows.nth(i + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(String(i + 1));
    await expect(cells.nth(1)).toHaveText(notice.title);
    await expect(cells.nth(2)).toHaveText(notice.date);
    await expect(cells.nth(3).getByRole('link', { name: `Show: ${notice.title}` })).toHaveAttribute('href', `/pdfShow/notice/${notice.id}`);
    await expect(cells.nth(4).getByRole('link', { name: `Download: ${notice.title}` })).toHaveAttribute('href', notice.file);
  }
});

test('a visitor opens a notice from the table and reads it in a frame on the site', async ({ page, request }) => {
  const [notice] = await notices(request);
  await open(page, '/notice/');
  await page.getByRole('link', { name: `Show: ${notice.title}` }).click();
  await expect(page).toHaveURL(`/pdfShow/notice/${notice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  const frame = page.locator(`iframe[title="${notice.title}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', notice.file);
});

test('a visitor downloads a notice and gets its PDF file', async ({ page, request }) => {
  const [notice] = await notices(request);
  await open(page, '/notice/');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download: ${notice.title}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const file = await request.get(notice.file);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a visitor meets the team: a card per employee with picture, full name, email, phone and address', async ({ page, request }) => {
  const team = await employees(request);
  expect(team).toHaveLength(8);
  await open(page, '/our%20team/');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(team.length);
  for (const [i, person] of team.entries()) {
    const name = `${person.first_name} ${person.last_name}`;
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByRole('img', { name })).toBeVisible();
    await expect(card.getByRole('link', { name: person.email })).toHaveAttribute('href', `mailto:${person.email}`);
    await expect(card.getByRole('link', { name: person.primary_phone })).toBeVisible();
    await expect(card).toContainText(`${person.street_address_one}, ${person.street_address_two}`);
  }
});

test('a visitor reads the messages tab by tab: Managing Partner, Partner, Partner, each with a picture and text', async ({
  page,
  request,
}) => {
  const contents = await homeContents(request);
  const images = await homeImages(request);
  await open(page, `/message/${await menuId(request, 'Message')}`);
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Managing Partner', 'Partner', 'Partner']);
  const blocks = ['Managing Partner', 'Partner One', 'Partner Two'];
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  for (const [i, block] of blocks.entries()) {
    await tabs.nth(i).click();
    for (let j = 0; j < blocks.length; j++) await expect(tabs.nth(j)).toHaveAttribute('aria-selected', String(i === j));
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('id', `message-panel-${i + 1}`);
    for (const paragraph of contents[block].match(/<p>.*?<\/p>/g) ?? [])
      await expect(panel.getByText(plain(paragraph)).first()).toBeVisible();
    await expect(panel.locator('img')).toHaveAttribute('src', picture(images[block][0]));
    await expect(panel.locator('img')).toBeVisible();
  }
});

test('a visitor on the Mission page reads only the Mission and Vision blocks', async ({ page, request }) => {
  const contents = await homeContents(request);
  await open(page, `/mission/${await menuId(request, 'Mission')}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Mission', 'Vision']);
  await expect(main.getByText(plain(contents.Mission).slice(0, 60))).toBeVisible();
  await expect(main.getByText(plain(contents.Vision).slice(0, 60))).toBeVisible();
  for (const other of ['About', 'Performance', 'Managing Partner', 'Our Services']) {
    await expect(main.getByText(plain(contents[other]).slice(0, 40))).toHaveCount(0);
  }
});

test('a visitor on the Performance page reads the Performance block', async ({ page, request }) => {
  const contents = await homeContents(request);
  await open(page, `/performance/${await menuId(request, 'Performance')}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  for (const item of [...contents.Performance.matchAll(/<li>(.*?)<\/li>/g)].map((m) => plain(m[1]))) {
    await expect(main.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
});

for (const { menu, group, title, rowHeight } of [
  { menu: 'Gallery', group: 'Gallery', title: 'Gallery', rowHeight: 500 },
  { menu: 'Profile', group: 'Profile', title: 'Profile', rowHeight: 350 },
  { menu: 'Document', group: 'OUR DOCUMENT', title: 'Our Documents', rowHeight: 500 },
]) {
  test(`a visitor browses the ${menu} pictures in a 3-column grid with ${rowHeight} px rows and a lightbox`, async ({ page, request }) => {
    const images = (await homeImages(request))[group];
    expect(images.length).toBeGreaterThan(3);
    await open(page, `/${menu.toLowerCase()}/${await menuId(request, menu)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const grid = page.getByRole('region', { name: title }).getByRole('list');
    const pictures = grid.getByRole('button', { name: /^Open picture \d+$/ });
    await expect(pictures).toHaveCount(images.length);
    for (const [i, image] of images.entries()) await expect(pictures.nth(i).locator('img')).toHaveAttribute('src', picture(image));
    await expect(grid).toHaveCSS('grid-template-columns', /^[\d.]+px [\d.]+px [\d.]+px$/);
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => pictures.nth(i).boundingBox()));
    expect(boxes.map((b) => Math.round(b?.height ?? 0))).toEqual([rowHeight, rowHeight, rowHeight, rowHeight]);
    expect(new Set(boxes.slice(0, 3).map((b) => b?.y)).size, 'the first three share a row').toBe(1);
    expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);

    const section = page.locator('[data-lightbox-index]');
    const lightbox = page.getByRole('dialog');
    await pictures.nth(2).click();
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('img')).toHaveAttribute('src', picture(images[2]));
    await expect(lightbox).toContainText(`3 / ${images.length}`);
    await lightbox.getByRole('button', { name: 'Next picture' }).click();
    await expect(lightbox.locator('img')).toHaveAttribute('src', picture(images[3]));
    await expect(lightbox).toContainText(`4 / ${images.length}`);
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toHaveCount(0);
    await expect(section).toHaveAttribute('data-lightbox-index', '0');
    await expect(section).toHaveAttribute('data-lightbox-open', 'false');

    // The Escape key closes it too, and it starts over from the first picture the same way.
    await pictures.nth(1).click();
    await expect(lightbox.locator('img')).toHaveAttribute('src', picture(images[1]));
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.locator('img')).toHaveAttribute('src', picture(images[0]));
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.locator('img')).toHaveAttribute('src', picture(images[images.length - 1]));
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(section).toHaveAttribute('data-lightbox-index', '0');
  });
}

test('a visitor opening a company page reads the block of that company', async ({ page, request }) => {
  const images = await homeImages(request);
  for (const company of await companies(request)) {
    const response = await open(page, company.path);
    expect(response?.status()).toBe(200);
    await expectBanner(page, company.key, images.Title[0]);
    await expect(page.getByRole('main').getByText(plain(company.html).slice(0, 80))).toBeVisible();
    await expect(page.getByRole('main').locator(`img[src*="${stem(images[company.key][0])}"]`)).toBeVisible();
  }
});

test('a visitor on the Services page sees the Our Services banner, the services block and the footer', async ({ page, request }) => {
  const contents = await homeContents(request);
  const images = await homeImages(request);
  await open(page, `/service/${await menuId(request, 'Service')}`);
  await expectBanner(page, 'Our Services', images.Title[0]);
  const main = page.getByRole('main');
  await expect(main.getByText(plain(contents['Our Services'].split('<ul>')[0]))).toBeVisible();
  const services = [...contents['Our Services'].matchAll(/<li>(.*?)<\/li>/g)].map((m) => plain(m[1]));
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(services);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a visitor who lands on /404 reads that the page was not found and goes back home', async ({ page }) => {
  const response = await open(page, '/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.",
    ),
  ).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to home' });
  await expect(back).toHaveAttribute('href', '/home');
  await back.click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
});
