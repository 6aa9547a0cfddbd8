import type { SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { blogPosts, blogTags } from '../../seed/demo-blog.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createSiteContent } from '../cms/index.ts';

let now = new Date('2026-03-01T09:00:00Z');
let app: App;
let site: SiteContent;
beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
});
afterAll(() => app.close());

const base = '/blog_post/api/v1/blog_post';
const publisher = asCaller('blog_post.read', 'blog_post.create', 'blog_post.update', 'content.publish');
const create = async (fields: Record<string, unknown>) =>
  (
    await app.inject({ method: 'POST', url: `${base}/create/`, headers: publisher, payload: { published_on: '2026-03-01', ...fields } })
  ).json();
/** A comment sent as a person would: the hidden field empty, started a while ago. */
const comment = (fields: Record<string, unknown>, ip = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/blog_comment/api/v1/blog_comment/create/',
    remoteAddress: ip,
    payload: {
      name: 'Rina Akter',
      email: 'rina@example.org',
      body: 'Thank you for this report.',
      ...fields,
      website: '',
      form_token: app.spamGuard.token(Date.now() - 10_000),
    },
  });

describe("the site's blog", () => {
  it("is the demo charity's nine posts, newest first, with their comment counts, categories and tags", async () => {
    const blog = await site.blog();
    expect(blog.posts.map((p) => p.title)).toEqual(blogPosts.map((p) => p.title));
    expect(blog.posts.map((p) => p.comment_count)).toEqual(blogPosts.map((p) => p.commentCount));
    expect(blog.posts.map((p) => p.id)).toEqual(blogPosts.map((p) => p.id));
    expect(blog.categories.reduce((sum, c) => sum + c.count, 0)).toBe(9);
    const first = await site.blogPost(1);
    expect(first?.tags).toEqual(blogPosts[0].tags);
    expect(blog.tags).toEqual(blogTags());
    expect(first?.comments[0].replies[0].name).toBe(blogPosts[0].comments[0].replies?.[0].name);
    expect(first?.body).toContain('<blockquote>');
  });

  it('never shows a draft, shows a scheduled post at its time, and opens a draft to a preview link until it expires', async () => {
    const draft = await create({ title: 'Draft for the site' });
    const scheduled = await create({
      title: 'Scheduled for the site',
      status: 'scheduled',
      publish_at: new Date(now.getTime() + 5 * 60_000).toISOString(),
    });
    expect((await site.blog()).posts.map((p) => p.title)).not.toContain('Draft for the site');
    expect(await site.blogPost(draft.id)).toBeNull();
    expect(await site.blogPost(scheduled.id)).toBeNull();

    const { url } = (await app.inject({ method: 'POST', url: `${base}/preview_link/${draft.id}`, headers: publisher })).json();
    const token = new URL(url, 'http://site').searchParams.get('preview') as string;
    expect((await site.blogPost(draft.id, token))?.title).toBe('Draft for the site');
    expect(await site.blogPost(scheduled.id, token)).toBeNull();
    expect(await site.blogPost(draft.id, `${token}x`)).toBeNull();

    now = new Date(now.getTime() + 5 * 60_000);
    expect((await site.blog()).posts[0].title).toBe('Scheduled for the site');
    expect((await site.blogPost(scheduled.id))?.title).toBe('Scheduled for the site');
    now = new Date(now.getTime() + 61 * 60_000);
    expect(await site.blogPost(draft.id, token)).toBeNull();
  });
});

describe('a reader’s comment', () => {
  it('is held pending, shown and counted once approved', async () => {
    const post = await create({ title: 'Comment on me', status: 'published' });
    const sent = await comment({ post: post.id, body: 'Where can I volunteer?' });
    expect(sent.statusCode).toBe(201);
    expect((await site.blogPost(post.id))?.comments).toEqual([]);
    expect((await site.blog()).posts.find((p) => p.id === post.id)?.comment_count).toBe(0);

    const pending = (
      await app.inject({
        method: 'GET',
        url: '/blog_comment/api/v1/blog_comment/all/?status=pending',
        headers: asCaller('blog_comment.read'),
      })
    ).json().blog_comments;
    const held = pending.find((c: { body: string }) => c.body === 'Where can I volunteer?');
    expect(held).toMatchObject({ post: post.id, status: 'pending', name: 'Rina Akter' });
    expect(held.ip).toBeUndefined();
    const approve = await app.inject({
      method: 'PATCH',
      url: `/blog_comment/api/v1/blog_comment/update/${held.id}`,
      headers: asCaller('blog_comment.update'),
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    expect((await site.blogPost(post.id))?.comments.map((c) => c.body)).toEqual(['Where can I volunteer?']);
    expect((await site.blog()).posts.find((p) => p.id === post.id)?.comment_count).toBe(1);
  });

  it('answers bad input field by field and stores nothing', async () => {
    const post = await create({ title: 'Strict comments', status: 'published' });
    const bad = await comment({ post: post.id, name: '', email: 'not an email', body: '' }, '203.0.113.8');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['body', 'email', 'name']);
    const draft = await create({ title: 'No comments on drafts' });
    const onDraft = await comment({ post: draft.id }, '203.0.113.9');
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().post).toEqual(['This post does not take comments.']);
    const trapped = await app.inject({
      method: 'POST',
      url: '/blog_comment/api/v1/blog_comment/create/',
      payload: {
        post: post.id,
        name: 'Bot',
        email: 'bot@example.org',
        body: 'Buy now',
        website: 'https://spam.example',
        form_token: app.spamGuard.token(Date.now() - 10_000),
      },
    });
    expect(trapped.statusCode).toBe(400);
    const all = (
      await app.inject({ method: 'GET', url: '/blog_comment/api/v1/blog_comment/all/?size=100', headers: asCaller('blog_comment.read') })
    ).json();
    expect(all.blog_comments.filter((c: { post: number }) => c.post === post.id || c.post === draft.id)).toEqual([]);
  });
});
