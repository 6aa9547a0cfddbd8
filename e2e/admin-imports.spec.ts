import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';

/**
 * Staff bring their members in from a spreadsheet: the check finds the bad row by its line and column, the
 * corrected file checks clean and imports, and the members' list shows them.
 */
test('staff import a member file: a bad row is named by line and column, the corrected file imports and its members are listed', async ({
  page,
}) => {
  const tag = uniqueTag();
  const file = (email: string) => ({
    name: `members-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['First name,Last name,Email', `Shirin,Akter ${tag},shirin-${tag}@example.org`, `Tanvir,Hossain ${tag},${email}`].join('\n'),
    ),
  });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import members' }).click();
  await page.getByLabel('File (CSV or XLSX)').setInputFiles(file('tanvir-at-example.org'));
  await page.getByRole('button', { name: 'Check the file' }).click();
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', 'Email', /email address/i]);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await page.getByLabel('File (CSV or XLSX)').setInputFiles(file(`tanvir-${tag}@example.org`));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('All 2 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/member$/);
  await expect(page.getByRole('row', { name: new RegExp(`Shirin.*Akter ${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Tanvir.*Hossain ${tag}`) })).toBeVisible();
});
