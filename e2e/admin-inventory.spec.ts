import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from './support/axe.ts';
import { newProduct } from './support/shop.ts';
import { signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

test('the store keeper sees a product low on stock marked on the Stock screen (without serious axe findings), is told when an adjustment would leave less than nothing, and adjusts it with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(request);

  // A product of its own, with 2 on hand and a threshold of 5: low on stock.
  const product = await newProduct(request, token, {
    name: 'Clay oil lamp',
    price: '240.00',
    cost: '120.00',
    lowStockThreshold: 5,
    onHand: { quantity: 2, reason: 'First pieces from the potters' },
  });
  const { name } = product;

  const keeper = await staffWithRole(request, token, 'Store keeper', 'Rahima');
  await signInToAdminAs(page, keeper);
  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Stock', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inventory(\?|$)/);
  await page.getByRole('textbox', { name: 'Product or SKU' }).fill(name);
  await expect(page).toHaveURL(/filter=.*Clay/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: /^2\s*Low stock$/ })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Taking more than there is: the API's sentence, and nothing changes.
  await row.getByRole('button', { name: `Adjust stock of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust the stock of ${name}` });
  await dialog.getByRole('spinbutton', { name: 'Change' }).fill('-3');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sold at the winter fair');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Only 2 of “${name}” are left.`);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('spinbutton', { name: 'Change' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A new batch from the Rupsha potters');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The stock of ${name} is now 12.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await expect(row.getByText('Low stock')).toBeHidden();

  // Its stock page lists the movements that made it.
  await row.getByRole('link', { name }).click();
  const movements = page.getByRole('row', { name: /A new batch from the Rupsha potters/ });
  await expect(movements).toContainText('Adjustment');
  await expect(movements).toContainText('10');
});

test('the store keeper opens a product with its sizes, tags, stock, pictures and colours', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const keeper = await staffWithRole(request, token, 'Store keeper', 'Shirin');
  await signInToAdminAs(page, keeper);
  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/product(\?|$)/);
  await page.getByRole('textbox', { name: 'Search' }).fill('lotus');
  // The search applies once typing pauses: the row is opened after, or the list would come back.
  await expect(page).toHaveURL(/filter=.*lotus/);
  const name = 'Nakshi kantha quilt, lotus pattern';
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('cell', { name, exact: true })
    .click();

  await expect(page.getByRole('textbox', { name: /^SKU/ })).toHaveValue('TX-NK-Q01');
  await expect(page.getByRole('button', { name: 'Single' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestseller' })).toBeVisible();
  // The seed received 6 and sold 2; its pictures and colours load after the product.
  await expect(page.getByText('On hand')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^4$/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Indigo #3f51b5/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pictures', { exact: true })).toBeVisible();
  await expect(page.getByText('Colours', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a picture' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a colour' })).toBeVisible();
});
