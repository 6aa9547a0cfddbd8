import { menuPath, postPath } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { asCaller, createTestApp } from '../test-support/test-app.ts';
import { hasWebBuild, webBuildDir } from './site.ts';

// The server's own pages, feed and sitemap, kept in its page cache, read as visitors and crawlers read them.
let now = new Date('2026-03-01T09:00:00Z');
let app: App;
beforeAll(async () => {
  // Never skipped: without a build there is nothing to test, and that is a failure to see.
  if (!hasWebBuild()) throw new Error('No build of the public site: run `npm run build` first (`npm test` does).');
  app = await createTestApp({ site: { buildDir: webBuildDir }, clock: () => now });
});
afterAll(async () => {
  await app?.close();
});

const publisher = asCaller('blog_post.create', 'cms_menu.create', 'content.publish');
const visit = async (path: string) => {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.body };
};

describe('a scheduled post and a scheduled page, through the page cache', () => {
  it('appear at their moment on their pages, the blog, the feed, the menu and the sitemap, though those were kept before, without a save', async () => {
    const at = new Date(now.getTime() + 30 * 60_000).toISOString();
    const post = await app.inject({
      method: 'POST',
      url: '/blog_post/api/v1/blog_post/create/',
      headers: publisher,
      payload: { title: 'The new boats are launched', published_on: '2026-03-01', status: 'scheduled', publish_at: at },
    });
    expect(post.statusCode, post.body).toBe(201);
    const page = await app.inject({
      method: 'POST',
      url: '/cms_menu/api/v1/cms_menu/create/',
      headers: publisher,
      payload: { name: 'Boats', position: 900, status: 'scheduled', publish_at: at },
    });
    expect(page.statusCode, page.body).toBe(201);
    const postAddress = postPath(post.json());
    const pageAddress = menuPath(page.json());

    // Every one of them is read, and kept, before the moment.
    expect((await visit(postAddress)).status).toBe(404);
    expect((await visit(pageAddress)).status).toBe(404);
    expect((await visit('/blog')).body).not.toContain('The new boats are launched');
    expect((await visit('/feeds/blog.xml')).body).not.toContain('The new boats are launched');
    const keptSitemap = (await visit('/sitemap.xml')).body;
    expect(keptSitemap).not.toContain(`${postAddress}</loc>`);
    expect(keptSitemap).not.toContain(`${pageAddress}</loc>`);
    expect((await visit('/contact')).body).not.toContain('>Boats<');

    now = new Date(now.getTime() + 30 * 60_000);
    expect((await visit(postAddress)).status).toBe(200);
    expect((await visit(pageAddress)).status).toBe(200);
    expect((await visit('/blog')).body).toContain('The new boats are launched');
    expect((await visit('/feeds/blog.xml')).body).toContain('<title>The new boats are launched</title>');
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain(`${postAddress}</loc>`);
    expect(sitemap).toContain(`${pageAddress}</loc>`);
    // The header's menu on every page, a page kept before included.
    expect((await visit('/contact')).body).toContain('>Boats<');
  });
});
