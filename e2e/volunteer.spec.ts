import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';
import { open } from './support/site.ts';

test('a visitor applies to volunteer, fixing the field the form points at, and staff find the application in Volunteers', async ({
  page,
}) => {
  const email = `rafiq-${Date.now()}@example.org`;
  await open(page, '/volunteer');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Rafiq Islam');
  await main.getByLabel('Email').fill('rafiq@');
  await main.getByLabel('Phone').fill('+880 1711 000000');
  await main.getByLabel('Where would you like to help?').selectOption('Flood and disaster relief');
  await main.getByLabel('Message').fill('I can help on weekends.');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email');
  await expect(main.getByLabel('Email')).toBeFocused();

  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you');
  await expect(main.getByText('Enter a valid email')).toHaveCount(0);
  // The form is emptied for the next visitor.
  await expect(main.getByLabel('Full name')).toHaveValue('');

  await openAdmin(page, '/admin/volunteer_application');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Rafiq Islam');
  await expect(row).toContainText('Flood and disaster relief');
  await expect(row).toContainText('New');
});
