import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { newProduct } from './support/shop.ts';
import { signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/** A vendor and a product of this test's own (the product starts with nothing on hand), made with the administrator's token. */
async function vendorAndProduct(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const vendor = await request.post('/vendor/api/v1/vendor/create/', { headers, data: { name: `Khulna Clay Works ${uniqueTag()}` } });
  expect(vendor.status(), await vendor.text()).toBe(201);
  return {
    vendor: (await vendor.json()) as { id: number; name: string },
    product: await newProduct(request, token, { name: 'Terracotta bowl', price: '450.00', cost: '210.00', lowStockThreshold: 2 }),
  };
}

async function expectNoSeriousViolations(page: Page) {
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the store keeper finalises a purchase request into a bill, pays it from the bank, and the product’s stock rises by the quantity (axe on the request, the bill and the payment dialog)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const { vendor, product } = await vendorAndProduct(request, token);
  const made = await request.post('/purchase_request/api/v1/purchase_request/create_vendor_purchase_request/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      vendor: vendor.id,
      request_date: new Date().toISOString().slice(0, 10),
      items: [{ product: product.id, quantity: 12, expected_unit_cost: '205.50' }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const purchaseRequest = (await made.json()) as { request_no: string };

  const keeper = await staffWithRole(request, token, 'Store keeper', 'Jamal');
  await signInToAdminAs(page, keeper);
  await page.getByRole('menuitem', { name: 'Purchasing', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Purchase requests', exact: true }).click();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: purchaseRequest.request_no }).click();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(product.name) })).toContainText('2,466.00');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Finalise into a bill' }).click();
  const finalise = page.getByRole('dialog', { name: `Finalise request ${purchaseRequest.request_no}` });
  await finalise.getByRole('button', { name: 'Finalise into a bill' }).click();
  await expect(page.getByText(/^Bill PF\d+ made from the request\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay and confirm' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Pay and confirm' }).click();
  const pay = page.getByRole('dialog', { name: /^Pay bill PF\d+$/ });
  await pay.getByRole('radio', { name: 'Bank' }).check();
  await expectNoSeriousViolations(page);
  await pay.getByRole('button', { name: 'Pay and confirm' }).click();
  await expect(page.getByText(/^Paid: voucher PU\d+ posted, items received into stock\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay and confirm' })).toBeHidden();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Stock', exact: true }).click();
  await page.getByRole('textbox', { name: 'Product or SKU' }).fill(product.name);
  const row = page.getByRole('row', { name: new RegExp(product.name) });
  await expect(row.getByRole('cell', { name: '12', exact: true })).toBeVisible();
});

test('the store keeper enters a purchase bill with its items and sees its total; the bills list and the summary pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const { vendor, product } = await vendorAndProduct(request, token);
  const keeper = await staffWithRole(request, token, 'Store keeper', 'Nasrin');
  await signInToAdminAs(page, keeper);
  await page.getByRole('menuitem', { name: 'Purchasing', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Purchase bills', exact: true }).click();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('combobox', { name: 'Vendor' }).fill(vendor.name);
  await page.getByRole('option', { name: vendor.name }).click();
  const line = page.getByRole('group', { name: 'Item 1' });
  await line.getByRole('combobox', { name: 'Product' }).fill(product.name);
  await page.getByRole('option', { name: product.name }).click();
  await line.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await line.getByRole('textbox', { name: 'Unit cost' }).fill('199.99');
  await expect(page.getByRole('status').filter({ hasText: 'Total:' })).toContainText('599.97');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('button', { name: 'Pay and confirm' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(product.name) })).toContainText('599.97');

  await page.getByRole('menuitem', { name: 'Purchase bills summary' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase bills summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: vendor.name }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a unit cost typed with thousands separators in Bengali digits counts in the bill’s total and saves as that amount', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const { vendor, product } = await vendorAndProduct(request, token);
  await openAdmin(page, '/admin/purchase_final/create');
  await page.getByRole('combobox', { name: 'Vendor' }).fill(vendor.name);
  await page.getByRole('option', { name: vendor.name }).click();
  const line = page.getByRole('group', { name: 'Item 1' });
  await line.getByRole('combobox', { name: 'Product' }).fill(product.name);
  await page.getByRole('option', { name: product.name }).click();
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await line.getByRole('textbox', { name: 'Unit cost' }).fill('১,২৫০.৫০');
  await expect(line.getByRole('textbox', { name: 'Unit cost' })).toHaveValue('১,২৫০.৫০');
  await expect(page.getByRole('status').filter({ hasText: 'Total:' })).toContainText('2,501.00');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('button', { name: 'Pay and confirm' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(product.name) })).toContainText('1,250.50');
});

test('a paid bill is returned from its page with the reason asked: it reads returned, with its reversal and refund receipt linked (axe on the dialog)', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const { vendor, product } = await vendorAndProduct(request, token);
  const made = await request.post('/purchase_final/api/v1/purchase_final/create_directly_from_admin_panel/', {
    headers,
    data: {
      vendor: vendor.id,
      purchase_date: new Date().toISOString().slice(0, 10),
      items: [{ product: product.id, quantity: 4, unit_cost: '210.00' }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const bill = (await made.json()) as { id: number; invoice_no: string };
  const paid = await request.post(`/purchase_final/api/v1/purchase_final/paybill_and_confirm/${bill.id}`, {
    headers,
    data: { paid_from: 'cash' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await openAdmin(page, `/admin/purchase_final/${bill.id}/show`);
  await page.getByRole('button', { name: 'Return' }).click();
  const dialog = page.getByRole('dialog', { name: `Return bill ${bill.invoice_no}` });
  await dialog.getByRole('textbox', { name: 'Why' }).fill('Two bowls arrived cracked; the vendor takes the lot back');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Return' }).click();

  await expect(page.getByText(`Bill ${bill.invoice_no} is returned.`)).toBeVisible();
  await expect(page.getByText('Returned', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^PU/ })).toHaveAttribute('href', /\/purchase\/PU[^/]+\/show$/);
  await expect(page.getByRole('link', { name: /^RV/ })).toHaveAttribute('href', /\/receipt_voucher\/RV[^/]+\/show$/);
  const stock = await request.get(`/inventory/api/v1/inventory/check_by_product_id/${product.id}`, { headers });
  expect(((await stock.json()) as { quantity: number }).quantity).toBe(0);
});
