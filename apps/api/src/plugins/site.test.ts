import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { hasWebBuild, webBuildDir } from './site.ts';

// The public site as the server answers it, from the site's production build (`npm test` builds it before this suite).
const notFound = { en: 'Oops! Page Not Found!', bn: 'দুঃখিত! পাতাটি পাওয়া যায়নি!' };

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
// What the visitor reads: the page without its scripts (the page's data carries the whole dictionary, keys and all).
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

describe('the public site', () => {
  let app: App;
  beforeAll(async () => {
    // Never skipped: without a build there is nothing to test, and that is a failure to see.
    if (!hasWebBuild()) throw new Error('No build of the public site: run `npm run build` first (`npm test` does).');
    app = await createTestApp({ site: { buildDir: webBuildDir } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a POST, PUT, PATCH or DELETE to an address that does not exist with the not-found page and its words, not their keys', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/no-such-page',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(title(response.body), method).toMatch(new RegExp(`^${notFound.en} \\| `));
      expect(heading(response.body), method).toBe(notFound.en);
      expect(shown(response.body)).not.toContain('notFound.');
    }
  });

  it('shows the not-found words in the language the visitor chose', async () => {
    const response = await app.inject({ method: 'POST', url: '/no-such-page', headers: { cookie: 'lang=bn' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="bn"');
    expect(title(response.body)).toMatch(new RegExp(`^${notFound.bn} \\| `));
    expect(heading(response.body)).toBe(notFound.bn);
    expect(shown(response.body)).not.toContain('notFound.');
  });

  it('answers a POST to a page that takes none with 405, and the error page still has its words, header and footer', async () => {
    for (const url of ['/home', '/404', '/about/1']) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(405);
      expect(title(response.body), url).toMatch(new RegExp(`^${notFound.en} \\| `));
      expect(heading(response.body), url).toBe(notFound.en);
      expect(shown(response.body), url).not.toContain('notFound.');
      // The root's data was read: the menus and the site's name are there, not the bare fallbacks.
      expect(response.body, url).toContain('<footer');
      expect(title(response.body), url).not.toBe(`${notFound.en} | Sahay`);
    }
  });

  it('still answers an unknown address read with GET with the 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(heading(response.body)).toBe(notFound.en);
  });
});
