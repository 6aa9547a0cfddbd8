import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/** The test's clock: each test moves it by hand, never waits. */
let now = new Date('2026-03-01T09:00:00Z');
let app: App;
beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(() => app.close());

const base = '/blog_post/api/v1/blog_post';
const publisher = asCaller('blog_post.read', 'blog_post.create', 'blog_post.update', 'blog_post.delete', 'content.publish');
const editor = asCaller('blog_post.read', 'blog_post.create', 'blog_post.update');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, headers = publisher) =>
  app.inject({ method, url, headers, payload });
const create = (fields: Record<string, unknown>, headers = publisher) =>
  write('POST', `${base}/create/`, { published_on: '2026-03-01', ...fields }, headers);
/** What a visitor gets: the list's titles, and one post's answer. */
const visitorTitles = async () =>
  ((await app.inject({ method: 'GET', url: `${base}/without_pagination/all/` })).json().blog_posts as { title: string }[]).map(
    (p) => p.title,
  );
const visitorCount = async () => (await app.inject({ method: 'GET', url: `${base}/all/` })).json().total_elements as number;
const visitorGet = (id: number) => app.inject({ method: 'GET', url: `${base}/${id}` });

describe('what a visitor is answered', () => {
  it('never a draft: not in lists, not in counts, not by id, even after the cache holds the list', async () => {
    const before = await visitorCount();
    await visitorTitles(); // the public cache now keeps the list
    const draft = (await create({ title: 'A draft about wells' })).json();
    expect(draft.status).toBe('draft');
    expect(await visitorTitles()).not.toContain('A draft about wells');
    expect(await visitorCount()).toBe(before);
    expect((await visitorGet(draft.id)).statusCode).toBe(404);
    // Staff who edit posts see it.
    expect((await app.inject({ method: 'GET', url: `${base}/${draft.id}`, headers: editor })).json().title).toBe('A draft about wells');
  });

  it('a published post at once, with the moment it went live', async () => {
    const post = (await create({ title: 'Flood kits packed', status: 'published' })).json();
    expect(post.publish_at).toBe(now.toISOString());
    expect(await visitorTitles()).toContain('Flood kits packed');
    expect((await visitorGet(post.id)).json().title).toBe('Flood kits packed');
  });

  it('a scheduled post from its moment by the clock, from a cache filled before, without another save', async () => {
    const post = (await create({ title: 'The new school opens', status: 'scheduled', publish_at: later(30).toISOString() })).json();
    expect(await visitorTitles()).not.toContain('The new school opens');
    expect((await visitorGet(post.id)).statusCode).toBe(404);
    const countBefore = await visitorCount();

    now = later(29);
    expect(await visitorTitles()).not.toContain('The new school opens');
    now = later(1);
    expect(await visitorTitles()).toContain('The new school opens');
    expect((await visitorGet(post.id)).json().title).toBe('The new school opens');
    expect(await visitorCount()).toBe(countBefore + 1);
  });

  it('a scheduled post needs its moment', async () => {
    const res = await create({ title: 'When?', status: 'scheduled' });
    expect(res.statusCode).toBe(400);
    expect(res.json().publish_at).toEqual(['Give the date and time it goes live.']);
  });
});

describe('who may publish', () => {
  it('a Content editor drafts, and is refused (403) publishing, scheduling or changing a published post', async () => {
    const user = await createUser(app, { role: 'Content editor' });
    const draft = await create({ title: 'Editor draft' }, user.headers);
    expect(draft.statusCode).toBe(201);
    const id = draft.json().id;

    const publishing = await write('PUT', `${base}/update/${id}`, { status: 'published' }, user.headers);
    expect(publishing.statusCode).toBe(403);
    expect(publishing.json().detail).toMatch(/content\.publish/);
    const scheduling = await write(
      'PUT',
      `${base}/update/${id}`,
      { status: 'scheduled', publish_at: later(60).toISOString() },
      user.headers,
    );
    expect(scheduling.statusCode).toBe(403);
    expect((await create({ title: 'Straight out', status: 'published' }, user.headers)).statusCode).toBe(403);
    expect(await visitorTitles()).not.toContain('Editor draft');

    const published = (await create({ title: 'Live already', status: 'published' })).json();
    expect((await write('PUT', `${base}/update/${published.id}`, { title: 'Changed live' }, user.headers)).statusCode).toBe(403);
    expect(await visitorTitles()).toContain('Live already');
  });

  it('a Publisher and the Administrator publish', async () => {
    for (const role of ['Publisher', 'Administrator']) {
      const user = await createUser(app, { role });
      const res = await create({ title: `Published by the ${role}`, status: 'published' }, user.headers);
      expect(res.statusCode).toBe(201);
      expect(await visitorTitles()).toContain(`Published by the ${role}`);
    }
  });
});

