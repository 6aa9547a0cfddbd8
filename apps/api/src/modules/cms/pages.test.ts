import type { SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as demo from '../../seed/demo-content.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { createSiteContent } from './index.ts';

/** The test's clock: each test moves it by hand, never waits. */
let now = new Date('2026-03-01T09:00:00Z');
let app: App;
let site: SiteContent;
beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
});
afterAll(() => app.close());

const base = '/cms_menu/api/v1/cms_menu';
const publisher = asCaller('cms_menu.read', 'cms_menu.create', 'cms_menu.update', 'cms_menu_content.create', 'content.publish');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

async function createPage(fields: Record<string, unknown>, headers = publisher) {
  const res = await app.inject({ method: 'POST', url: `${base}/create/`, headers, payload: fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; status: string; publish_at: string | null };
}
async function addBlock(menu: number, name: string, value: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/cms_menu_content/api/v1/cms_menu_content/create/',
    headers: publisher,
    payload: { cms_menu: menu, name, value },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** What visitors are answered: the site menu's names (at every level) and a page's blocks, from the public API. */
async function menuNames() {
  const names: string[] = [];
  const walk = (nodes: { name: string; children: unknown[] }[]) => {
    for (const node of nodes) {
      names.push(node.name);
      walk(node.children as typeof nodes);
    }
  };
  walk((await app.inject({ method: 'GET', url: `${base}/get_all_nested_cms_menu` })).json().menus);
  return names;
}
const publicBlocks = async (menu: number) =>
  (await app.inject({ method: 'GET', url: `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menu}` })).json()
    .menu_contents;
const siteMenuNames = async () => (await site.menus()).flatMap((m) => [m.name, ...m.children.map((c) => c.name)]);

describe('pages (the site menu’s entries) under the editorial workflow', () => {
  it('the demo charity’s entries are published, and the site menu shows them as before', async () => {
    const names = demo.menus.flatMap((m) => [m.name, ...(m.children ?? []).map((c) => c.name)]);
    expect(await menuNames()).toEqual(names);
    expect(await siteMenuNames()).toEqual(names);
    const entries = (await app.inject({ method: 'GET', url: `${base}/without_pagination/all/`, headers: publisher })).json().menus;
    expect(new Set(entries.map((e: { status: string }) => e.status))).toEqual(new Set(['published']));
  });

  it('a draft page is never shown to a visitor: not in the menu, not its page, not its blocks, nor the entries under it', async () => {
    await siteMenuNames(); // the site's cache now keeps the menu
    const draft = await createPage({ name: 'Annual reports', position: 800 });
    expect(draft.status).toBe('draft');
    const child = await createPage({ name: 'Report 2025', parent: draft.id, position: 801, status: 'published' });
    await addBlock(draft.id, 'Introduction', '<p>Our accounts, audited.</p>');

    expect(await menuNames()).not.toContain('Annual reports');
    expect(await menuNames()).not.toContain('Report 2025');
    expect(await siteMenuNames()).not.toContain('Annual reports');
    expect(await publicBlocks(draft.id)).toEqual({});
    expect(await site.contents(draft.id)).toEqual({});
    expect(await site.page(draft.id)).toBeNull();
    expect(await site.page(child.id)).toBeNull();
    // Staff who edit the menu see it.
    expect((await app.inject({ method: 'GET', url: `${base}/${draft.id}`, headers: publisher })).json().name).toBe('Annual reports');

    const published = await app.inject({
      method: 'PUT',
      url: `${base}/update/${draft.id}`,
      headers: publisher,
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await menuNames()).toEqual(expect.arrayContaining(['Annual reports', 'Report 2025']));
    expect(await siteMenuNames()).toContain('Annual reports');
    expect(await publicBlocks(draft.id)).toEqual({ Introduction: '<p>Our accounts, audited.</p>' });
    expect(await site.page(draft.id)).toMatchObject({
      name: 'Annual reports',
      contents: { Introduction: '<p>Our accounts, audited.</p>' },
    });
  });

  it('a scheduled page appears at its moment by the clock, in the menu, its page and its blocks, from caches filled before, without another save', async () => {
    const page = await createPage({ name: 'Flood appeal', position: 810, status: 'scheduled', publish_at: later(30).toISOString() });
    await addBlock(page.id, 'How to help', '<p>Give a flood kit.</p>');
    // Every cache visitors read through is filled before the moment.
    expect(await menuNames()).not.toContain('Flood appeal');
    expect(await siteMenuNames()).not.toContain('Flood appeal');
    expect(await publicBlocks(page.id)).toEqual({});
    expect(await site.page(page.id)).toBeNull();

    now = later(29);
    expect(await siteMenuNames()).not.toContain('Flood appeal');
    now = later(1);
    expect(await menuNames()).toContain('Flood appeal');
    expect(await siteMenuNames()).toContain('Flood appeal');
    expect(await publicBlocks(page.id)).toEqual({ 'How to help': '<p>Give a flood kit.</p>' });
    expect((await site.page(page.id))?.name).toBe('Flood appeal');
  });

  it('a preview link shows a draft page with its blocks until it expires, and only that page', async () => {
    const draft = await createPage({ name: 'Newsroom', position: 820 });
    await addBlock(draft.id, 'Press contact', '<p>press@example.org</p>');
    const editor = asCaller('cms_menu.read', 'cms_menu.update');
    const res = await app.inject({ method: 'POST', url: `${base}/preview_link/${draft.id}`, headers: editor });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/newsroom/${draft.id}\\?preview=`));
    const token = new URL(url, 'http://site').searchParams.get('preview') as string;
    expect(await site.page(draft.id, token)).toMatchObject({
      id: draft.id,
      name: 'Newsroom',
      contents: { 'Press contact': '<p>press@example.org</p>' },
    });
    expect(await site.page(draft.id, `${token}x`)).toBeNull();
    const other = await createPage({ name: 'Elsewhere', position: 821 });
    expect(await site.page(other.id, token)).toBeNull();
    // Still hidden to everyone without the link.
    expect(await site.page(draft.id)).toBeNull();
    now = later(61);
    expect(await site.page(draft.id, token)).toBeNull();
    expect((await app.inject({ method: 'POST', url: `${base}/preview_link/${draft.id}` })).statusCode).toBe(401);
  });

  it('every save keeps a version, and restoring one brings the entry back exactly', async () => {
    const first = await createPage({ name: 'Our reports', position: 830, note: 'Yearly reports', status: 'published' });
    await app.inject({
      method: 'PUT',
      url: `${base}/update/${first.id}`,
      headers: publisher,
      payload: { name: 'Reports', note: 'Changed', status: 'draft' },
    });
    const versions = (await app.inject({ method: 'GET', url: `${base}/versions/${first.id}`, headers: publisher })).json().versions;
    expect(versions.map((v: { record: { name: string } }) => v.record.name)).toEqual(['Reports', 'Our reports']);
    const restored = await app.inject({ method: 'POST', url: `${base}/restore_version/${first.id}/${versions[1].id}`, headers: publisher });
    expect(restored.statusCode, restored.body).toBe(200);
    const current = (await app.inject({ method: 'GET', url: `${base}/${first.id}`, headers: publisher })).json();
    for (const field of ['name', 'parent', 'position', 'note', 'image', 'status', 'publish_at'])
      expect(current[field], field).toEqual(versions[1].record[field]);
    expect(await siteMenuNames()).toContain('Our reports');
  });

  it('a Content editor drafts a page but may not publish, schedule or change a published one (403)', async () => {
    const user = await createUser(app, { role: 'Content editor' });
    const draft = await createPage({ name: 'Editor’s page', position: 840 }, user.headers);
    const publishing = await app.inject({
      method: 'PUT',
      url: `${base}/update/${draft.id}`,
      headers: user.headers,
      payload: { status: 'published' },
    });
    expect(publishing.statusCode).toBe(403);
    expect(publishing.json().detail).toMatch(/content\.publish/);
    const scheduling = await app.inject({
      method: 'PUT',
      url: `${base}/update/${draft.id}`,
      headers: user.headers,
      payload: { status: 'scheduled', publish_at: later(60).toISOString() },
    });
    expect(scheduling.statusCode).toBe(403);
    const home = (await site.menus()).find((m) => m.name === 'Home');
    const renaming = await app.inject({
      method: 'PUT',
      url: `${base}/update/${home?.id}`,
      headers: user.headers,
      payload: { name: 'Start' },
    });
    expect(renaming.statusCode).toBe(403);
    expect(await siteMenuNames()).not.toContain('Editor’s page');
    expect(await siteMenuNames()).toContain('Home');
  });
});
