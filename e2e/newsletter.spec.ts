import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { usePrivateServer } from './support/private-server.ts';
import { adminTokens, authed, open } from './support/site.ts';

// On a server of its own: the test reads its mail outbox.
const server = usePrivateServer();
const adminToken = adminTokens();

/** The newest mail the outbox holds for this address, once it is written. */
async function mailTo(email: string) {
  const outbox = join(server.dataDir(), 'outbox');
  const read = async () => {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${email}.eml`)).sort();
    return names.length ? readFile(join(outbox, names[names.length - 1]), 'utf8') : '';
  };
  await expect.poll(read, { message: `a mail to ${email}` }).toContain('/newsletter/confirm/');
  return read();
}

/** A link's path as the mail's text gives it to the reader. */
const pathIn = (mail: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}/\\S+`).exec(mail.slice(mail.indexOf('\n\n')))?.[0] as string;

/** Subscribes from the blog's sidebar, as a visitor does; answers the mail that asks to confirm. */
async function subscribe(page: Page, email: string) {
  await open(page, '/blog');
  const newsletter = page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Thank you. Please check your email to confirm your subscription.');
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  return mailTo(email);
}

/** Where the address's subscription stands, as staff read it in the back office's list. */
async function statusOf(request: APIRequestContext, email: string) {
  const found = await authed<{ newsletter_subscribers: { status: string }[] }>(
    request,
    `/newsletter_subscriber/api/v1/newsletter_subscriber/search?email=${encodeURIComponent(email)}`,
    await adminToken(request, server.url()),
  );
  return found.newsletter_subscribers[0]?.status;
}

test('a visitor subscribes from the blog’s sidebar; opening a mailed link changes nothing, its button confirms or unsubscribes', async ({
  page,
  request,
}) => {
  const email = `reader-${uniqueTag()}@example.org`;
  const mail = await subscribe(page, email);

  // A mail scanner opens the link as well: the page asks, and the subscription stays pending until the button.
  const asked = await open(page, pathIn(mail, 'confirm'));
  expect(asked?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Confirm your subscription to our newsletter?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await statusOf(request, email)).toBe('pending');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your subscription is confirmed.' })).toBeVisible();
  expect(await statusOf(request, email)).toBe('confirmed');
  // The link is used up: opened again, it says the subscription stands, with no button.
  await open(page, pathIn(mail, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Thank you: your subscription is confirmed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);

  const leaving = await open(page, pathIn(mail, 'unsubscribe'));
  expect(leaving?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Unsubscribe from our newsletter?' })).toBeVisible();
  expect(await statusOf(request, email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed.' })).toBeVisible();
  expect(await statusOf(request, email)).toBe('unsubscribed');

  // A link cut short is a plain page that says so at once, never an error.
  const cut = await open(page, pathIn(mail, 'confirm').slice(0, -5));
  expect(cut?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This link does not work.' })).toBeVisible();
});

test('a subscriber confirms without JavaScript, and their mail program unsubscribes them in one click', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  const email = `reader-${uniqueTag()}@example.org`;
  const mail = await subscribe(page, email);

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(pathIn(mail, 'confirm'));
    await plain.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(plain.getByRole('heading', { name: 'Thank you: your subscription is confirmed.' })).toBeVisible();
    expect(await statusOf(request, email)).toBe('confirmed');
  } finally {
    await noScript.close();
  }

  // What a mail program does with the mail's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058).
  const head = mail.slice(0, mail.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const leave = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(head)?.[1] as string);
  expect(leave.pathname).toBe(pathIn(mail, 'unsubscribe'));
  // From the mail provider's server: no cookie, no page of ours.
  const mailProgram = await playwright.request.newContext({ baseURL: server.url() });
  try {
    const oneClick = await mailProgram.post(leave.pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
  } finally {
    await mailProgram.dispose();
  }
  expect(await statusOf(request, email)).toBe('unsubscribed');
});
