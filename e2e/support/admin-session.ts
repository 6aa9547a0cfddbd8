import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { backOfficeOpened } from './admin.ts';

/**
 * The administrator's signed-in browser state (its HttpOnly session cookies), saved once per run by
 * `admin-session.setup.ts` after a real sign-in through the form, for the shared server on this port.
 */
export const adminSessionFile = join(import.meta.dirname, '../../.cache/e2e', `admin-session-${process.env.E2E_PORT ?? 8123}.json`);

/**
 * Opens the back office at `address` signed in as the administrator, without going through the sign-in form
 * again (the form has tests of its own): the page's browser takes the saved session's cookies, and only it, so
 * that the test's API requests and other browsers stay anonymous. Shared server only: a private server signs
 * its tokens with another key (see `signInToAdminAt`).
 */
export async function openAdmin(page: Page, address = '/admin') {
  const { cookies } = JSON.parse(readFileSync(adminSessionFile, 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await page.context().addCookies(cookies);
  await page.goto(address);
  await backOfficeOpened(page, address);
}
