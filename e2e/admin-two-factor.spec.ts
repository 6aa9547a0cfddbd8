import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { signIn as signInByApi } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/** The code an authenticator app shows for this secret, `steps` 30-second steps from now (a code is accepted once). */
const codeOf = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('a staff member turns on two-factor sign-in with the QR code, signs out, and signs in again with a code', async ({
  page,
  request,
}) => {
  const person = await staffWithRole(request, await signInByApi(request), 'Accountant', 'Tahmina');
  await signInToAdminAs(page, person);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // The QR code is drawn by the server; the key beside it is what the app would read from it.
  await expect(page.getByRole('img', { name: 'QR code to scan with the authenticator app' })).toBeVisible();
  const secret = (await page.getByText(/Or type this key into the app:/).textContent())?.split(': ')[1]?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(/Code from the app/).fill(await codeOf(secret, 0));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The password alone no longer signs in: the form asks for the code next.
  await page.getByLabel('Email or username').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel(/Code from the app, or a recovery code/);
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/The code is not right/);
  // The next step's code: the one that turned it on is spent.
  await code.fill(await codeOf(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.first_name}` })).toBeVisible();
});
