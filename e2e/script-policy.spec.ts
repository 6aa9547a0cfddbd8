import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { open } from './support/site.ts';

const hashesOf = (policy: string | undefined) =>
  [...(/script-src ([^;]+)/.exec(policy ?? '')?.[1] ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
const inlineScriptTexts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((text) => text !== '');
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

test('each public page names the hashes of its own inline scripts, and no nonce', async ({ request }) => {
  const answer = await request.get('/');
  const policy = answer.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain('nonce-');
  expect(/script-src ([^;]+)/.exec(policy ?? '')?.[1]).not.toContain('unsafe-inline');
  const scripts = inlineScriptTexts(await answer.text());
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(hashesOf(policy))).toEqual(new Set(scripts.map(sha256)));
});

/** An answer as the server sent it: Node's own client leaves the bytes compressed, so the encodings themselves are checked. */
const fetchAs = (url: URL, encoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        expect(answer.statusCode).toBe(200);
        resolve({ headers: answer.headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });

test('a cached page is the same bytes for everyone, in br, gzip or plain', async ({ baseURL }) => {
  const home = new URL('/', baseURL);
  const plain = await fetchAs(home, 'identity');
  const br = await fetchAs(home, 'br, gzip');
  const gzip = await fetchAs(home, 'gzip');
  const again = await fetchAs(home, 'br');

  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(again.body.equals(br.body)).toBe(true);
  expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
});

test('the site’s scripts go out as the brotli and gzip copies the build wrote, not compressed per request', async ({ baseURL }) => {
  const html = (await fetchAs(new URL('/', baseURL), 'identity')).body.toString();
  // The framework's file: the largest the page loads (its tiny entry is below the size worth compressing).
  const script = /"(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  const built = join(import.meta.dirname, '../apps/web/build/client', script);
  const br = await fetchAs(new URL(script, baseURL), 'br, gzip');
  const gzip = await fetchAs(new URL(script, baseURL), 'gzip');
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.body.equals(readFileSync(`${built}.br`))).toBe(true);
  expect(gzip.body.equals(readFileSync(`${built}.gz`))).toBe(true);
  expect(brotliDecompressSync(br.body).equals(readFileSync(built))).toBe(true);
});

test('a script slipped into a page does not run, while the page’s own scripts do', async ({ page }) => {
  const blocked: string[] = [];
  await page.exposeFunction('reportBlocked', (what: string) => blocked.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportBlocked: (what: string) => void }).reportBlocked(event.violatedDirective),
    );
  });
  // The page as the server sent it, policy included, with one foreign inline script added before </body>.
  await page.route('**/contact', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('</body>', '<script>window.__slipped = true</script></body>');
    await route.fulfill({ response: answer, body: html });
  });
  await open(page, '/contact');
  await expect.poll(() => blocked).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { __slipped?: boolean }).__slipped)).toBeUndefined();
  // The page's own inline scripts ran: React Router booted and navigates in place.
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).first().click();
  await expect(page).toHaveURL(/\/gallery\//);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('under that policy the site still comes alive: nothing is blocked and a menu link navigates in place', async ({ page }) => {
  const blocked: string[] = [];
  await page.exposeFunction('reportBlocked', (what: string) => blocked.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportBlocked: (what: string) => void }).reportBlocked(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await open(page, '/contact');
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).first().click();
  await expect(page).toHaveURL(/\/gallery\//);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  expect(blocked).toEqual([]);
});
