import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from './support/axe.ts';
import { newProduct } from './support/shop.ts';
import { signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

test('an accountant opens a paid order, sees its payment and what it took from stock beside it, and cancels it with a refund: it reads cancelled, with its refund voucher linked', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async <T>(url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };

  // A customer's order for two pieces, confirmed and paid in cash at the counter, through the API.
  const product = await newProduct(request, token, {
    name: 'Nakshi kantha cushion',
    price: '650.00',
    cost: '400.00',
    onHand: { quantity: 2, reason: 'Two from the Jessore weavers' },
  });
  const customer = await post<{ id: number }>('/customer/api/v1/customer/create/', { name: 'Shirin Akter', phone: '01711000000' });
  const order = await post<{ id: number; order_no: string }>('/customerorder/api/v1/customerorder/create/', {
    customer: customer.id,
    items: [{ product: product.id, quantity: 2 }],
  });
  await post('/customerorder/api/v1/customerorder/confirm/', { id: order.id });
  const methods = await request.get('/paymentmethod/api/v1/paymentmethod/all/?size=100', { headers });
  const cash = ((await methods.json()) as { paymentmethods: { id: number; name: string }[] }).paymentmethods.find((m) => m.name === 'Cash');
  await post(`/customerorder/api/v1/customerorder/record_payment/${order.id}`, { amount: '1300.00', method: cash?.id });

  const accountant = await staffWithRole(request, token, 'Accountant', 'Farida');
  await signInToAdminAs(page, accountant);
  await page.goto(`/admin/customerorder/${order.id}/show`);
  // Beside its details: the money received with its receipt voucher, and the two pieces the confirmation took from stock.
  await expect(
    page.getByRole('region', { name: 'Payments', exact: true }).getByRole('row', { name: /৳1,300\.00 Cash RV\S+$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Stock moves', exact: true })
      .getByRole('row', { name: new RegExp(`${product.name} Order confirmed -2$`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel with refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.order_no} and refund it` });
  await dialog.getByRole('textbox', { name: 'Why' }).fill('The cushions came with torn seams');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel with refund' }).click();

  await expect(page.getByText(`Order ${order.order_no} is cancelled and refunded.`)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel with refund' })).toHaveCount(0);
  const refund = page.getByRole('link', { name: /^PV/ });
  await expect(refund).toHaveAttribute('href', /\/payment_voucher\/PV[^/]+\/show$/);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  // The link opens the payment voucher that paid the customer back.
  await refund.click();
  await expect(page.getByText('The cushions came with torn seams', { exact: false }).first()).toBeVisible();
});
