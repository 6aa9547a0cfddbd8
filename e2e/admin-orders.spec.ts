import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, settled } from './support/axe.ts';
import { newProduct } from './support/shop.ts';
import { signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

async function noSeriousFindings(page: Page) {
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the sales clerk enters and confirms an order for the last two pieces; a second order for the same product is refused with the API’s sentence; the invoice PDF downloads (axe on the order screens)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };

  // A product of its own with exactly 2 on hand: an adjustment through the API.
  const product = await newProduct(request, token, {
    name: 'Jute tote bag',
    price: '240.00',
    cost: '130.00',
    onHand: { quantity: 2, reason: 'The last two from the weavers' },
  });
  const { name } = product;

  const clerk = await staffWithRole(request, token, 'Sales', 'Nasrin');
  await signInToAdminAs(page, clerk);
  await page.getByRole('menuitem', { name: 'Shop and stock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customerorder(\?|$)/);
  await noSeriousFindings(page);

  // The entry form: the picker shows the stock on hand, the totals follow what is typed.
  await page.getByRole('link', { name: 'Create' }).click();
  const line = page.getByRole('group', { name: 'Line 1' });
  await line.getByRole('combobox', { name: 'Product' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`${name}.*2 on hand`) }).click();
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(line.getByLabel(/^Line total: .*480\.00$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Order total' })).toContainText('480.00');
  await noSeriousFindings(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // The order's page: confirm it.
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
  await noSeriousFindings(page);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const confirmDialog = page.getByRole('dialog', { name: /^Confirm order SO/ });
  await expect(confirmDialog).toBeVisible();
  const firstNo = ((await confirmDialog.getByRole('heading').textContent()) ?? '').replace('Confirm order ', '');
  await noSeriousFindings(page);
  await confirmDialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(confirmDialog).toBeHidden();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  const stock = await request.get(`/inventory/api/v1/inventory/check_by_product_id/${product.id}`, { headers });
  expect(((await stock.json()) as { quantity: number }).quantity).toBe(0);

  // The invoice downloads as a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/^invoice-SO.*\.pdf$/);
  const bytes = await invoice.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }),
  );
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A second order for the same product, made by another clerk meanwhile: refused with its sentence.
  const second = await request.post('/customerorder/api/v1/customerorder/create/', {
    headers,
    data: { items: [{ product: product.id, quantity: 1 }] },
  });
  expect(second.status(), await second.text()).toBe(201);
  const { order_no: secondNo } = (await second.json()) as { order_no: string };
  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(secondNo);
  // The search applies once typing pauses: the order is opened after, or the list would come back over it.
  await expect(page).toHaveURL(new RegExp(`filter=.*${secondNo}`));
  await page.getByRole('link', { name: secondNo }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const refusedDialog = page.getByRole('dialog', { name: `Confirm order ${secondNo}` });
  await refusedDialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(refusedDialog.getByRole('alert')).toHaveText(`None of “${name}” is left. Order ${secondNo} wants 1; it was not confirmed.`);
  await noSeriousFindings(page);
  await refusedDialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // The order summary of the period lists the confirmed order, ready for CSV and XLSX.
  await page.getByRole('menuitem', { name: 'Order summary', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(firstNo) })).toContainText('480.00');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await noSeriousFindings(page);
});
