import { expect, test } from '@playwright/test';
import { companies, employees, homeContents, notices, plain, slides } from './support/site.ts';

test.use({ javaScriptEnabled: false });

test('a visitor without JavaScript still reads the home page: the first slide, the companies, about, services and footer', async ({
  page,
  request,
}) => {
  const contents = await homeContents(request);
  const [first] = await slides(request);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: plain(first.title) })).toBeVisible();
  await expect(main.getByRole('link', { name: first.details ?? '' })).toBeVisible();
  for (const company of await companies(request))
    await expect(main.getByRole('heading', { name: company.key, includeHidden: true })).toHaveCount(1);
  await expect(main.getByText(plain(contents.About).slice(0, 60))).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Our services' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2022');
});

test('a visitor without JavaScript still reads the notices table and the team', async ({ page, request }) => {
  const seeded = await notices(request);
  await page.goto('/notice/');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(seeded.length + 1);
  for (const notice of seeded) await expect(page.getByRole('cell', { name: notice.title, exact: true })).toBeVisible();
  await page.goto('/our%20team/');
  for (const person of await employees(request)) {
    await expect(page.getByRole('heading', { name: `${person.first_name} ${person.last_name}` })).toBeVisible();
  }
});
