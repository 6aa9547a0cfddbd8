import { expect, test } from '@playwright/test';
import { expectNotFound, expectPicturesLoaded, open, seriousViolations } from './support/template.ts';

/** The first four services are the generic ones (spec section 3). */
const generic = ['Healthy Food', 'Clean Water', 'Medical Care', 'Child Education'];

test('a visitor can open every one of the 16 services, each with its own title, description and three pictures', async ({ page }) => {
  test.slow();
  const titles: string[] = [];
  for (let id = 1; id <= 16; id++) {
    const response = await page.goto(`/service-single/${id}`);
    expect(response?.status(), `service ${id}`).toBe(200);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(article.locator('.lead')).not.toBeEmpty();
    // Title picture, then the pair: three pictures besides the solution cards' icons.
    await expect(article.locator('img:not(.solution-icon)')).toHaveCount(3);
    titles.push(title);
  }
  expect(titles.slice(0, 4)).toEqual(generic);
  expect(new Set(titles).size).toBe(16);
});

test('a visitor reads a service: three responsive pictures that load, the first at once and the others lazily', async ({ page }) => {
  await page.goto('/service-single/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Clean Water' })).toBeVisible();
  const pictures = page.getByRole('article').locator('img:not(.solution-icon)');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('srcset', /\.webp \d+w, .*\.webp \d+w$/);
    await expect(picture).toHaveAttribute('sizes', /.+/);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
  }
  await expectPicturesLoaded(pictures);
});

test('a visitor sees the first three services as solution cards and follows one', async ({ page }) => {
  await open(page, '/service-single/9');
  const cards = page.locator('.solution-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(generic.slice(0, 3));
  await expectPicturesLoaded(cards.getByRole('img'));
  await cards.getByRole('link', { name: 'Read more: Medical Care' }).click();
  await expect(page).toHaveURL('/service-single/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Care' })).toBeVisible();
});

test('a visitor uses the service sidebar: six services and a Contact Us link to /contact', async ({ page }) => {
  await open(page, '/service-single/5');
  const list = page.getByRole('navigation', { name: 'Our Services' });
  const links = list.getByRole('link');
  await expect(links).toHaveCount(6);
  await expect(links.first()).toHaveText('Healthy Food');
  for (const [i, link] of (await links.all()).entries()) await expect(link).toHaveAttribute('href', `/service-single/${i + 1}`);
  await list.getByRole('link', { name: 'Child Education' }).click();
  await expect(page).toHaveURL('/service-single/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Child Education' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Child Education' })).toHaveAttribute('aria-current', 'page');

  const contact = page.getByRole('complementary').getByRole('link', { name: 'Contact Us' });
  await expect(contact).toHaveAttribute('href', '/contact');
  await contact.click();
  await expect(page).toHaveURL('/contact');
});

test('a visitor opens the Benefits panels one at a time, and can close them all', async ({ page }) => {
  await open(page, '/service-single/1');
  await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
  const buttons = page.locator('.accordion').getByRole('button');
  await expect(buttons).toHaveCount(4);
  const panels = page.locator('.accordion-panel');
  const expectOpen = async (open: number | null) => {
    for (let i = 0; i < 4; i++) {
      await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', String(i === open));
      if (i === open) await expect(panels.nth(i)).toBeVisible();
      else await expect(panels.nth(i)).toBeHidden();
    }
  };
  // The first is open at first.
  await expectOpen(0);
  await buttons.nth(2).click();
  await expectOpen(2);
  await expect(page.getByRole('region', { name: await buttons.nth(2).innerText() })).toBeVisible();
  await buttons.nth(3).click();
  await expectOpen(3);
  await buttons.nth(3).click();
  await expectOpen(null);
  // With the keyboard too.
  await buttons.nth(1).focus();
  await page.keyboard.press('Enter');
  await expectOpen(1);
});

test('a visitor asking for a service that does not exist gets the 404 page', async ({ page }) => {
  for (const id of ['0', '17', 'clean-water']) await expectNotFound(page, `/service-single/${id}`);
});

test('a visitor using assistive technology meets no serious accessibility problem on a service page, panels open or closed', async ({
  page,
}) => {
  test.slow();
  await open(page, '/service-single/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const first = page.locator('.accordion').getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(await seriousViolations(page)).toEqual([]);
});
