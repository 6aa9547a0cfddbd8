import { expect, test } from '@playwright/test';
import { open } from './support/site.ts';
import { seriousViolations } from './support/template.ts';

interface Hit {
  kind: string;
  title: string;
  path: string;
}

test('a visitor searches from the header, sees the matched words highlighted, and opens a result', async ({ page, request }) => {
  const word = 'water';
  const answer = await request.get(`/search/api/v1/search/?q=${word}`);
  const [first] = ((await answer.json()) as { results: Hit[] }).results;
  expect(first, 'the demo charity writes about water').toBeDefined();

  await open(page, '/contact');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search' }).click();
  await header.getByRole('searchbox', { name: 'Search' }).fill(word);
  await header.getByRole('searchbox', { name: 'Search' }).press('Enter');

  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${word}”` })).toBeVisible();
  const results = page.getByRole('main').getByRole('article');
  const firstResult = results.filter({ has: page.getByRole('link', { name: first.title, exact: true }) }).first();
  await expect(firstResult.locator('mark').first()).toHaveText(/water/i);
  // The search box on the page holds the words, to search again.
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Words to look for' })).toHaveValue(word);
  expect(await seriousViolations(page)).toEqual([]);

  await firstResult.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(encodeURI(first.path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor whose words match nothing is told so, and asked for a word when they typed none', async ({ page }) => {
  await open(page, '/search?q=xylophonequartz');
  await expect(page.getByText('Nothing matched “xylophonequartz”. Try another word, or fewer words.')).toBeVisible();
  await open(page, '/search');
  await expect(page.getByText('Type a word or two to look for: in English or in Bengali.')).toBeVisible();
});
