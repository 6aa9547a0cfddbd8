import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../apps/web/app/template/money.ts';
import { fromPaisa, toPaisa } from '../packages/contracts/src/money.ts';
import type { TransparencyReport } from '../packages/contracts/src/transparency.ts';
import { seriousViolations } from './support/axe.ts';
import { usePrivateServer } from './support/private-server.ts';
import { ledgerIds, open, signIn } from './support/site.ts';

// A gift and a payment change what every page shows: these journeys run on a Sahay of their own, one after another.
usePrivateServer();
test.describe.configure({ mode: 'default' });

const year = new Date().getUTCFullYear();

async function report(request: APIRequestContext) {
  const response = await request.get(`/transparency/api/v1/transparency/${year}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TransparencyReport;
}

/** The cells after the row's header (the cause's name), as shown. */
async function cellsOf(page: Page, table: string, causeName: string) {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: causeName }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allInnerTexts();
}

const fundCells = (c: TransparencyReport['causes'][number]) => [
  formatMoney(c.goal_amount),
  formatMoney(c.raised),
  formatMoney(c.spent),
  c.overspent ? `${formatMoney(c.left)} Overspent` : formatMoney(c.left),
  `${c.percent}%`,
];

test('a visitor follows the footer to the transparency page: a gift to a cause shows as its income, a payment for it as spent, and what is left drops by as much', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const headers = { authorization: `Bearer ${token}` };
  const [cause] = (await report(request)).causes;
  const before = await report(request);
  const giftsBefore = before.gifts_by_cause.find((g) => g.id === cause.id)?.amount ?? '0.00';

  // A gift of 1,500 to the cause: a receipt naming its sales invoice.
  const gift = await request.post('/cause_donation/api/v1/cause_donation/create/', {
    headers,
    data: { cause: cause.id, amount: '1500.00' },
  });
  expect(gift.status()).toBe(201);

  await open(page, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
  await expect(page).toHaveURL('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Transparency report ${year}` })).toBeVisible();
  expect(await cellsOf(page, `Income by cause: gifts received in ${year}`, cause.name)).toEqual([
    formatMoney(fromPaisa(toPaisa(giftsBefore) + 150000n)),
  ]);
  const withGift = (await report(request)).causes.find((c) => c.id === cause.id);
  if (!withGift) throw new Error('the cause is in the report');
  expect(await cellsOf(page, `Each cause’s fund at the end of ${year}`, cause.name)).toEqual(fundCells(withGift));

  // A payment of 400 spent on the cause: an expense debited naming it, Cash credited.
  const ledger = await ledgerIds(request, token);
  const paid = await request.post('/payment_voucher/api/v1/payment_voucher/create/', {
    headers,
    data: {
      payment_date: new Date().toISOString().slice(0, 10),
      items: [
        { ledger: ledger('Company Purchase'), debit_amount: '400.00', credit_amount: '0', cause: cause.id },
        { ledger: ledger('Cash'), debit_amount: '0', credit_amount: '400.00' },
      ],
    },
  });
  expect(paid.status()).toBe(201);

  await page.reload();
  const after = { ...withGift, spent: fromPaisa(toPaisa(withGift.spent) + 40000n), left: fromPaisa(toPaisa(withGift.left) - 40000n) };
  after.overspent = toPaisa(after.left) < 0n;
  expect(await cellsOf(page, `Each cause’s fund at the end of ${year}`, cause.name)).toEqual(fundCells(after));
  expect(await cellsOf(page, `Spent on causes in ${year}`, cause.name)).toEqual([
    formatMoney(fromPaisa(toPaisa(before.spent_by_cause.find((s) => s.id === cause.id)?.amount ?? '0') + 40000n)),
  ]);

  // The same figures as a spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download the figures of ${year} (CSV)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`transparency-${year}.csv`);
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines).toContain('Cause,Goal,Raised,Spent,Left,Percent,Overspent');
  expect(lines).toContain(
    [cause.name, after.goal_amount, after.raised, after.spent, after.left, after.percent, after.overspent ? 'yes' : 'no'].join(','),
  );
});

test('a visitor chooses the year of the figures with the form, which works without scripts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/transparency');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/transparency?year=${year}`);
  await expect(page.getByRole('heading', { level: 2, name: `Transparency report ${year}` })).toBeVisible();
  await context.close();
});

test('a visitor who chose Bengali reads the transparency page in Bengali', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'স্বচ্ছতা' })).toBeVisible();
  await expect(page.getByRole('table', { name: `${year} সালের শেষে প্রতিটি উদ্যোগের তহবিল` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${year} সালের অঙ্কগুলো ডাউনলোড করুন (CSV)` })).toBeVisible();
});

test('a visitor on a 375 px phone reads the transparency page without scrolling sideways; its tables scroll in their own box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/transparency');
  await expect(page.getByRole('table', { name: `Each cause’s fund at the end of ${year}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a visitor using assistive technology meets no serious accessibility problem on the transparency page', async ({ page }) => {
  await open(page, '/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
});
