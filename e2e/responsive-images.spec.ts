import { expect, test } from '@playwright/test';
import { menuId, open } from './support/site.ts';

test('pictures of the site come in several widths, and the browser can fetch every one it is offered', async ({ page, request }) => {
  await open(page, `/gallery/${await menuId(request, 'Gallery')}`);
  const first = page.locator('.image-grid img').first();
  const srcset = (await first.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((c) => c.split(' '));
  expect(candidates.map(([, width]) => width)).toEqual(['480w', '900w']);
  expect(await first.getAttribute('sizes')).toContain('33vw');
  for (const [url] of candidates) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe('image/webp');
  }
});

test('the first slide of the home page is fetched at once, with its smaller widths on offer', async ({ page }) => {
  await open(page, '/');
  const slide = page.locator('.home-slide img').first();
  await expect(slide).toHaveAttribute('fetchpriority', 'high');
  await expect(slide).toHaveAttribute('srcset', /480w, .*960w, .*1440w, .*1920w/);
});
