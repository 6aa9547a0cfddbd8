import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** What a voucher settles, read from the voucher's side: the gifts, orders and payments whose workflows posted it. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['read', 'create', 'update'].map((v) => `donation.${v}`),
  'payment_method.read',
  ...['read', 'create', 'update'].flatMap((v) => ['customer', 'customerorder', 'paymentmethod'].map((n) => `${n}.${v}`)),
  'customerorder.confirm',
  'customerorder.cancel',
  'customerorder.record_payment',
  'category.create',
  'product.create',
  'inventory.adjust',
  'receipt_voucher.read',
  'sales.read',
);
type Method = 'GET' | 'POST';
const ok = async (method: Method, url: string, payload?: object, headers = staff) => {
  const res = await app.inject({ method, url, payload, headers });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const base = (name: string) => `/${name}/api/v1/${name}`;
const settles = async (kind: string, invoiceNo: string) => (await ok('GET', `${base(kind)}/settles/${invoiceNo}`)).settles;

let tag = 0;
const unique = () => `${++tag}${Math.random().toString(36).slice(2, 7)}`;
let donationMethod: number;
let shopMethods: Record<string, number>;
let product: number;
beforeAll(async () => {
  donationMethod = (await ok('GET', `${base('payment_method')}/all/?size=1`)).paymentmethods[0].id;
  const all = (await ok('GET', `${base('paymentmethod')}/all/?size=100`)).paymentmethods as { id: number; name: string }[];
  shopMethods = Object.fromEntries(all.map((m) => [m.name, m.id]));
  const shelf = (await ok('POST', `${base('category')}/create/`, { name: `Settled shelf ${unique()}` })).id;
  product = (
    await ok('POST', `${base('product')}/create/`, {
      name: `Jute bag ${unique()}`,
      sku: `JB-${unique()}`,
      category: shelf,
      price: '250.00',
      cost: '150.00',
    })
  ).id;
  await ok('POST', `${base('inventory')}/adjust/`, { product, quantity: 50, reason: 'Counted' });
});

/** A customer's confirmed order of `quantity` jute bags at 250.00. */
async function confirmedOrder(quantity: number) {
  const customer = (await ok('POST', `${base('customer')}/create/`, { name: `Selina Parvin ${unique()}`, phone: '01711000000' })).id;
  const order = await ok('POST', `${base('customerorder')}/create/`, { customer, items: [{ product, quantity }] });
  return (await ok('POST', `${base('customerorder')}/confirm/`, { id: order.id })) as {
    id: number;
    order_no: string;
    sales_invoice_no: string;
  };
}

describe('what a voucher settles', () => {
  it('a confirmed gift’s receipt voucher settles that gift, named by its receipt number, for its amount', async () => {
    const gift = await ok('POST', `${base('donation')}/create/`, {
      first_name: 'Nusrat',
      last_name: `Jahan ${unique()}`,
      email: `nusrat.${unique()}@example.net`,
      amount: '2750.50',
      payment_method: donationMethod,
    });
    const confirmed = await ok('POST', `${base('donation')}/confirm/${gift.id}/`, {});
    expect(await settles('receipt_voucher', confirmed.receipt_invoice_no)).toEqual([
      { resource: 'donation', id: gift.id, number: confirmed.receipt_no, amount: '2750.50' },
    ]);
  });

  it('a sales voucher settles the order it confirmed; a payment’s receipt settles the order for the amount paid', async () => {
    const order = await confirmedOrder(4);
    expect(await settles('sales', order.sales_invoice_no)).toEqual([
      { resource: 'customerorder', id: order.id, number: order.order_no, amount: '1000.00' },
    ]);
    await ok('POST', `${base('customerorder')}/record_payment/${order.id}`, { amount: '400.00', method: shopMethods.bKash });
    const [payment] = (
      (await app.database.db.execute(
        sql`select receipt_invoice_no from customerorder_payment where order_id = ${order.id}`,
      )) as unknown as {
        rows: { receipt_invoice_no: string }[];
      }
    ).rows;
    expect(await settles('receipt_voucher', payment.receipt_invoice_no)).toEqual([
      { resource: 'customerorder', id: order.id, number: order.order_no, amount: '400.00' },
    ]);
  });

  it('the reversing voucher of a cancelled order settles that order too', async () => {
    const order = await confirmedOrder(1);
    const cancelled = await ok('POST', `${base('customerorder')}/cancel/${order.id}`, { reason: 'Changed their mind' });
    expect(await settles('sales', cancelled.reversal_invoice_no)).toEqual([
      { resource: 'customerorder', id: order.id, number: order.order_no, amount: '250.00' },
    ]);
  });

  it('a number no record names settles nothing', async () => {
    expect(await settles('receipt_voucher', 'RV-NOTHING')).toEqual([]);
  });

  it('is read with the voucher kind’s own permission', async () => {
    const receiptsOnly = asCaller('receipt_voucher.read');
    expect((await app.inject({ method: 'GET', url: `${base('receipt_voucher')}/settles/RV1`, headers: receiptsOnly })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: `${base('sales')}/settles/SA1`, headers: receiptsOnly })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${base('sales')}/settles/SA1` })).statusCode).toBe(401);
  });
});
