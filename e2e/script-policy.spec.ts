import { expect, test } from '@playwright/test';
import { open } from './support/site.ts';

const nonceOf = (policy: string | undefined) => /script-src 'self' 'nonce-([^']+)'/.exec(policy ?? '')?.[1];

test('each public page names a fresh script nonce in its policy, and only the page’s own inline scripts carry it', async ({ request }) => {
  const first = await request.get('/about-us');
  const second = await request.get('/about-us');
  const nonces = [first, second].map((answer) => nonceOf(answer.headers()['content-security-policy']));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);

  const html = await second.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonces[1]}"`);
  // The same page from the cache on both answers: only the nonce differs.
  expect(html.replaceAll(nonces[1] as string, '')).toBe((await first.text()).replaceAll(nonces[0] as string, ''));
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
