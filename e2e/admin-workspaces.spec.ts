import { expect, test } from '@playwright/test';
import { holdRequests } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { authed, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

const workspaces = [
  'Website',
  'Donations and members',
  'Books',
  'Shop and stock',
  'Purchasing',
  'Support',
  'People and organisation',
  'Settings',
];

test('a support agent finds only the Support workspace, whose menu holds the tickets and the inboxes', async ({ page, request }) => {
  const agent = await staffWithRole(request, await signIn(request), 'Support agent', 'Shirin');
  await signInToAdminAs(page, agent);
  const home = page.getByRole('region', { name: 'Workspaces' });
  await expect(home.getByRole('link')).toHaveText([/^Support/]);
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Home', 'Support']);

  await home.getByRole('link', { name: /^Support/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const menu = page.getByRole('menu');
  for (const entry of ['Tickets', 'My tickets']) await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  // Nothing of another workspace: no books, no users, no lookups of other areas.
  for (const other of ['Receipt vouchers', 'Users', 'Countries', 'Other workspaces'])
    await expect(page.getByRole('menuitem', { name: other, exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Home', exact: true })).toBeVisible();
});

test('the search box opens a voucher by its number, and a screen by its name', async ({ page, request }) => {
  const token = await signIn(request);
  const { receipt_vouchers } = await authed<{ receipt_vouchers: { id: number; invoice_no: string }[] }>(
    request,
    '/receipt_voucher/api/v1/receipt_voucher/all/?size=1',
    token,
  );
  const [voucher] = receipt_vouchers;
  await openAdmin(page);
  const search = page.getByRole('combobox', { name: 'Find a screen or a record' });
  await search.fill(voucher.invoice_no);
  await page.getByRole('option', { name: new RegExp(`^${voucher.invoice_no}\\s*Receipt voucher$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/receipt_voucher/${voucher.id}(/show)?$`));
  await expect(page.getByText(voucher.invoice_no).first()).toBeVisible();

  await search.fill('trial bal');
  await page.getByRole('option', { name: /^Trial balance/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/trial-balance$/);
  // The screen opens in its workspace: the Books menu beside it.
  await expect(page.getByRole('menuitem', { name: 'Receipt vouchers' })).toBeVisible();
});

test('a staff member using assistive technology meets no serious accessibility problem on any workspace’s home', async ({ page }) => {
  // Nine scans of back-office screens: room for a busy machine.
  test.setTimeout(120_000);
  await openAdmin(page);
  await expect(page.getByRole('region', { name: 'Workspaces' }).getByRole('link')).toHaveCount(workspaces.length);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of workspaces) {
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lists' }).getByRole('link').first()).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page), name).toEqual([]);
  }
});

test('a workspace’s screens come when the first of them opens, with a progress indicator meanwhile, and a clear message when they cannot', async ({
  page,
}) => {
  await openAdmin(page, '/admin/workspace/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  // The Books' screens are held back until the progress indicator has been seen in their place.
  const release = await holdRequests(page, '**/admin/assets/*.js');
  await page.getByRole('menuitem', { name: 'Receipt vouchers', exact: true }).click();
  await expect(page.locator('#main-content').getByRole('progressbar')).toBeVisible();
  await release();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible();

  // The back office deployed again meanwhile: the scripts this page knows of are gone.
  await page.route('**/admin/assets/*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('menuitem', { name: 'Purchasing', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Purchase requests', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  // The list's own toolbar, and nothing left of the message.
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toHaveCount(0);
});
