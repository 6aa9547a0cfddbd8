import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the element has the focus, as a keyboard user moves through a page (at most 80 stops). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
