import { expect, test } from '@playwright/test';
import { signInToAdminAt } from './support/admin.ts';
import { seriousViolations, settled } from './support/axe.ts';

/** The Administrator's Jobs screen: the scheduled jobs, and the monthly dues run on request, its run then shown. */
test('the administrator opens Jobs, runs the monthly dues and sees its last run', async ({ page }) => {
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const dues = page.getByRole('row', { name: /Monthly dues/ });
  await expect(dues).toContainText('The 1st of each month, 00:05');
  await expect(page.getByRole('row', { name: /Reminders of unpaid dues/ })).toContainText('Every day, 03:00');

  await dues.getByRole('button', { name: 'Run Monthly dues now' }).click();
  await expect(page.getByText('Monthly dues will run in a moment.')).toBeVisible();
  // The server works the job within seconds; the screen refreshes itself.
  await expect(dues.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
