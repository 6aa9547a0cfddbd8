import { expect, type Locator, type Page, test } from '@playwright/test';
import { open } from './support/site.ts';

/** Slides per view at each width of spec section 9: partners and featured work change, services and companies always show 2. */
const widths = [
  { width: 1500, partners: 4 },
  { width: 1200, partners: 3 },
  { width: 991, partners: 3 },
  { width: 767, partners: 2 },
  { width: 480, partners: 1 },
];

/** How many slides lie wholly inside the carousel's window. */
async function fullyVisible(carousel: Locator) {
  const frame = await carousel.locator('.carousel-viewport').boundingBox();
  const slides = carousel.locator('.carousel-slide');
  let count = 0;
  for (let i = 0; i < (await slides.count()); i++) {
    const box = await slides.nth(i).boundingBox();
    if (frame && box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) count++;
  }
  return count;
}

async function expectPerView(page: Page, kind: string, perView: number) {
  const carousel = page.locator(`.carousel-${kind}`);
  await expect(carousel).toHaveAttribute('data-per-view', String(perView));
  expect(await fullyVisible(carousel), `${kind}: slides in view`).toBe(perView);
  await expect(carousel.locator('.carousel-slide[aria-hidden="false"]')).toHaveCount(perView);
}

for (const { width, partners } of widths) {
  test(`a visitor on a ${width} px wide screen sees partners and featured work ${partners} at a time, services and companies 2 at a time`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The carousels stand still while they are measured.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await open(page, '/');
    await expectPerView(page, 'partners', partners);
    await expectPerView(page, 'featured', partners);
    await expectPerView(page, 'services', 2);
    await expectPerView(page, 'companies', 2);
  });
}

test('a visitor resizing the window sees the carousels adapt to the new width', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(page, '/');
  await expectPerView(page, 'partners', 4);
  await page.setViewportSize({ width: 767, height: 900 });
  await expectPerView(page, 'partners', 2);
  await expectPerView(page, 'services', 2);
});
