import { expect, test } from '@playwright/test';

test('a visitor opens the home page and sees the charity, its slider and its menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sahay Foundation/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.home-slide.is-active')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/e2e/home-1440.png', fullPage: false });
});
