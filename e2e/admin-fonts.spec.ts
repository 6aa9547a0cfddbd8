import { expect, test } from '@playwright/test';
import { signInToAdmin } from './support/admin.ts';

test('the back office brings its own fonts from its own server, and a bold total shows the taka sign from them', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const elsewhere: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) elsewhere.push(request.url());
    if (request.resourceType() === 'font') fonts.push(url.pathname);
  });

  await signInToAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Trial balance' }).click();
  const totals = page.getByRole('table', { name: 'Trial balance' }).getByRole('row', { name: /^Totals/ });
  await expect(totals).toContainText('৳');
  const amount = totals.getByRole('cell').filter({ hasText: '৳' }).first();
  const style = await amount.evaluate((cell) => {
    const computed = getComputedStyle(cell);
    return { weight: Number(computed.fontWeight), family: computed.fontFamily };
  });
  // Bold, in the back office's own fonts, with no system font before them: a system font chosen first
  // (system-ui) drew the sign as an empty box on machines whose bold face lacks it.
  expect(style.weight).toBeGreaterThanOrEqual(600);
  expect(style.family).toBe('Roboto, "Noto Sans Bengali", sans-serif');

  // The browser loads a face only to draw a character of its range at its weight: the bold face of
  // Noto Sans Bengali's Bengali range (which holds ৳, U+09F3) has been loaded, and Roboto's three weights.
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => ({ family: face.family.replace(/"/g, ''), weight: face.weight, range: face.unicodeRange })),
  );
  expect(loaded).toContainEqual({ family: 'Noto Sans Bengali', weight: '700', range: expect.stringMatching(/U\+980-9FE/i) });
  for (const weight of ['400', '500', '700']) {
    expect(loaded).toContainEqual({ family: 'Roboto', weight, range: expect.stringMatching(/U\+0+-(00)?FF\b/i) });
  }

  // Every font came from the back office itself, and nothing was asked of another server.
  expect(fonts.length).toBeGreaterThan(0);
  for (const path of fonts) expect(path).toMatch(/^\/admin\/.+\.woff2$/);
  expect(elsewhere).toEqual([]);
});
