import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newsletterEndpoints } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { confirmDays } from '../modules/newsletter/links.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { hasWebBuild, webBuildDir } from './site.ts';

// The pages a subscriber's mailed links open, as the server answers a browser, a mail scanner and a mail program.
let now = new Date();
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Never skipped: without a build there is nothing to test, and that is a failure to see.
  if (!hasWebBuild()) throw new Error('No build of the public site: run `npm run build` first (`npm test` does).');
  app = await createTestApp({ site: { buildDir: webBuildDir }, clock: () => now });
});
afterAll(async () => {
  await app?.close();
});

let n = 0;
/** A visitor's subscription, and the paths of the two links its mail gives them. */
async function subscribed() {
  const email = `reader-${++n}-${Date.now()}@example.org`;
  const response = await app.inject({
    method: 'POST',
    url: `${newsletterEndpoints.subscribe.path}/`,
    payload: { form_token: app.spamGuard.token(Date.now() - 10_000), website: '', email },
    remoteAddress: `10.92.0.${n}`,
  });
  expect(response.statusCode, response.body).toBe(202);
  const file = readdirSync(app.outboxDir).find((name) => name.endsWith(`-${email}.eml`)) as string;
  const mail = readFileSync(join(app.outboxDir, file), 'utf8');
  const text = mail.slice(mail.indexOf('\n\n'));
  const path = (kind: string) => new RegExp(`/newsletter/${kind}/\\S+`).exec(text)?.[0] as string;
  return { email, confirm: path('confirm'), unsubscribe: path('unsubscribe') };
}

const statusOf = async (email: string) =>
  (await rowsOf<{ status: string }>(app.database.db, sql`select status from newsletter_subscriber where email = ${email}`))[0].status;
// What the visitor reads: the page without its scripts (the page's data carries the whole dictionary).
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a newsletter link’s page', () => {
  it('changes nothing when opened, however often: it asks, with a button that posts back to the link', async () => {
    const links = await subscribed();
    for (const method of ['GET', 'HEAD', 'GET'] as const) {
      for (const url of [links.confirm, links.unsubscribe]) {
        const page = await app.inject({ method, url });
        expect(page.statusCode, `${method} ${url}`).toBe(200);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers['x-robots-tag']).toBe('noindex');
      }
    }
    expect(await statusOf(links.email)).toBe('pending');
    const asked = shown((await app.inject({ method: 'GET', url: links.confirm })).body);
    expect(asked).toContain('Confirm your subscription to our newsletter?');
    const [, attributes, button] = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(asked) ?? [];
    expect(attributes).toContain(`action="${links.confirm}"`);
    expect(attributes).toContain('method="post"');
    expect(button).toMatch(/^<button type="submit"[^>]*>Confirm my subscription<\/button>$/);
  });

  it('confirms on the button’s POST, and unsubscribes on a mail program’s one-click POST (RFC 8058)', async () => {
    const links = await subscribed();
    const confirmed = await app.inject({ method: 'POST', url: links.confirm, headers: oneClick, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(shown(confirmed.body)).toContain('Thank you: your subscription is confirmed.');
    expect(await statusOf(links.email)).toBe('confirmed');

    const left = await app.inject({ method: 'POST', url: links.unsubscribe, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(left.statusCode).toBe(200);
    expect(shown(left.body)).toContain('You are unsubscribed.');
    expect(await statusOf(links.email)).toBe('unsubscribed');
    // Opened again, it says so, with no button.
    const again = shown((await app.inject({ method: 'GET', url: links.unsubscribe })).body);
    expect(again).toContain('You are unsubscribed.');
    expect(again).not.toContain('<form');
  });

  it('says at once that an altered or expired link does not work, opened or posted, with 400 and 410', async () => {
    const links = await subscribed();
    const altered = `${links.confirm.slice(0, -3)}xyz`;
    for (const method of ['GET', 'POST'] as const) {
      const page = await app.inject({ method, url: altered, headers: oneClick, payload: method === 'POST' ? '' : undefined });
      expect(page.statusCode, method).toBe(400);
      expect(shown(page.body)).toContain('This link does not work.');
    }
    const later = now;
    now = new Date(later.getTime() + confirmDays * 86_400_000 + 1000);
    try {
      for (const method of ['GET', 'POST'] as const) {
        const page = await app.inject({ method, url: links.confirm, headers: oneClick, payload: method === 'POST' ? '' : undefined });
        expect(page.statusCode, method).toBe(410);
        expect(shown(page.body)).toContain('This confirmation link has expired.');
      }
    } finally {
      now = later;
    }
    expect(await statusOf(links.email)).toBe('pending');
  });
});

describe('a form posted to a page of the site from another site', () => {
  it('is refused as a bad request, writing nothing (never answered as an error of the server)', async () => {
    const links = await subscribed();
    const posted = await app.inject({
      method: 'POST',
      url: links.confirm,
      headers: { ...oneClick, origin: 'https://elsewhere.example' },
      payload: '',
    });
    expect(posted.statusCode, posted.body).toBe(400);
    expect(await statusOf(links.email)).toBe('pending');
  });
});
