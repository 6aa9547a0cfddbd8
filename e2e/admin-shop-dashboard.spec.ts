import { request as apiRequest, expect, test } from '@playwright/test';
import { signInToAdminAt } from './support/admin.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { downloadBy, firstSheet, sheetRows } from './support/files.ts';
import { usePrivateServer } from './support/private-server.ts';
import { newProduct } from './support/shop.ts';
import { signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

// The dashboard counts the whole shop (low stock, orders): a server of its own, so that tests selling or
// counting stock meanwhile on the shared server do not change its figures between two looks.
usePrivateServer();

// The second test makes a product low in stock: run one after the other, so the first one's count is its own.
test.describe.configure({ mode: 'serial' });

const lowStockLink = /^(\d+) products low in stock: open the Stock screen$/;

test('the administrator’s dashboard shows the shop; a store keeper’s adjustment takes a product off the low-stock count, whose card opens the Stock screen filtered to low stock (no serious axe findings)', async ({
  page,
  request,
  baseURL,
}) => {
  // axe reads the whole dashboard, charts and tables: slow on a busy machine.
  test.setTimeout(120_000);
  const token = await signIn(request);

  // A product of its own, 1 on hand against a threshold of 4: low in stock.
  const product = await newProduct(request, token, {
    name: 'Terracotta bell',
    price: '180.00',
    cost: '90.00',
    lowStockThreshold: 4,
    onHand: { quantity: 1, reason: 'A first piece from the potters' },
  });
  const { name } = product;

  await signInToAdminAt(page);
  const shop = page.getByRole('region', { name: 'Shop' });
  await expect(shop.getByRole('heading', { name: 'Shop', level: 2 })).toBeVisible();
  for (const figure of ['Paid orders', 'Unpaid orders', 'Customers', 'Confirmed orders’ total', 'Paid', 'Due'])
    await expect(shop.getByRole('region', { name: figure, exact: true })).toContainText(/\d/);
  await expect(shop.getByRole('region', { name: 'Customers', exact: true })).toContainText('12');
  await expect(shop.getByRole('img', { name: 'Best sellers by amount' })).toHaveAccessibleDescription(
    'The ten products that brought in most from confirmed orders.',
  );
  await expect(
    shop.getByRole('table', { name: 'Items sold per category: The figures as a table' }).getByRole('rowheader').first(),
  ).toBeVisible();
  await expect(
    shop
      .getByRole('region', { name: 'Latest orders' })
      .getByRole('link', { name: /^SO\d+$/ })
      .first(),
  ).toBeVisible();
  await expect(
    shop.getByRole('region', { name: 'Products low in stock', exact: true }).getByRole('link', { name: lowStockLink }),
  ).toBeVisible();

  const lowCount = async () => {
    const label = await shop.getByRole('link', { name: lowStockLink }).getAttribute('aria-label');
    return Number(lowStockLink.exec(label ?? '')?.[1]);
  };
  const before = await lowCount();
  expect(before).toBeGreaterThan(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A store keeper, signed in on a request context of their own, counts in a new batch: above the threshold.
  const keeper = await staffWithRole(request, token, 'Store keeper', 'Rupa');
  const keeperApi = await apiRequest.newContext({ baseURL });
  const login = await keeperApi.post('/user/api/v1/user/login/', { data: { email: keeper.email, password: keeper.password } });
  expect(login.status(), await login.text()).toBe(200);
  const keeperToken = ((await login.json()) as { access: string }).access;
  const adjusted = await keeperApi.post('/inventory/api/v1/inventory/adjust/', {
    headers: { Authorization: `Bearer ${keeperToken}` },
    data: { product: product.id, quantity: 9, reason: 'A new batch from the potters' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(201);
  await keeperApi.dispose();

  await page.reload();
  await expect(shop.getByRole('link', { name: new RegExp(`^${before - 1} products low in stock`) })).toBeVisible();

  await shop.getByRole('link', { name: lowStockLink }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\?.*low_stock/);
  await expect(page.getByRole('row', { name: /Low stock/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  for (const row of await page.getByRole('row', { name: /\d/ }).all())
    if ((await row.getByRole('columnheader').count()) === 0) await expect(row).toContainText('Low stock');
});

test('the store keeper opens the stock summary from the Inventory menu, narrows it to a product low in stock, sees its cost value and exports it as XLSX (no serious axe findings)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const product = await newProduct(request, token, {
    name: 'Clay horse',
    price: '300.00',
    cost: '123.45',
    lowStockThreshold: 5,
    onHand: { quantity: 3, reason: 'From the potters of Kagajipara' },
  });
  const { name } = product;

  const keeper = await staffWithRole(request, token, 'Store keeper', 'Mitali');
  await signInToAdminAs(page, keeper);
  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Stock summary' }).click();
  await expect(page.getByRole('heading', { name: 'Stock summary', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Product or SKU' }).fill(name);
  await page.getByRole('combobox', { name: 'Low stock' }).click();
  await page.getByRole('option', { name: 'Low in stock only' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // 3 on hand × 123.45 = 370.35
  await expect(row.getByRole('cell', { name: /370\.35/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  const xlsx = await downloadBy(page, page.getByRole('button', { name: 'Export XLSX' }));
  const rows = sheetRows(await firstSheet(xlsx.bytes));
  expect(rows[0].values).toEqual(['Stock summary']);
  const line = rows.find((r) => r.values[1] === name);
  expect(String(line?.values[3])).toBe('3');
  expect(line?.values[5]).toBe('Yes');
  expect(line?.values[7]).toBe(370.35);
});
