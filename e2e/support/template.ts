export { seriousViolations } from './axe.ts';
export { hydrated, open } from './site.ts';

import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Sends a template form with its submit button and checks that nothing happens: the address stays the
 * same and no request leaves the page (no navigation, no fetch, nothing but GET).
 */
export async function expectNotSent(page: Page, form: Locator, submit: Locator) {
  const url = page.url();
  const sent: string[] = [];
  const listener = (request: Request) => {
    if (request.method() !== 'GET' || request.isNavigationRequest() || ['fetch', 'xhr'].includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  };
  page.on('request', listener);
  await expect(submit).toBeEnabled();
  await form.evaluate((el: HTMLElement) => {
    el.addEventListener('submit', () => el.setAttribute('data-submitted', 'yes'), { once: true });
  });
  await submit.click();
  // The submit event fires (the browser's checks passed) and is then cancelled by the page.
  const submitted = (await form.getAttribute('data-submitted')) === 'yes';
  await page.waitForTimeout(400);
  page.off('request', listener);
  expect(submitted, 'the form was sent by the button').toBe(true);
  expect(page.url()).toBe(url);
  expect(sent).toEqual([]);
}

/** How many slides of a carousel are shown (not hidden from assistive technology) and its per-view count. */
export async function expectSlidesShown(carousel: Locator, count: number) {
  await expect(carousel).toHaveAttribute('data-per-view', String(count));
  await expect(carousel.locator('.carousel-slide[aria-hidden="false"]')).toHaveCount(count);
}

/** The 404 page, answered with the 404 status. */
export async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 404`).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
}

/** Every picture inside has loaded (after being scrolled into view, as lazy pictures load then). */
export async function expectPicturesLoaded(pictures: Locator) {
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
  }
}
