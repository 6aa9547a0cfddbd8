import { expect, test } from '@playwright/test';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { signIn } from './support/site.ts';

test('the Administrator exports a donor’s data as CSV, then erases them after typing their email', async ({ page, request }) => {
  const tag = uniqueTag();
  const email = `donor-${tag}@example.org`;
  const created = await request.post('/user/api/v1/user/create/', {
    headers: { Authorization: `Bearer ${await signIn(request)}` },
    data: { first_name: 'Shirin', last_name: `Donor ${tag}`, email, username: `donor-${tag}`, password: 'a-long-enough-password' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInToAdminAt(page, `/admin/user/${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`person-${id}.csv`);

  await page.getByRole('button', { name: 'Erase person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
  await dialog.getByRole('textbox', { name: `Type ${email}` }).fill(email);
  await dialog.getByRole('button', { name: 'Erase person' }).click();
  await expect(page.getByText('The person was erased.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Erased');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(`erased-${id}@erased.invalid`);
});
