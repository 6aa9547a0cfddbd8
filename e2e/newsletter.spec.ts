import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { open } from './support/site.ts';

// On a server of its own: the test reads its mail outbox.
const server = usePrivateServer();

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

const pathIn = (mail: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/newsletter/${kind}/\\S+`).exec(mail)?.[0] as string;

test('a visitor subscribes from the blog’s sidebar, confirms from the mail, and leaves from its link', async ({ page }) => {
  const email = `reader-${uniqueTag()}@example.org`;
  await open(page, '/blog');
  const newsletter = page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Thank you. Please check your email to confirm your subscription.');
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  const mail = await mailTo(email);
  await open(page, pathIn(mail, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Thank you: your subscription is confirmed.' })).toBeVisible();
  // The link is used up: followed again, it changes nothing, and says the subscription stands.
  await open(page, pathIn(mail, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Thank you: your subscription is confirmed.' })).toBeVisible();

  const left = await open(page, pathIn(mail, 'unsubscribe'));
  expect(left?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'You are unsubscribed.' })).toBeVisible();

  // A link cut short is a plain page that says so, never an error.
  const cut = await open(page, pathIn(mail, 'confirm').slice(0, -5));
  expect(cut?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This link does not work.' })).toBeVisible();
});
