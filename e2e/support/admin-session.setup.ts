import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { signInToAdmin } from './admin.ts';
import { adminSessionFile } from './admin-session.ts';

setup('the administrator signs in once, through the sign-in form, for the tests that start signed in', async ({ page }) => {
  await signInToAdmin(page);
  mkdirSync(dirname(adminSessionFile), { recursive: true });
  await page.context().storageState({ path: adminSessionFile });
});
