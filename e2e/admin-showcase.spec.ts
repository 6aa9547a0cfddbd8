import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';

test('staff add a skill to a team member in the back office, and the profile shows it', async ({ page }) => {
  await openAdmin(page, '/admin/team_member');
  await page.getByRole('row').filter({ hasText: 'Arif Hossain' }).click();
  await expect(page.getByRole('textbox', { name: 'What they do' })).toHaveValue('Water Engineer');
  // The skills are a list inside the member's form: a row of inputs per skill.
  const skills = page.getByRole('textbox', { name: 'Name' });
  await expect(skills).toHaveCount(4);
  await page.getByRole('button', { name: 'Add' }).click();
  await skills.last().fill('Boat repairs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Arif Hossain' })).toBeVisible();

  await page.goto('/team-single/2');
  // The page kept in the cache was emptied by the save.
  await expect(page.getByRole('main').getByText('Boat repairs', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Hydrogeology', { exact: true })).toBeVisible();
});
