import { type FoundRecord, findablePermissions } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/** The back office's search box: records by number or name, answered only as far as the caller may read them. */
const app = await createTestApp();
afterAll(() => app.close());

const searchUrl = (q: string) => `/admin_search/api/v1/admin_search/?q=${encodeURIComponent(q)}`;
const search = async (q: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: searchUrl(q), headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: FoundRecord[] }).results;
};
const ok = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json();
};

const reader = asCaller(
  'ticket_inbox.all',
  ...['receipt_voucher', 'payment_voucher', 'customerorder', 'donation', 'ticket'].map((n) => `${n}.read`),
);
const tag = Math.random().toString(36).slice(2, 8);

let voucher: { id: number; invoice_no: string };
let order: { id: number; order_no: string };
let gift: { id: number };
let ticket: { id: number };
beforeAll(async () => {
  [voucher] = (await ok('GET', '/receipt_voucher/api/v1/receipt_voucher/all/?size=1', reader)).receipt_vouchers;

  const shop = asCaller('category.create', 'product.create', 'customerorder.create');
  const category = await ok('POST', '/category/api/v1/category/create/', shop, { name: `Search shelf ${tag}` });
  const product = await ok('POST', '/product/api/v1/product/create/', shop, {
    name: `Jute bag ${tag}`,
    sku: `JB-${tag}`,
    category: category.id,
    price: '350.00',
    cost: '200.00',
  });
  order = await ok('POST', '/customerorder/api/v1/customerorder/create/', shop, {
    note: `Gift wrapped ${tag}`,
    items: [{ product: product.id, quantity: 1 }],
  });

  const [method] = (await ok('GET', '/payment_method/api/v1/payment_method/all/?size=1', asCaller('payment_method.read'))).paymentmethods;
  const pledge = await app.inject({
    method: 'POST',
    url: '/donation/api/v1/donation/create/',
    payload: {
      first_name: 'Nasrin',
      last_name: `Quazi${tag}`,
      email: `nasrin-${tag}@example.org`,
      amount: '2500.00',
      payment_method: method.id,
    },
    remoteAddress: '10.9.1.1',
  });
  expect(pledge.statusCode, pledge.body).toBe(201);
  gift = pledge.json();

  const lookups = asCaller('ticket_department.read', 'ticket_priority.read');
  const department = (await ok('GET', '/ticket_department/api/v1/ticket_department/all/', lookups)).ticket_departments.find(
    (d: { name: string }) => d.name === 'Support',
  );
  const [priority] = (await ok('GET', '/ticket_priority/api/v1/ticket_priority/all/', lookups)).ticket_priorities;
  ticket = await ok('POST', '/ticket/api/v1/ticket/create/', asCaller('ticket.create', 'ticket_inbox.all'), {
    subject: `Receipt never came ${tag}`,
    ticket_department: department.id,
    ticket_priority: priority.id,
    name: 'Rahim Uddin',
    email: `rahim-${tag}@example.org`,
    message: 'My receipt for last month has not arrived.',
  });
});

describe('GET /admin_search/api/v1/admin_search/', () => {
  it('answers a caller who may read every kind, each kind found by its own searched fields', async () => {
    const everything = asCaller('ticket_inbox.all', ...findablePermissions);
    const found = await search(tag, everything);
    expect(new Set(found.map((r) => r.resource))).toEqual(new Set(['customerorder', 'donation', 'ticket', 'product']));
  });

  it('finds a voucher by its number and an order by its number, each with the screen that opens it', async () => {
    expect(await search(voucher.invoice_no, reader)).toContainEqual({
      resource: 'receipt_voucher',
      id: voucher.id,
      title: voucher.invoice_no,
    });
    expect(await search(order.order_no, reader)).toContainEqual({ resource: 'customerorder', id: order.id, title: order.order_no });
  });

  it('finds a donor’s gift by the donor’s name and a ticket by its subject or its requester', async () => {
    expect(await search(`quazi${tag}`, reader)).toContainEqual({ resource: 'donation', id: gift.id, title: `Nasrin Quazi${tag}` });
    const bySubject = await search(`never came ${tag}`, reader);
    expect(bySubject).toContainEqual({ resource: 'ticket', id: ticket.id, title: `Receipt never came ${tag}` });
    expect((await search(`rahim-${tag}`, reader)).map((r) => r.id)).toContain(ticket.id);
  });

  it('answers no record of a kind the caller may not read, nor a ticket outside the caller’s departments', async () => {
    const ordersOnly = asCaller('customerorder.read');
    expect(await search(voucher.invoice_no, ordersOnly)).toEqual([]);
    expect(await search(`quazi${tag}`, ordersOnly)).toEqual([]);
    expect((await search(order.order_no, ordersOnly)).map((r) => r.resource)).toEqual(['customerorder']);
    const salesInbox = asCaller('ticket.read', 'ticket_inbox.sales');
    expect(await search(`never came ${tag}`, salesInbox)).toEqual([]);
  });

  it('refuses an anonymous caller (401), a signed-in account that may read none of the records (403), and an empty text (400)', async () => {
    expect((await app.inject({ method: 'GET', url: searchUrl(voucher.invoice_no) })).statusCode).toBe(401);
    const donor = await createUser(app, { roleless: true });
    const asDonor = await app.inject({ method: 'GET', url: searchUrl(voucher.invoice_no), headers: donor.headers });
    expect(asDonor.statusCode).toBe(403);
    const clerk = await createUser(app, { permissions: ['notice.read'] });
    const asClerk = await app.inject({ method: 'GET', url: searchUrl(voucher.invoice_no), headers: clerk.headers });
    expect(asClerk.statusCode).toBe(403);
    const empty = await app.inject({ method: 'GET', url: searchUrl('  '), headers: reader });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ q: ['Type something to look for.'] });
  });
});
