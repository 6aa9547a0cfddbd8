import { expect, type Page, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';

/** A control of the page as a sighted person meets it: what it is called, and where it is drawn. */
interface Drawn {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The controls of the screen's toolbars and filters: the buttons, links, text boxes and pickers in the main area,
 * outside the table of records, as drawn: hidden ones, and the parts a folded bar clips away, do not count. A control
 * inside another (a picker's open button) counts as part of it.
 */
async function controlsDrawn(page: Page): Promise<Drawn[]> {
  const roles = ['button', 'link', 'textbox', 'searchbox', 'combobox'] as const;
  const main = page.getByRole('main');
  const found = await Promise.all(
    roles.map((role) =>
      main.getByRole(role).evaluateAll((elements) =>
        elements
          // Outside the table of records and its pages.
          .filter((el) => !el.closest('table, [role=table], nav'))
          .map((el) => {
            // What is drawn of it: its box, cut by every ancestor that clips what overflows it (a folded bar).
            let { left, top, right, bottom } = el.getBoundingClientRect();
            for (let up = el.parentElement; up; up = up.parentElement) {
              const style = getComputedStyle(up);
              if (style.opacity === '0' || style.visibility === 'hidden') return null;
              if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
              const clip = up.getBoundingClientRect();
              left = Math.max(left, clip.left);
              top = Math.max(top, clip.top);
              right = Math.min(right, clip.right);
              bottom = Math.min(bottom, clip.bottom);
            }
            if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
            const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
            return { name: label.trim() || el.tagName, left, top, right, bottom };
          })
          .filter((drawn) => drawn !== null),
      ),
    ),
  );
  // A control drawn inside another (a picker's open button inside the picker) is part of it.
  const all = found.flat().filter((c) => c.right - c.left > 0 && c.bottom - c.top > 0);
  return all.filter((c) => !all.some((o) => o !== c && o.left <= c.left && o.top <= c.top && o.right >= c.right && o.bottom >= c.bottom));
}

/** The pairs of controls drawn over each other, and the controls cut off at the window's edges, in words. */
async function toolbarProblems(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const controls = await controlsDrawn(page);
  // One pixel of slack: outlines of neighbouring buttons may touch.
  const overlap = (a: Drawn, b: Drawn) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const problems: string[] = [];
  controls.forEach((a, i) => {
    for (const b of controls.slice(i + 1)) if (overlap(a, b)) problems.push(`"${a.name}" overlaps "${b.name}"`);
    if (a.left < 0 || a.right > width + 0.5)
      problems.push(`"${a.name}" is cut off at the edge (${Math.round(a.left)}–${Math.round(a.right)} of ${width})`);
  });
  return problems;
}

/** The main lists of the back office, each with what shows once its records have loaded. */
const lists = [
  { address: '/admin/receipt_voucher', title: 'Receipt vouchers' },
  { address: '/admin/payment_voucher', title: 'Payment vouchers' },
  { address: '/admin/donation', title: 'Donations' },
  { address: '/admin/customerorder', title: 'Orders' },
  { address: '/admin/ticket', title: 'Tickets' },
  { address: '/admin/product', title: 'Products' },
];

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px, no two controls of a toolbar overlap and none is cut off, on the main lists and a donation's page`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      await openAdmin(page, list.address);
      await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
      await expect.poll(() => toolbarProblems(page), { message: `${list.title} at ${width} px`, timeout: 10_000 }).toEqual([]);
    }
    // A donation's page: its buttons (the year-end statement among them) all within the window.
    await openAdmin(page, '/admin/donation');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Year-end statement' })).toBeVisible();
    await expect.poll(() => toolbarProblems(page), { message: `a donation's page at ${width} px`, timeout: 10_000 }).toEqual([]);
  });
}

test('at 1280 px the filters of the receipt vouchers list fit in one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, '/admin/receipt_voucher');
  const filters = [
    page.getByRole('main').getByRole('textbox', { name: 'Search' }),
    page.getByRole('textbox', { name: 'Date from' }),
    page.getByRole('textbox', { name: 'Date to' }),
    page.getByRole('combobox', { name: 'Ledger' }),
  ];
  for (const filter of filters) await expect(filter).toBeVisible();
  // One row: some height all of them share.
  const boxes = await Promise.all(filters.map(async (f) => (await f.boundingBox()) ?? { y: 0, height: 0 }));
  const top = Math.max(...boxes.map((b) => b.y));
  const bottom = Math.min(...boxes.map((b) => b.y + b.height));
  expect(
    top,
    `the filters' tops and bottoms: ${boxes.map((b) => `${Math.round(b.y)}–${Math.round(b.y + b.height)}`).join(', ')}`,
  ).toBeLessThan(bottom);
});
