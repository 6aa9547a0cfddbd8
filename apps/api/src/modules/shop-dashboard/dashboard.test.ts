import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { customerOrderLines, customerOrders } from '../sales/index.ts';

/** The shop's dashboard (api-contract.md 4.2) and the stock summary, from orders this test makes. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['customer', 'customerorder', 'paymentmethod'].flatMap((n) => ['read', 'create', 'update'].map((v) => `${n}.${v}`)),
  'customerorder.confirm',
  'customerorder.cancel',
  'customerorder.record_payment',
  'category.create',
  'product.create',
  'product.read',
  'inventory.read',
  'inventory.adjust',
);
const storeKeeper = asCaller('inventory.read');
type Method = 'GET' | 'POST';
const ok = async (method: Method, url: string, payload?: object, status = 200, headers = staff) => {
  const res = await app.inject({ method, url, payload, headers });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const base = (name: string) => `/${name}/api/v1/${name}`;
const dash = (path: string) => ok('GET', `/dashboard/api/v1/${path}/`);
const count = async (path: string) => (await dash(path)).total_count as number;

let n = 0;
const tag = () => `${++n}${Math.random().toString(36).slice(2, 7)}`;
const category = async (name: string, parent?: number) =>
  (await ok('POST', `${base('category')}/create/`, { name, ...(parent ? { parent } : {}) }, 201)).id as number;
const newProduct = async (category: number, stock: number, price: string, cost: string, threshold = 2) => {
  const p = (await ok(
    'POST',
    `${base('product')}/create/`,
    { name: `Dash ${tag()}`, sku: `DB-${tag()}`, category, price, cost, low_stock_threshold: threshold },
    201,
  )) as { id: number; name: string; sku: string };
  if (stock) await ok('POST', `${base('inventory')}/adjust/`, { product: p.id, quantity: stock, reason: 'Counted' }, 201);
  return p;
};
const order = async (items: { product: number; quantity: number; unit_price: string }[], customer?: number) =>
  (await ok('POST', `${base('customerorder')}/create/`, { ...(customer ? { customer } : {}), items }, 201)) as {
    id: number;
    total: string;
  };
const confirm = (id: number) => ok('POST', `${base('customerorder')}/confirm/`, { id });
let methods: Record<string, number>;
const pay = (id: number, amount: string) => ok('POST', `${base('customerorder')}/record_payment/${id}`, { amount, method: methods.Cash });

describe('the seeded shop', () => {
  it('opens with twelve customers, paid, unpaid and draft orders, two paid bills and products low in stock', async () => {
    expect(await count('get_total_count_of_customers')).toBe(12);
    expect(await count('get_total_count_of_paid_orders')).toBe(9); // eight paid in full and a walk-in sale
    expect(await count('get_total_count_of_unpaid_orders')).toBe(7); // three unpaid, four partly paid
    expect((await dash('get_all_incomplete_orders')).total_elements).toBe(3);
    expect(await count('get_total_count_of_low_stock_products')).toBeGreaterThan(0);
    const { purchase_finals: bills } = await ok(
      'GET',
      '/purchase_final/api/v1/purchase_final/all/?size=100',
      undefined,
      200,
      asCaller('purchase_final.read'),
    );
    expect((bills as { status: string }[]).filter((b) => b.status === 'paid')).toHaveLength(2);
    const totals = await dash('get_order_totals');
    const paise = (s: string) => BigInt(s.replace('.', ''));
    expect(paise(totals.total_amount)).toBe(paise(totals.paid_amount) + paise(totals.due_amount));
    expect(paise(totals.due_amount)).toBeGreaterThan(0n);
  });
});

describe('the shop dashboard', () => {
  let top: number;
  let lamps: number;
  let lampProduct: { id: number; name: string };
  let scarf: { id: number; name: string };
  let mat: { id: number; name: string };
  const before: Record<string, number> = {};
  let totalsBefore: { total_amount: string; paid_amount: string; due_amount: string };

  beforeAll(async () => {
    const all = (await ok('GET', `${base('paymentmethod')}/all/?size=100`)).paymentmethods as { id: number; name: string }[];
    methods = Object.fromEntries(all.map((m) => [m.name, m.id]));
    for (const path of [
      'get_total_count_of_paid_orders',
      'get_total_count_of_unpaid_orders',
      'get_total_count_of_customers',
      'get_total_count_of_low_stock_products',
    ])
      before[path] = await count(path);
    totalsBefore = await dash('get_order_totals');
    top = await category(`Home ${tag()}`);
    const mid = await category(`Lighting ${tag()}`, top);
    lamps = await category(`Lamps ${tag()}`, mid);
    lampProduct = await newProduct(lamps, 30, '100000.50', '70000.25');
    scarf = await newProduct(top, 60, '35000.00', '20000.00');
    mat = await newProduct(mid, 14, '9999.99', '4000.00');
  });

  it('counts paid and unpaid orders, customers and totals to the paisa, from the orders made', async () => {
    const c1 = (await ok('POST', `${base('customer')}/create/`, { name: `Rahima ${tag()}` }, 201)).id;
    const c2 = (await ok('POST', `${base('customer')}/create/`, { name: `Karim ${tag()}` }, 201)).id;
    expect(await count('get_total_count_of_customers')).toBe(before.get_total_count_of_customers + 2);

    // Paid in full: 20 × 100000.50 = 2000010.00
    const a = await order([{ product: lampProduct.id, quantity: 20, unit_price: '100000.50' }], c1);
    await confirm(a.id);
    await pay(a.id, '2000010.00');
    // Partly paid: 30 × 35000.00 + 12 × 9999.99 = 1169999.88, 1000.01 paid
    const b = await order(
      [
        { product: scarf.id, quantity: 30, unit_price: '35000.00' },
        { product: mat.id, quantity: 12, unit_price: '9999.99' },
      ],
      c2,
    );
    await confirm(b.id);
    await pay(b.id, '1000.01');
    // Unpaid: 20 × 35000.00 = 700000.00
    const c = await order([{ product: scarf.id, quantity: 20, unit_price: '35000.00' }], c1);
    await confirm(c.id);
    // A draft and a cancelled order count for nothing but their own lists.
    const d = await order([{ product: lampProduct.id, quantity: 1, unit_price: '100000.50' }], c2);
    const e = await order([{ product: lampProduct.id, quantity: 4, unit_price: '100000.50' }], c2);
    await confirm(e.id);
    await ok('POST', `${base('customerorder')}/cancel/${e.id}`, { reason: 'Changed mind' });

    expect(await count('get_total_count_of_paid_orders')).toBe(before.get_total_count_of_paid_orders + 1);
    expect(await count('get_total_count_of_unpaid_orders')).toBe(before.get_total_count_of_unpaid_orders + 2);
    const paise = (s: string) => BigInt(s.replace('.', ''));
    const totals = await dash('get_order_totals');
    expect(paise(totals.total_amount) - paise(totalsBefore.total_amount)).toBe(387000988n); // 2000010.00 + 1169999.88 + 700000.00
    expect(paise(totals.paid_amount) - paise(totalsBefore.paid_amount)).toBe(200101001n); // 2000010.00 + 1000.01
    expect(paise(totals.due_amount) - paise(totalsBefore.due_amount)).toBe(186899987n);
    expect(totals.total_amount).toMatch(/^\d+\.\d{2}$/);

    const ids = async (path: string) =>
      ((await ok('GET', `/dashboard/api/v1/${path}/?size=100`)).orders as { id: number }[]).map((o) => o.id);
    const latest = (await ok('GET', '/dashboard/api/v1/get_all_latest_orders/?size=5')) as { orders: { id: number }[]; size: number };
    expect(latest.orders.map((o) => o.id).slice(0, 5)).toEqual([e.id, d.id, c.id, b.id, a.id]);
    expect(await ids('get_all_incomplete_orders')).toContain(d.id);
    expect(await ids('get_all_incomplete_orders')).not.toContain(c.id);
    expect(await ids('get_all_paid_orders')).toContain(a.id);
    expect(await ids('get_all_paid_orders')).not.toContain(b.id);
    const unpaid = (await ok('GET', '/dashboard/api/v1/get_all_unpaid_orders/?size=100')).orders as {
      id: number;
      due_amount: string;
      payment_status: string;
    }[];
    expect(unpaid.find((o) => o.id === b.id)).toMatchObject({ due_amount: '1168999.87', payment_status: 'partial' });
    expect(unpaid.find((o) => o.id === c.id)).toMatchObject({ due_amount: '700000.00', payment_status: 'unpaid' });
    expect(unpaid.map((o) => o.id)).not.toContain(e.id);

    // Best sellers among confirmed orders (the seeded shop's sell far less): by amount the lamp (20 for 2000010.00),
    // the scarf (50 for 1750000.00), the mat (12 for 119999.88); by quantity the scarf, the lamp, the mat.
    const byAmount = (await dash('get_best_seller_by_amount')).best_sellers as { product: number; amount: string; quantity: number }[];
    expect(byAmount).toHaveLength(10);
    expect(byAmount.slice(0, 3)).toEqual([
      expect.objectContaining({ product: lampProduct.id, amount: '2000010.00', quantity: 20 }),
      expect.objectContaining({ product: scarf.id, amount: '1750000.00', quantity: 50 }),
      expect.objectContaining({ product: mat.id, amount: '119999.88', quantity: 12 }),
    ]);
    const byQuantity = (await dash('get_best_seller_by_quantity')).best_sellers as { product: number; quantity: number }[];
    expect(byQuantity.slice(0, 2).map((r) => r.product)).toEqual([scarf.id, lampProduct.id]);
    const mine = byQuantity.filter((r) => [lampProduct.id, scarf.id, mat.id].includes(r.product)).map((r) => r.product);
    expect(mine).toEqual([scarf.id, lampProduct.id, mat.id]);
    expect(byQuantity.map((r) => r.quantity)).toEqual([...byQuantity.map((r) => r.quantity)].sort((x, y) => y - x));

    // All three products sit under one top-level category: 50 + 20 + 12 items (the cancelled order's 4 lamps are not counted).
    const { categories } = await dash('get_all_categorized_order_item_count');
    expect(categories.find((c: { category: number }) => c.category === top)).toMatchObject({ item_count: 82 });
    expect(categories.find((c: { category: number }) => c.category === lamps)).toBeUndefined();
  });

  it('counts and lists the products at or below their threshold, and follows an adjustment', async () => {
    // The mat: 14 on hand − 12 sold = 2, at its threshold of 2.
    const lowBefore = await count('get_total_count_of_low_stock_products');
    const list = (await ok('GET', '/dashboard/api/v1/get_all_low_stock_products/?size=100', undefined, 200, storeKeeper)).products as {
      product: number;
      quantity: number;
      low_stock_threshold: number;
    }[];
    expect(list.find((p) => p.product === mat.id)).toMatchObject({ quantity: 2, low_stock_threshold: 2 });
    expect(list.length).toBe(Math.min(lowBefore, 100));
    // The front end's path with its two trailing spaces is answered the same.
    const spaced = await ok('GET', '/dashboard/api/v1/get_all_low_stock_products/%20%20?size=100', undefined, 200, storeKeeper);
    expect(spaced.total_elements).toBe(lowBefore);

    await ok('POST', `${base('inventory')}/adjust/`, { product: mat.id, quantity: 5, reason: 'Found a box' }, 201);
    expect(await count('get_total_count_of_low_stock_products')).toBe(lowBefore - 1);
    const low = await newProduct(top, 1, '10.00', '5.00', 4);
    expect(await count('get_total_count_of_low_stock_products')).toBe(lowBefore);
    const after = (await ok('GET', '/dashboard/api/v1/get_all_low_stock_products/?size=100')).products as { product: number }[];
    expect(after.map((p) => p.product)).toContain(low.id);
    expect(after.map((p) => p.product)).not.toContain(mat.id);
  });

  it('refuses anonymous callers and callers without the permission', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/dashboard/api/v1/get_order_totals/' });
    expect(anonymous.statusCode).toBe(401);
    // A store keeper reads stock, not orders.
    await ok('GET', '/dashboard/api/v1/get_total_count_of_low_stock_products/', undefined, 200, storeKeeper);
    for (const path of ['get_total_count_of_paid_orders', 'get_order_totals', 'get_best_seller_by_amount', 'get_all_latest_orders'])
      expect((await app.inject({ method: 'GET', url: `/dashboard/api/v1/${path}/`, headers: storeKeeper })).statusCode).toBe(403);
    const sales = asCaller('customerorder.read');
    expect((await app.inject({ method: 'GET', url: '/dashboard/api/v1/get_all_low_stock_products/', headers: sales })).statusCode).toBe(
      403,
    );
  });
});

describe('the stock summary', () => {
  const url = '/summary_report/api/v1/inventory_summary_report/filter/';
  let shelf: number;
  let sub: number;
  let prefix: string;
  const made: { id: number }[] = [];
  beforeAll(async () => {
    prefix = `Summary${tag()}`;
    shelf = await category(`Stock shelf ${tag()}`);
    sub = await category(`Stock sub ${tag()}`, shelf);
    // name, on hand, cost, threshold
    for (const [suffix, stock, cost, threshold, cat] of [
      ['a', 7, '333.33', 2, shelf],
      ['b', 1, '0.10', 3, sub],
      ['c', 0, '12.34', 0, sub],
    ] as const) {
      const p = (await ok(
        'POST',
        `${base('product')}/create/`,
        { name: `${prefix} ${suffix}`, sku: `SS-${tag()}`, category: cat, price: '500.00', cost, low_stock_threshold: threshold },
        201,
      )) as { id: number };
      if (stock) await ok('POST', `${base('inventory')}/adjust/`, { product: p.id, quantity: stock, reason: 'Counted' }, 201);
      made.push(p);
    }
  });

  it('answers each product with its stock and exact cost value, and the totals of the selection', async () => {
    const res = await ok('GET', `${url}?name=${prefix}`, undefined, 200, storeKeeper);
    expect(res.inventory_summary).toEqual([
      expect.objectContaining({
        product: made[0].id,
        quantity: 7,
        low_stock_threshold: 2,
        low: false,
        cost: '333.33',
        cost_value: '2333.31',
      }),
      expect.objectContaining({ product: made[1].id, quantity: 1, low: true, cost: '0.10', cost_value: '0.10', category: sub }),
      expect.objectContaining({ product: made[2].id, quantity: 0, low: true, cost_value: '0.00' }),
    ]);
    expect(res).toMatchObject({ total_elements: 3, total_quantity: 8, total_cost_value: '2333.41', low_count: 2 });
  });

  it('filters by category (with those below it) and by low stock, and pages', async () => {
    const inSub = await ok('GET', `${url}?name=${prefix}&category=${sub}`);
    expect(inSub.inventory_summary.map((r: { product: number }) => r.product)).toEqual([made[1].id, made[2].id]);
    const inShelf = await ok('GET', `${url}?name=${prefix}&category=${shelf}`);
    expect(inShelf.total_elements).toBe(3);
    const notLow = await ok('GET', `${url}?name=${prefix}&low_stock=false`);
    expect(notLow.inventory_summary.map((r: { product: number }) => r.product)).toEqual([made[0].id]);
    const page2 = await ok('GET', `${url}?name=${prefix}&size=2&page=2`);
    expect(page2).toMatchObject({ page: 2, size: 2, total_pages: 2, total_elements: 3, total_cost_value: '2333.41' });
    expect(page2.inventory_summary.map((r: { product: number }) => r.product)).toEqual([made[2].id]);
  });

  it('answers bad filters with a message per field, and refuses callers without the inventory read permission', async () => {
    const bad = await app.inject({ method: 'GET', url: `${url}?low_stock=perhaps&category=x`, headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['low_stock', 'category']));
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: asCaller('customerorder.read') })).statusCode).toBe(403);
  });
});

describe('pieces summed past what an integer holds', () => {
  it('answers the best sellers and the items per category with the exact count, not an overflow', async () => {
    // Three lines of a billion pieces each on a confirmed order (written directly: the API takes at most a
    // million a line and would need the stock): 3,000,000,000 is past the 2,147,483,647 an integer holds.
    const top = await category(`Bulk ${tag()}`);
    const bulk = await newProduct(top, 0, '0.01', '0.01');
    const [order] = await app.database.db
      .select({ id: customerOrders.id })
      .from(customerOrders)
      .where(sql`${customerOrders.status} = 'confirmed'`)
      .limit(1);
    const billion = 1_000_000_000;
    await app.database.db
      .insert(customerOrderLines)
      .values(
        [1, 2, 3].map(() => ({ document: order.id, product: bulk.id, quantity: billion, unitPrice: '0.01', lineTotal: '10000000.00' })),
      );
    const byQuantity = (await dash('get_best_seller_by_quantity')).best_sellers as { product: number; quantity: number }[];
    expect(byQuantity[0]).toMatchObject({ product: bulk.id, quantity: 3 * billion });
    const { categories } = await dash('get_all_categorized_order_item_count');
    expect(categories.find((c: { category: number }) => c.category === top)).toMatchObject({ item_count: 3 * billion });
  });
});