describe('versions', () => {
  it('every save keeps one, newest first, with who saved it; restoring one brings every field back exactly', async () => {
    const user = await createUser(app, { role: 'Publisher' });
    const tag = (await write('POST', '/tag/api/v1/tag/create/', { name: 'Versions' }, asCaller('tag.create'))).json();
    const category = (
      await write('POST', '/blog_category/api/v1/blog_category/create/', { name: 'Kept' }, asCaller('blog_category.create'))
    ).json();
    const first = (
      await create(
        {
          title: 'First words',
          excerpt: 'A lead',
          body: '<p>One paragraph.</p>',
          category: category.id,
          tags: [tag.id],
          author: 'Nusrat Jahan',
          format: 'video',
          video_url: 'https://www.youtube.com/watch?v=abc',
        },
        user.headers,
      )
    ).json();
    await write(
      'PUT',
      `${base}/update/${first.id}`,
      { title: 'Second words', body: '<p>Two.</p>', tags: [], format: 'standard' },
      user.headers,
    );
    await write('PUT', `${base}/update/${first.id}`, { status: 'published' }, user.headers);

    const listed = await app.inject({ method: 'GET', url: `${base}/versions/${first.id}`, headers: publisher });
    expect(listed.statusCode, listed.body).toBe(200);
    const versions = listed.json().versions;
    expect(versions.map((v: { record: { title: string } }) => v.record.title)).toEqual(['Second words', 'Second words', 'First words']);
    expect(versions[2].saved_by).toBe(user.id);
    expect(versions[2].saved_by_name).toBeTruthy();

    const restored = await app.inject({ method: 'POST', url: `${base}/restore_version/${first.id}/${versions[2].id}`, headers: publisher });
    expect(restored.statusCode).toBe(200);
    const current = (await app.inject({ method: 'GET', url: `${base}/${first.id}`, headers: publisher })).json();
    const fields = [
      'title',
      'excerpt',
      'body',
      'category',
      'tags',
      'author',
      'format',
      'video_url',
      'status',
      'publish_at',
      'published_on',
    ];
    for (const field of fields) expect(current[field], field).toEqual(first[field]);
    // The restore is a save of its own.
    const after = (await app.inject({ method: 'GET', url: `${base}/versions/${first.id}`, headers: publisher })).json().versions;
    expect(after).toHaveLength(4);
  });

  it('a Content editor may not restore a version that publishes', async () => {
    const post = (await create({ title: 'Was live', status: 'published' })).json();
    await write('PUT', `${base}/update/${post.id}`, { status: 'draft' });
    const [, live] = (await app.inject({ method: 'GET', url: `${base}/versions/${post.id}`, headers: publisher })).json().versions;
    const user = await createUser(app, { role: 'Content editor' });
    const res = await app.inject({ method: 'POST', url: `${base}/restore_version/${post.id}/${live.id}`, headers: user.headers });
    expect(res.statusCode).toBe(403);
    expect(await visitorTitles()).not.toContain('Was live');
  });
});

describe('preview links', () => {
  it('name the post page with a token that expires', async () => {
    const draft = (await create({ title: 'Preview me' })).json();
    const res = await app.inject({ method: 'POST', url: `${base}/preview_link/${draft.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json();
    expect(url).toMatch(new RegExp(`^/blog-single/${draft.id}\\?preview=`));
    expect(new Date(expires_at).getTime()).toBe(later(60).getTime());
    expect((await app.inject({ method: 'POST', url: `${base}/preview_link/${draft.id}` })).statusCode).toBe(401);
  });
});
