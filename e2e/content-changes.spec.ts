import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { usePrivateServer } from './support/private-server.ts';
import { closePopup, companies, homeImages, menuId, menus, open, signIn, slides, stem } from './support/site.ts';

// These tests change the content, so they run one after the other against a server of their own.
test.describe.configure({ mode: 'serial' });

usePrivateServer();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call(request: APIRequestContext, method: 'post' | 'delete', path: string, token: string, data?: object) {
  const response = await request[method](path, { headers: bearer(token), data });
  expect(response.ok(), `${method.toUpperCase()} ${path} answers ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Errors the page's own scripts raise: a page that "renders the rest" raises none. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('when the charity has removed every slide, the home page shows all its other blocks, without a slider or an error', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const removed = await slides(request);
  expect(removed.length).toBeGreaterThan(0);
  for (const slide of removed) await call(request, 'delete', `/homepage_slider/api/v1/homepage_slider/delete/${slide.id}`, token);
  try {
    const errors = pageErrors(page);
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await closePopup(page);
    const main = page.getByRole('main');
    await expect(main.locator('.home-slider')).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Our Portfolio' })).toHaveCount(0);
    for (const heading of ['Our work', 'About us', 'Our services', 'Featured work', 'Our partners']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Oops! Page Not Found!')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    for (const { title, details, link, serial_number, image } of removed) {
      await call(request, 'post', '/homepage_slider/api/v1/homepage_slider/create/', token, { title, details, link, serial_number, image });
    }
  }
  // Put back, the slides show again: the page is not stuck on what it cached.
  await open(page, '/');
  await closePopup(page);
  await expect(page.locator('.home-slide')).toHaveCount(removed.length);
});

test('when an image group is broken (the Featured Work pictures are gone), that block stays empty and the rest renders', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const homeId = await menuId(request, 'Home');
  const listed = await request.get(
    `/cms_menu_content_image/api/v1/cms_menu_content_image/search/?head=${encodeURIComponent('Featured Work')}&size=100`,
    {
      headers: bearer(token),
    },
  );
  const group = (
    (await listed.json()) as { content_images: { id: number; cms_menu: number; head: string; image: string; position: number | null }[] }
  ).content_images.filter((row) => row.head === 'Featured Work' && row.cms_menu === homeId);
  expect(group.length).toBe((await homeImages(request))['Featured Work'].length);
  for (const row of group) await call(request, 'delete', `/cms_menu_content_image/api/v1/cms_menu_content_image/delete/${row.id}`, token);
  try {
    const errors = pageErrors(page);
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await closePopup(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Featured work' })).toHaveCount(0);
    await expect(main.locator('.carousel-featured')).toHaveCount(0);
    for (const heading of ['Our work', 'About us', 'Our services', 'Our partners']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.locator('.home-slide')).toHaveCount((await slides(request)).length);
    expect(errors).toEqual([]);
  } finally {
    for (const { cms_menu, head, image, position } of group) {
      await call(request, 'post', '/cms_menu_content_image/api/v1/cms_menu_content_image/create/', token, {
        cms_menu,
        head,
        image,
        ...(position === null ? {} : { position }),
      });
    }
  }
  await open(page, '/');
  await closePopup(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Featured work' })).toBeVisible();
});

test('a menu entry without a page of its own gets one at /<name lowercased>/<id>, linked from the menu and the sitemap', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const tree = await menus(request);
  const about = tree.find((m) => m.name === 'About');
  expect(about).toBeDefined();
  const taken = (await request
    .get('/cms_menu/api/v1/cms_menu/without_pagination/all/', { headers: bearer(token) })
    .then((r) => r.json())) as {
    menus: { position: number | null }[];
  };
  const position = Math.max(0, ...taken.menus.map((m) => m.position ?? 0)) + 1;
  const newsroom = (await call(request, 'post', '/cms_menu/api/v1/cms_menu/create/', token, {
    name: 'Newsroom',
    position,
    status: 'published',
  })) as {
    id: number;
  };
  const reports = (await call(request, 'post', '/cms_menu/api/v1/cms_menu/create/', token, {
    name: 'Annual Reports',
    parent: about?.id,
    position: position + 1,
    status: 'published',
  })) as { id: number };
  const [photo] = (await homeImages(request)).About;
  try {
    await call(request, 'post', '/cms_menu_content/api/v1/cms_menu_content/create/', token, {
      cms_menu: newsroom.id,
      name: 'Press contact',
      value: '<p>Journalists can reach our communications team at press@example.org.</p>',
    });
    await call(request, 'post', '/cms_menu_content_image/api/v1/cms_menu_content_image/create/', token, {
      cms_menu: newsroom.id,
      head: 'Press photos',
      image: photo,
    });
    const errors = pageErrors(page);
    await open(page, '/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Newsroom' })).toHaveAttribute('href', `/newsroom/${newsroom.id}`);
    await nav.getByRole('link', { name: 'About', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Annual Reports' })).toHaveAttribute('href', `/annual reports/${reports.id}`);

    await nav.getByRole('link', { name: 'Newsroom' }).click();
    await expect(page).toHaveURL(`/newsroom/${newsroom.id}`);
    await expect(page).toHaveTitle(/^Newsroom \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Press contact' })).toBeVisible();
    await expect(main.getByText('Journalists can reach our communications team')).toBeVisible();
    await expect(main.locator(`img[src*="${stem(photo)}"]`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An entry with nothing in it yet says so; a name that does not match the id is not a page.
    const response = await open(page, encodeURI(`/annual reports/${reports.id}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Annual Reports' })).toBeVisible();
    await expect(page.getByText('This page has no content yet.')).toBeVisible();
    expect((await page.goto(`/elsewhere/${newsroom.id}`))?.status()).toBe(404);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/newsroom/${newsroom.id}</loc>`);
    expect(sitemap).toContain(`/annual%20reports/${reports.id}</loc>`);
    expect(errors).toEqual([]);
  } finally {
    await call(request, 'delete', `/cms_menu/api/v1/cms_menu/delete/${reports.id}`, token);
    await call(request, 'delete', `/cms_menu/api/v1/cms_menu/delete/${newsroom.id}`, token);
  }
  await open(page, '/contact');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsroom' })).toHaveCount(0);
  expect((await page.goto(`/newsroom/${newsroom.id}`))?.status()).toBe(404);
  // The companies are untouched by all this.
  expect((await companies(request)).length).toBeGreaterThan(0);
});
