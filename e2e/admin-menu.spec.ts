import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';

test('with the side menu scrolled down to the open list, no group title is drawn over a menu entry', async ({ page }) => {
  // Far down the longest workspace's menu: the menu scrolls to reach it, and the groups above it scroll out of sight.
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Home', exact: true })).not.toBeInViewport();
  // What a pointer would reach at the middle of each entry in sight: the entry itself, not a title stuck over it.
  const covered = await page.getByRole('menu').evaluate((menu) => {
    let scroller: Element = menu;
    while (scroller.parentElement && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    const area = scroller.getBoundingClientRect();
    return [...menu.querySelectorAll('[role="menuitem"]')].flatMap((item) => {
      const box = item.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (y < area.top || y > area.bottom) return [];
      const reached = document.elementFromPoint(x, y);
      return reached && item.contains(reached) ? [] : [`${item.textContent} under ${reached?.textContent}`];
    });
  });
  expect(covered).toEqual([]);
});

test('a list opened from its address shows its entry in the side menu, however far down the menu it is', async ({ page }) => {
  await openAdmin(page, '/admin/member');
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Members', exact: true })).toBeInViewport();
});

test('the side menu names every entry in words: the voucher lists say they are vouchers, and no two entries share a name', async ({
  page,
}) => {
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Sales vouchers', 'Purchase vouchers', 'Contra vouchers', 'Journal vouchers', 'ID journal vouchers'])
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeAttached();
  const names = (await menu.getByRole('menuitem').allTextContents()).map((name) => name.trim());
  for (const codeName of ['Idjournals', 'Sales', 'Purchases', 'Contras', 'Journals']) expect(names).not.toContain(codeName);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
