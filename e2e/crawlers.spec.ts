import { expect, test } from '@playwright/test';
import { flatten, menuPath, menus, publicRoutes } from './support/site.ts';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaOf(html: string) {
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1];
  const tag = (attribute: string, value: string) =>
    new RegExp(`<meta[^>]*${attribute}="${value}"[^>]*content="([^"]*)"`).exec(html)?.[1] ??
    new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${attribute}="${value}"`).exec(html)?.[1];
  const decoded = (value: string | undefined) => (value === undefined ? undefined : decode(value));
  return {
    title: decoded(title),
    description: decoded(tag('name', 'description')),
    ogTitle: decoded(tag('property', 'og:title')),
  };
}

test('a visitor following a broken link gets the 404 page with the HTTP status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/no-such/page', '/gallery/not-a-number/extra', '/company/99/Nobody', '/pdfShow/notice/999999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await expect(page).toHaveTitle(/Oops! Page Not Found!/);
    // The rest of the site is still there to help the visitor on.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});

test('a search engine finds every menu page in /sitemap.xml', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));
  for (const menu of flatten(await menus(request))) expect(locations, menu.name).toContain(menuPath(menu));
  expect(locations).toContain('/contact');
});

test('a search engine reads /robots.txt, which points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
});

test('every page has its own title, a description and an Open Graph title', async ({ request }) => {
  const routes = await publicRoutes(request);
  const titles = new Map<string, string>();
  for (const [name, path] of Object.entries(routes)) {
    const response = await request.get(path);
    const meta = metaOf(await response.text());
    expect(meta.title, `${name}: title`).toBeTruthy();
    expect(meta.description, `${name}: description`).toBeTruthy();
    expect(meta.ogTitle, `${name}: og:title`).toBe(meta.title);
    titles.set(name, meta.title ?? '');
  }
  // The same page under two addresses has the same title; different pages never share one.
  expect(titles.get('home by id')).toBe(titles.get('home'));
  expect(titles.get('contact by id')).toBe(titles.get('contact'));
  const distinct = [...titles].filter(([name]) => !name.endsWith(' by id')).map(([, title]) => title);
  expect(new Set(distinct).size).toBe(distinct.length);
});
