import type { ContentVersion, SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { contentVersions } from '../publishing/index.ts';
import { createSiteContent } from './index.ts';

let app: App;
let site: SiteContent;
/** A picture the demo charity's pages already show: a page's image group may name it too. */
let picture = '';
let otherPicture = '';
beforeAll(async () => {
  app = await createTestApp();
  site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
  const home = (await site.menus()).find((m) => m.name === 'Home');
  const images = Object.values((await site.page(home?.id as number))?.images ?? {}).flat();
  [picture, otherPicture] = [images[0], images.at(-1) as string];
});
afterAll(() => app.close());

const pages = '/cms_menu/api/v1/cms_menu';
const blocks = '/cms_menu_content/api/v1/cms_menu_content';
const imageGroups = '/cms_menu_content_image/api/v1/cms_menu_content_image';
const everything = [
  'cms_menu.read',
  'cms_menu.create',
  'cms_menu.update',
  'content.publish',
  ...['cms_menu_content', 'cms_menu_content_image'].flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
];
const publisher = asCaller(...everything);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = publisher) {
  const res = await app.inject({ method, url, headers, payload: payload as never });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
let n = 0;
const newPage = (name = 'Annual reports') => call('POST', `${pages}/create/`, { name, position: 900 + ++n, status: 'published' });
const addBlock = (page: number, name: string, value: string, headers = publisher) =>
  call('POST', `${blocks}/create/`, { cms_menu: page, name, value }, headers);
const versionsOf = async (page: number): Promise<ContentVersion[]> => (await call('GET', `${pages}/versions/${page}`)).versions;
/** A version's blocks as a visitor reads them: text by block name. */
const textOf = (version: ContentVersion) =>
  Object.fromEntries((version.record.blocks as { name: string; value: string }[]).map((b) => [b.name, b.value]));
/** What a visitor reads of a page: its blocks through the public API, and its page on the site. */
const publicBlocks = async (page: number) =>
  (await call('GET', `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${page}`)).menu_contents;

describe('a page’s versions hold its blocks and image groups', () => {
  it('every change of a block (added, changed, removed, several removed at once) keeps one new version of the page, saved by who changed it', async () => {
    const author = await createUser(app, { role: 'Publisher' });
    const page = await newPage('Our history');
    expect((await versionsOf(page.id))[0].record).toMatchObject({ name: 'Our history', blocks: [], images: [] });

    const founding = await addBlock(page.id, 'Founding', '<p>Founded in 1998.</p>', author.headers);
    await addBlock(page.id, 'Today', '<p>Twelve districts.</p>');
    await call('PUT', `${blocks}/update/${founding.id}`, { value: '<p>Founded in 1996.</p>' }, author.headers);
    let versions = await versionsOf(page.id);
    expect(versions.map(textOf)).toEqual([
      { Founding: '<p>Founded in 1996.</p>', Today: '<p>Twelve districts.</p>' },
      { Founding: '<p>Founded in 1998.</p>', Today: '<p>Twelve districts.</p>' },
      { Founding: '<p>Founded in 1998.</p>' },
      {},
    ]);
    expect(versions[0].saved_by).toBe(author.id);
    expect(versions[0].saved_by_name).toMatch(/^Test /);
    expect(versions[0].record.name).toBe('Our history');

    await call('POST', `${imageGroups}/create/`, { cms_menu: page.id, head: 'Gallery', image: picture, position: 1 });
    expect((await versionsOf(page.id))[0].record.images).toEqual([
      expect.objectContaining({ head: 'Gallery', image: picture, position: 1 }),
    ]);

    const ids = (await call('GET', `${blocks}/without_pagination/all/?cms_menu=${page.id}`)).menu_items.map((b: { id: number }) => b.id);
    await call('DELETE', `${blocks}/delete_multiple`, { ids });
    versions = await versionsOf(page.id);
    expect(versions).toHaveLength(6);
    expect(versions[0].record.blocks).toEqual([]);
    expect(versions[1].record.blocks).toHaveLength(2);
  });

  it('a block moved to another page keeps a version of both pages', async () => {
    const from = await newPage('Volunteering');
    const to = await newPage('Careers');
    const block = await addBlock(from.id, 'Openings', '<p>Field officer, Sylhet.</p>');
    await call('PUT', `${blocks}/update/${block.id}`, { cms_menu: to.id });
    expect(textOf((await versionsOf(from.id))[0])).toEqual({});
    expect(textOf((await versionsOf(to.id))[0])).toEqual({ Openings: '<p>Field officer, Sylhet.</p>' });
  });

  it('restoring a version puts back the blocks and image groups exactly, with the page’s fields, as one new version; visitors read it at once', async () => {
    const page = await newPage('Flood appeal');
    const intro = await addBlock(page.id, 'Introduction', '<p>Help us rebuild.</p>');
    await addBlock(page.id, 'How to help', '<p>Give a flood kit.</p>');
    await call('POST', `${imageGroups}/create/`, { cms_menu: page.id, head: 'Gallery', image: picture, position: 1 });
    const [kept] = await versionsOf(page.id);
    // Visitors' caches now hold the page as it was.
    expect(await publicBlocks(page.id)).toEqual({ Introduction: '<p>Help us rebuild.</p>', 'How to help': '<p>Give a flood kit.</p>' });
    expect((await site.page(page.id))?.contents).toEqual(await publicBlocks(page.id));

    // An editor breaks the page: text changed, a block removed, one added, a picture swapped, the page renamed.
    await call('PUT', `${pages}/update/${page.id}`, { name: 'Flood appeal 2026' });
    await call('PUT', `${blocks}/update/${intro.id}`, { value: '<p>oops</p>' });
    const howTo = (await call('GET', `${blocks}/without_pagination/all/?cms_menu=${page.id}`)).menu_items.find(
      (b: { name: string }) => b.name === 'How to help',
    );
    await call('DELETE', `${blocks}/delete/${howTo.id}`);
    await addBlock(page.id, 'Stray', '<p>draft notes</p>');
    const gallery = (await call('GET', `${imageGroups}/without_pagination/all/?cms_menu=${page.id}`)).content_images[0];
    await call('PUT', `${imageGroups}/update/${gallery.id}`, { image: otherPicture });
    expect((await site.page(page.id))?.contents).toEqual({ Introduction: '<p>oops</p>', Stray: '<p>draft notes</p>' });
    const before = (await versionsOf(page.id)).length;

    const restored = await app.inject({ method: 'POST', url: `${pages}/restore_version/${page.id}/${kept.id}`, headers: publisher });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().name).toBe('Flood appeal');
    const expected = { Introduction: '<p>Help us rebuild.</p>', 'How to help': '<p>Give a flood kit.</p>' };
    expect(await publicBlocks(page.id)).toEqual(expected);
    expect(await site.page(page.id)).toMatchObject({ name: 'Flood appeal', contents: expected, images: { Gallery: [picture] } });
    const versions = await versionsOf(page.id);
    expect(versions).toHaveLength(before + 1);
    expect(textOf(versions[0])).toEqual(expected);
    expect(versions[0].record.images).toEqual([expect.objectContaining({ head: 'Gallery', image: picture })]);
  });

  it('a restore the caller may not make is refused (403), and nothing of the page changes', async () => {
    const page = await newPage('Partners');
    await addBlock(page.id, 'Donors', '<p>Thank you.</p>');
    const [kept] = await versionsOf(page.id);
    await call('PUT', `${pages}/update/${page.id}`, { note: 'Renamed list' });
    await addBlock(page.id, 'Banks', '<p>Sonali Bank</p>');
    const now = { blocks: await publicBlocks(page.id), versions: (await versionsOf(page.id)).length };
    const unchanged = async () => {
      expect(await publicBlocks(page.id)).toEqual(now.blocks);
      expect((await site.page(page.id))?.contents).toEqual(now.blocks);
      expect((await versionsOf(page.id)).length).toBe(now.versions);
      expect((await call('GET', `${pages}/${page.id}`)).note).toBe('Renamed list');
    };
    const restore = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `${pages}/restore_version/${page.id}/${kept.id}`, headers });

    // A Content editor may not change a published page.
    const editor = await createUser(app, { role: 'Content editor' });
    const refused = await restore(editor.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/content\.publish/);
    await unchanged();
    // Restoring removes the block added since, which needs the blocks' delete permission.
    const noDelete = await restore(asCaller(...everything.filter((p) => p !== 'cms_menu_content.delete')));
    expect(noDelete.statusCode).toBe(403);
    expect(noDelete.json().detail).toMatch(/content blocks.*cms_menu_content\.delete/);
    await unchanged();
    expect((await restore(asCaller('cms_menu.read'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${pages}/restore_version/${page.id}/${kept.id}` })).statusCode).toBe(401);
    await unchanged();
  });

  it('a version kept before versions held blocks still lists and restores the page’s own fields, leaving its blocks as they are', async () => {
    const page = await newPage('Old page');
    await addBlock(page.id, 'Text', '<p>Today’s text.</p>');
    const { blocks: _, images: __, ...entryOnly } = (await versionsOf(page.id))[0].record;
    const [old] = await app.database.db
      .insert(contentVersions)
      .values({ entity: 'cms_menu', entityId: page.id, record: { ...entryOnly, name: 'Old name' } })
      .returning();
    const listed = await versionsOf(page.id);
    expect(listed[0]).toMatchObject({ id: old.id, record: { name: 'Old name' } });
    expect(listed[0].record).not.toHaveProperty('blocks');

    const restored = await app.inject({ method: 'POST', url: `${pages}/restore_version/${page.id}/${old.id}`, headers: publisher });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await site.page(page.id)).toMatchObject({ name: 'Old name', contents: { Text: '<p>Today’s text.</p>' } });
    expect(textOf((await versionsOf(page.id))[0])).toEqual({ Text: '<p>Today’s text.</p>' });
  });
});
