import { toPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAfter } from '../../resource/kept-counts.ts';
import { bookDay, whileBooksLocked } from '../../test-support/books-lock.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Customers and orders through the contract's paths (api-contract.md 5, 6.6; decision 018). */
const app = await createTestApp();
afterAll(() => app.close());

const salesNames = ['customer', 'customerorder', 'shippingaddress', 'paymentmethod', 'orderstatus'];
const staff = asCaller(
  ...salesNames.flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
  'customerorder.confirm',
  'customerorder.cancel',
  'customerorder.record_payment',
  'customerorder.refund',
  'category.create',
  'product.create',
  'product.read',
  'inventory.read',
  'inventory.adjust',
  'stock_movement.read',
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' && url.includes('create') ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const refused = async (method: Method, url: string, payload: object | undefined, status: number) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const base = (name: string) => `/${name}/api/v1/${name}`;
const orders = base('customerorder');

interface Order {
  id: number;
  order_no: string;
  status: string;
  total: string;
  paid_amount: string;
  due_amount: string;
  payment_status: string;
  sales_invoice_no: string | null;
  reversal_invoice_no: string | null;
  refund_invoice_no: string | null;
  cancel_reason: string | null;
  cancelled_date: string | null;
  customer_name: string | null;
  items: { id: number; product: number; quantity: number; unit_price: string; line_total: string; unit_cost: string | null }[];
}

let n = 0;
const tag = () => `${++n}${Math.random().toString(36).slice(2, 7)}`;
let shelf: number;
let methods: Record<string, number>;
beforeAll(async () => {
  shelf = (await ok('POST', `${base('category')}/create/`, { name: `Order shelf ${tag()}` })).id;
  const all = (await ok('GET', `${base('paymentmethod')}/all/?size=100`)).paymentmethods as { id: number; name: string }[];
  methods = Object.fromEntries(all.map((m) => [m.name, m.id]));
});
const newProduct = async (stock: number, price = '450.00', cost = '250.00') => {
  const product = (await ok('POST', `${base('product')}/create/`, {
    name: `Nakshi kantha ${tag()}`,
    sku: `NK-${tag()}`,
    category: shelf,
    price,
    cost,
  })) as { id: number; name: string };
  if (stock) await ok('POST', `${base('inventory')}/adjust/`, { product: product.id, quantity: stock, reason: 'Counted' }, 201);
  return product;
};
const stockOf = async (product: number) => (await ok('GET', `${base('inventory')}/check_by_product_id/${product}`)).quantity as number;
const newCustomer = async (name = `Rahima Begum ${tag()}`) =>
  (await ok('POST', `${base('customer')}/create/`, { name, phone: '01711000000', address: 'Mirpur 10, Dhaka' })) as {
    id: number;
    name: string;
    ledger: number;
  };
const draft = async (items: object[], customer?: number) =>
  (await ok('POST', `${orders}/create/`, { ...(customer ? { customer } : {}), items })) as Order;
const confirm = (id: number) => call('POST', `${orders}/confirm/`, { id });
const get = async (id: number) => (await ok('GET', `${orders}/get_a_customer_order/${id}`)) as Order;
const logsOf = (invoiceNo: string) =>
  rows<{ ledger_id: number; debit_amount: string; credit_amount: string }>(
    sql`select ledger_id, debit_amount::text, credit_amount::text from account_log where reference_no = ${invoiceNo} order by id`,
  );
const ledgerNamed = async (name: string) =>
  (await rows<{ id: number }>(sql`select id from ledger_account where name = ${name} and is_default`))[0].id;
const salesVouchersNaming = async (orderNo: string) =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from sales where details like ${`Order ${orderNo} %`}`))[0].n);

describe('the contract’s paths and list keys', () => {
  it('answers customers, order statuses, shop payment methods, orders and shipping addresses under their keys', async () => {
    const keys: Record<string, string> = {
      customer: 'customers',
      orderstatus: 'orderstatuses',
      paymentmethod: 'paymentmethods',
      customerorder: 'customerorders',
      shippingaddress: 'shippingaddresses',
    };
    for (const [name, key] of Object.entries(keys)) {
      const page = await ok('GET', `${base(name)}/all/`);
      expect(page, name).toMatchObject({ page: 1, size: 10 });
      expect(Array.isArray(page[key]), name).toBe(true);
    }
    const statuses = (await ok('GET', `${base('orderstatus')}/all/`)).orderstatuses.map((s: { code: string }) => s.code);
    expect(statuses).toEqual(['draft', 'confirmed', 'cancelled']);
    expect(Object.keys(methods)).toEqual(expect.arrayContaining(['Cash', 'bKash', 'Bank']));
    // The shop's methods are not the donations' methods.
    const donationMethods = (
      await app.inject({
        method: 'GET',
        url: '/payment_method/api/v1/payment_method/all/?size=100',
        headers: asCaller('payment_method.read'),
      })
    ).json().paymentmethods as { name: string }[];
    expect(donationMethods.map((m) => m.name)).not.toContain('Bank');
  });

  it('opens a customer’s ledger under Sundry Debtors, lists their orders, and refuses a customer without a name', async () => {
    const customer = await newCustomer();
    const [ledger] = await rows<{ group: string; ledger_type: string }>(
      sql`select g.name as "group", l.ledger_type from ledger_account l join "group" g on g.id = l.head_group_id where l.id = ${customer.ledger}`,
    );
    expect(ledger).toEqual({ group: 'Sundry Debtors', ledger_type: 'customer_ledger' });
    const product = await newProduct(3);
    const order = await draft([{ product: product.id, quantity: 1 }], customer.id);
    const theirs = (await ok('GET', `${orders}/all/?customer=${customer.id}`)).customerorders as Order[];
    expect(theirs.map((o) => o.id)).toEqual([order.id]);
    expect((await ok('GET', `${base('customer')}/${customer.id}`)).order_count).toBe(1);
    expect((await refused('POST', `${base('customer')}/create/`, { phone: '01711000000' }, 400)).name).toBeDefined();
    expect((await refused('DELETE', `${base('customer')}/delete/${customer.id}`, undefined, 409)).detail).toContain('order');
  });

  it('serves the order detail variants, the shipping address by order and the order/ paths over the same records', async () => {
    const product = await newProduct(5);
    const order = await draft([{ product: product.id, quantity: 2 }]);
    await ok('POST', `${base('shippingaddress')}/create/`, { order: order.id, name: 'Karim', address: 'Road 5, Dhanmondi', city: 'Dhaka' });
    const detail = await ok('GET', `${orders}/get_a_customer_order_detail/${order.id}`);
    expect(detail.order.order_no).toBe(order.order_no);
    expect(detail.order_items[0]).toMatchObject({ product: product.id, product_name: product.name, quantity: 2 });
    const full = await ok('GET', `${orders}/get_a_customer_order_detail_with_order_orderitem_shipping/${order.id}`);
    expect(full.shipping_address).toMatchObject({ order: order.id, city: 'Dhaka' });
    expect((await ok('GET', `/shippingaddress/api/v1/shippingaddress_using_order_id/${order.id}`)).name).toBe('Karim');
    expect((await call('GET', `/shippingaddress/api/v1/shippingaddress_using_order_id/999999`)).statusCode).toBe(404);
    expect((await ok('GET', `${orders}/${order.id}`)).id).toBe(order.id);
    const aliased = await ok('GET', `/order/api/v1/order/all/?size=100`);
    expect(aliased.orders.map((o: Order) => o.id)).toContain(order.id);
    expect((await ok('GET', `/order/api/v1/order/${order.id}`)).order_no).toBe(order.order_no);
    expect((await ok('GET', `/order/api/v1/order/search/?searchKey=${order.order_no}`)).orders).toHaveLength(1);
    const made = await ok('POST', '/order/api/v1/order/create/', { items: [{ product: product.id, quantity: 1 }] });
    expect((await ok('GET', `${orders}/${made.id}`)).total).toBe('450.00');
    await ok('DELETE', `/order/api/v1/order/delete/${made.id}`);
  });
});

describe('a draft order', () => {
  it('prices its lines from the products unless told, sums exactly, and changes by update_order/, update_item/ and delete_item', async () => {
    const tote = await newProduct(10, '0.10');
    const mat = await newProduct(10, '1250.35');
    const order = await draft([
      { product: tote.id, quantity: 3 },
      { product: mat.id, quantity: 2, unit_price: '1200.00' },
    ]);
    expect(order.status).toBe('draft');
    expect(order.order_no).toMatch(/^SO\d{8}00\d+$/);
    expect(order.items.map((i) => [i.unit_price, i.line_total])).toEqual([
      ['0.10', '0.30'],
      ['1200.00', '2400.00'],
    ]);
    expect(order.total).toBe('2400.30');
    expect(order).toMatchObject({ payment_status: 'unpaid', paid_amount: '0.00' });

    const changed = (await ok('PUT', `${orders}/update_item/`, { id: order.items[0].id, quantity: 7 })) as Order;
    expect(changed.items[0].line_total).toBe('0.70');
    expect(changed.total).toBe('2400.70');
    const noted = (await ok('PUT', `${orders}/update_order/`, { id: order.id, note: 'Gift wrap' })) as Order & { note: string };
    expect(noted.note).toBe('Gift wrap');
    expect(noted.total).toBe('2400.70');
    const fewer = (await ok('DELETE', `/customerorder/api/v1/customerorder_delete_item/${order.items[1].id}`)) as Order;
    expect(fewer.items).toHaveLength(1);
    expect(fewer.total).toBe('0.70');
    expect(
      (await refused('DELETE', `/customerorder/api/v1/customerorder_delete_item/${order.items[0].id}`, undefined, 409)).detail,
    ).toContain('last line');
  });

  it('refuses bad input with a message on each field', async () => {
    const body = await refused('POST', `${orders}/create/`, { items: [{ product: 999999, quantity: 0 }] }, 400);
    expect(Object.keys(body).join(' ')).toContain('quantity');
    expect((await refused('POST', `${orders}/create/`, { items: [{ product: 999999, quantity: 1 }] }, 400))['items.0.product']).toEqual([
      'No product has the id 999999.',
    ]);
    expect((await refused('POST', `${orders}/create/`, { items: [] }, 400)).items).toBeDefined();
    const product = await newProduct(1);
    expect(
      await refused('POST', `${orders}/create/`, { items: [{ product: product.id, quantity: 1, unit_price: '1.234' }] }, 400),
    ).toBeTruthy();
    expect((await refused('PUT', `${orders}/update_item/`, { id: 999999, quantity: 2 }, 404)).detail).toContain('999999');
  });
});

describe('confirming an order', () => {
  it('takes the stock out and posts exactly one sales voucher: the customer’s ledger debited, Company Sales credited', async () => {
    const customer = await newCustomer();
    const product = await newProduct(5, '300.00', '180.00');
    const order = await draft([{ product: product.id, quantity: 2 }], customer.id);
    const res = await confirm(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json() as Order;
    expect(confirmed).toMatchObject({ status: 'confirmed', total: '600.00', payment_status: 'unpaid', due_amount: '600.00' });
    expect(confirmed.items[0].unit_cost).toBe('180.00');
    expect(await stockOf(product.id)).toBe(3);
    const moved = await rows<{ kind: string; quantity: number; reference: string }>(
      sql`select kind, quantity, reference from stock_movement where product_id = ${product.id} and kind <> 'adjustment'`,
    );
    expect(moved).toEqual([{ kind: 'order_confirmed', quantity: -2, reference: order.order_no }]);
    expect(await salesVouchersNaming(order.order_no)).toBe(1);
    const logs = await logsOf(confirmed.sales_invoice_no as string);
    expect(logs).toEqual([
      { ledger_id: customer.ledger, debit_amount: '600.00', credit_amount: '0.00' },
      { ledger_id: await ledgerNamed('Company Sales'), debit_amount: '0.00', credit_amount: '600.00' },
    ]);
    // Once only, and never changed nor deleted after.
    expect((await confirm(order.id)).json().detail).toContain('already confirmed');
    expect((await confirm(order.id)).statusCode).toBe(409);
    expect((await refused('PUT', `${orders}/update_order/`, { id: order.id, note: 'late' }, 409)).detail).toContain('already confirmed');
    expect((await refused('DELETE', `${orders}/delete/${order.id}`, undefined, 409)).detail).toContain('cancel it instead');
  });

  it('debits Cash for a walk-in sale, which is paid as it is confirmed', async () => {
    const product = await newProduct(2, '99.50');
    const order = await draft([{ product: product.id, quantity: 2 }]);
    const confirmed = (await confirm(order.id)).json() as Order;
    expect(confirmed).toMatchObject({ status: 'confirmed', payment_status: 'paid', paid_amount: '199.00', due_amount: '0.00' });
    expect((await logsOf(confirmed.sales_invoice_no as string))[0]).toEqual({
      ledger_id: await ledgerNamed('Cash'),
      debit_amount: '199.00',
      credit_amount: '0.00',
    });
    expect((await refused('POST', `${orders}/record_payment/${order.id}`, { amount: '1.00', method: methods.Cash }, 409)).detail).toContain(
      'walk-in',
    );
  });

  it('refuses, whole, an order that wants more than is left: 409 naming the product and what is left, nothing moved', async () => {
    const plenty = await newProduct(10);
    const short = await newProduct(1);
    const order = await draft([
      { product: plenty.id, quantity: 3 },
      { product: short.id, quantity: 2 },
    ]);
    const res = await confirm(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`Only 1 of “${short.name}” is left. Order ${order.order_no} wants 2; it was not confirmed.`);
    expect(await stockOf(plenty.id)).toBe(10);
    expect((await get(order.id)).status).toBe('draft');
    expect(await salesVouchersNaming(order.order_no)).toBe(0);
    const none = await newProduct(0);
    const empty = await draft([{ product: none.id, quantity: 1 }]);
    expect((await confirm(empty.id)).json().detail).toContain(`None of “${none.name}” is left.`);
    expect((await call('POST', `${orders}/confirm/`, { id: 999999 })).statusCode).toBe(404);
    expect((await call('POST', `${orders}/confirm/`, {})).statusCode).toBe(400);
  });

  it('of twenty orders confirmed at once for the last five pieces, exactly those that fit are confirmed; the others get 409 with what is left', async () => {
    const product = await newProduct(5);
    const wants = Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? 2 : 1));
    const drafts = await Promise.all(wants.map((quantity) => draft([{ product: product.id, quantity }])));
    const answers = await Promise.all(drafts.map((d) => confirm(d.id)));
    const confirmed = drafts.filter((_, i) => answers[i].statusCode === 200);
    const refusedOnes = drafts.map((d, i) => ({ d, i })).filter(({ i }) => answers[i].statusCode !== 200);
    for (const { i } of refusedOnes) expect(answers[i].statusCode, answers[i].body).toBe(409);
    const taken = confirmed.reduce((sum, d) => sum + d.items[0].quantity, 0);
    expect(taken).toBeLessThanOrEqual(5);
    const left = await stockOf(product.id);
    expect(left).toBe(5 - taken);
    expect(left).toBeGreaterThanOrEqual(0);
    // Served one after the other: each refused order wanted more than was left when its turn came (never less than what is left now).
    for (const { d, i } of refusedOnes) {
      const sentence = answers[i].json().detail as string;
      expect(sentence).toContain(`“${product.name}”`);
      const wasLeft = /^None/.test(sentence) ? 0 : Number(/^Only (\d+)/.exec(sentence)?.[1]);
      expect(wasLeft).toBeLessThan(d.items[0].quantity);
      expect(wasLeft).toBeGreaterThanOrEqual(left);
    }
    // The movements, in the order they were written, never took stock below zero.
    const moves = await rows<{ quantity: number; reference: string }>(
      sql`select quantity, reference from stock_movement where product_id = ${product.id} order by id`,
    );
    let running = 0;
    for (const m of moves) {
      running += m.quantity;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(
      moves
        .filter((m) => m.quantity < 0)
        .map((m) => m.reference)
        .sort(),
    ).toEqual(confirmed.map((d) => d.order_no).sort());
    for (const d of confirmed) expect(await salesVouchersNaming(d.order_no)).toBe(1);
    for (const { d } of refusedOnes) expect(await salesVouchersNaming(d.order_no)).toBe(0);
    // Five pieces, orders of 1 and 2: the stock runs out or only an order of 2 met a single piece.
    expect(left).toBeLessThanOrEqual(1);
  });

  it('of twenty clerks confirming the same order at once, one is answered 200 and posts; the others get 409', async () => {
    const product = await newProduct(50);
    const order = await draft([{ product: product.id, quantity: 3 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(order.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toContain('already confirmed');
    expect(await stockOf(product.id)).toBe(47);
    expect(await salesVouchersNaming(order.order_no)).toBe(1);
  });
});

describe('cancelling an order', () => {
  it('returns a confirmed order’s stock and reverses its sale with a mirror voucher; once', async () => {
    const customer = await newCustomer();
    const product = await newProduct(4, '120.00');
    const order = await draft([{ product: product.id, quantity: 3 }], customer.id);
    const confirmed = (await confirm(order.id)).json() as Order;
    expect(await stockOf(product.id)).toBe(1);
    const cancelled = (await ok('POST', `${orders}/cancel/${order.id}`, { reason: 'Customer changed their mind' })) as Order;
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(4);
    const back = await rows<{ kind: string; quantity: number }>(
      sql`select kind, quantity from stock_movement where product_id = ${product.id} and kind = 'order_cancelled'`,
    );
    expect(back).toEqual([{ kind: 'order_cancelled', quantity: 3 }]);
    expect(await logsOf(cancelled.reversal_invoice_no as string)).toEqual([
      { ledger_id: customer.ledger, debit_amount: '0.00', credit_amount: '360.00' },
      { ledger_id: await ledgerNamed('Company Sales'), debit_amount: '360.00', credit_amount: '0.00' },
    ]);
    // The sale stays in the books beside its reversal.
    expect(await logsOf(confirmed.sales_invoice_no as string)).toHaveLength(2);
    expect((await refused('POST', `${orders}/cancel/${order.id}`, {}, 409)).detail).toContain('already cancelled');
    expect((await confirm(order.id)).json().detail).toContain('cancelled');
  });

  it('lists the stock moves of one order by its number: what it took out and what came back, by product, and no other order’s', async () => {
    const product = await newProduct(6, '80.00');
    const other = await draft([{ product: product.id, quantity: 1 }]);
    await confirm(other.id);
    const order = await draft([{ product: product.id, quantity: 2 }]);
    await confirm(order.id);
    await ok('POST', `${orders}/cancel/${order.id}`, { reason: 'Wrong size' });
    const page = await ok('GET', `${base('stock_movement')}/all/?reference=${order.order_no}&ordering=id`);
    expect(
      (page.stock_movements as { kind: string; quantity: number; reference: string; product_name: string }[]).map(
        ({ kind, quantity, reference, product_name }) => ({ kind, quantity, reference, product_name }),
      ),
    ).toEqual([
      { kind: 'order_confirmed', quantity: -2, reference: order.order_no, product_name: product.name },
      { kind: 'order_cancelled', quantity: 2, reference: order.order_no, product_name: product.name },
    ]);
    expect(page.total_elements).toBe(2);
    // A number no order has: no moves, not every move.
    expect((await ok('GET', `${base('stock_movement')}/all/?reference=SO-NONE`)).total_elements).toBe(0);
  });

  it('marks a draft cancelled without moving stock or posting', async () => {
    const product = await newProduct(2);
    const order = await draft([{ product: product.id, quantity: 1 }]);
    expect(((await ok('POST', `${orders}/cancel/${order.id}`)) as Order).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(2);
    expect(await salesVouchersNaming(order.order_no)).toBe(0);
  });
});

describe('the order list filtered by status', () => {
  const statuses = ['draft', 'confirmed', 'cancelled'] as const;
  /** What the list says there are of each status, and what the table holds. */
  const listed = async () =>
    Object.fromEntries(
      await Promise.all(
        statuses.map(async (status) => [status, (await ok('GET', `${orders}/all/?status=${status}&size=1`)).total_elements]),
      ),
    );
  const stored = async () =>
    Object.fromEntries(
      await Promise.all(
        statuses.map(async (status) => [
          status,
          (await rows<{ n: number }>(sql`select count(*)::int as n from customerorder where status = ${status}`))[0].n,
        ]),
      ),
    );

  it('says how many orders there are of each status, exactly, after creations, confirmations, cancellations and deletions, some at once', async () => {
    const product = await newProduct(10_000, '10.00');
    type Step = { kind: 'create' | 'confirm' | 'cancel' | 'delete'; pick: number };
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('create', 'confirm', 'cancel', 'delete'), pick: fc.nat() });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        const mine: number[] = [(await draft([{ product: product.id, quantity: 1 }])).id];
        for (const batch of batches) {
          // The steps of a batch run at once, as clerks and visitors may; some are refused (409), none may miscount.
          await Promise.all(
            batch.map(async ({ kind, pick }) => {
              const id = mine[pick % mine.length];
              if (kind === 'create') mine.push((await draft([{ product: product.id, quantity: 1 }])).id);
              else if (kind === 'confirm') await confirm(id);
              else if (kind === 'cancel') await call('POST', `${orders}/cancel/${id}`, {});
              else await call('DELETE', `${orders}/delete/${id}`);
            }),
          );
        }
        expect(await listed()).toEqual(await stored());
      }),
      { numRuns: 25 },
    );
  });

  it('stays exact when its many small counts are folded into one, and when two lists fold them at once', async () => {
    const before = await stored();
    await app.database.db.execute(sql`insert into customerorder (order_no, status, order_date)
      select 'SOFOLD' || g, 'draft', current_date from generate_series(1, ${foldAfter + 50}::int) g`);
    // One statement adds one count; these single ones pile up past the point where a read folds them.
    for (let i = 0; i < foldAfter + 10; i++)
      await app.database.db.execute(sql`update customerorder set status = 'cancelled' where order_no = ${`SOFOLD${i + 1}`}`);
    const piled = async () =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from kept_count where table_name = 'customerorder' and value = 'cancelled'`)
      )[0].n;
    expect(await piled()).toBeGreaterThan(foldAfter);
    const [first, second] = await Promise.all([listed(), listed()]);
    expect(first).toEqual(await stored());
    expect(second).toEqual(first);
    expect(await piled()).toBeLessThanOrEqual(2);
    expect(await listed()).toEqual(await stored());
    expect((await stored()).cancelled).toBe(before.cancelled + foldAfter + 10);
  });

  it('answers a page deep in the list with the same orders, in the same order, as a plain read', async () => {
    await app.database.db.execute(sql`insert into customerorder (order_no, status, order_date)
      select 'SODEEP' || g, 'draft', current_date - (g % 40) from generate_series(1, 1500) g`);
    for (const [query, where, order] of [
      ['status=draft&page=45&size=25', sql`status = 'draft'`, sql`id desc`],
      ['page=50&size=25&ordering=order_date', sql`true`, sql`order_date, id`],
    ] as const) {
      const page = await ok('GET', `${orders}/all/?${query}`);
      const expected = await rows<{ id: number }>(
        sql`select id from customerorder where ${where} order by ${order} limit 25 offset ${(page.page - 1) * 25}`,
      );
      expect(page.page).toBeGreaterThan(40);
      expect((page.customerorders as Order[]).map((o) => o.id)).toEqual(expected.map((r) => r.id));
    }
  });
});

describe('payments', () => {
  it('are receipts against a confirmed order: partial, then paid; more than is due is refused on amount', async () => {
    const customer = await newCustomer();
    const product = await newProduct(5, '250.00');
    const order = await draft([{ product: product.id, quantity: 4 }], customer.id);
    expect(
      (await refused('POST', `${orders}/record_payment/${order.id}`, { amount: '100.00', method: methods.Cash }, 409)).detail,
    ).toContain('confirm it');
    await confirm(order.id);
    const part = (await ok('POST', `${orders}/record_payment/${order.id}`, { amount: '400.00', method: methods.bKash })) as Order;
    expect(part).toMatchObject({ paid_amount: '400.00', due_amount: '600.00', payment_status: 'partial' });
    const [receipt] = await rows<{ invoice_no: string; ref_invoice_no: string }>(
      sql`select invoice_no, ref_invoice_no from receipt_voucher where ref_invoice_no = ${part.sales_invoice_no}`,
    );
    expect(await logsOf(receipt.invoice_no)).toEqual([
      { ledger_id: await ledgerNamed('Bank'), debit_amount: '400.00', credit_amount: '0.00' },
      { ledger_id: customer.ledger, debit_amount: '0.00', credit_amount: '400.00' },
    ]);
    expect((await refused('POST', `${orders}/record_payment/${order.id}`, { amount: '600.01', method: methods.Cash }, 400)).amount).toEqual(
      [`At most 600.00 is due on order ${order.order_no}.`],
    );
    expect(Object.keys(await refused('POST', `${orders}/record_payment/${order.id}`, { amount: '0', method: 999999 }, 400))).toContain(
      'amount',
    );
    const paid = (await ok('POST', `${orders}/record_payment/${order.id}`, { amount: '600.00', method: methods.Cash })) as Order;
    expect(paid).toMatchObject({ paid_amount: '1000.00', due_amount: '0.00', payment_status: 'paid' });
    expect(
      (await ok('GET', `${orders}/get_a_customer_order_detail/${order.id}`)).payments.map((p: { amount: string }) => p.amount),
    ).toEqual(['400.00', '600.00']);
    const unpaid = (await ok('GET', `${orders}/all/?payment_status=paid&size=100`)).customerorders.map((o: Order) => o.id);
    expect(unpaid).toContain(order.id);
    expect((await refused('POST', `${orders}/cancel/${order.id}`, {}, 409)).detail).toContain('cancel it with a refund');
  });
});

describe('cancelling a paid order with a refund', () => {
  const refund = (id: number, body: object = { reason: 'The kantha arrived torn' }) =>
    call('POST', `/order/api/v1/order/cancel_with_refund/${id}`, body);
  const paidOrder = async (stock = 5) => {
    const customer = await newCustomer();
    const product = await newProduct(stock, '500.00');
    const order = await draft([{ product: product.id, quantity: 2 }], customer.id);
    await confirm(order.id);
    await ok('POST', `${orders}/record_payment/${order.id}`, { amount: '400.00', method: methods.bKash });
    await ok('POST', `${orders}/record_payment/${order.id}`, { amount: '350.00', method: methods.Cash });
    return { customer, product, order: await get(order.id) };
  };

  it('brings its stock back, reverses its sale and pays each payment back from where it went, by one payment voucher', async () => {
    const { customer, product, order } = await paidOrder();
    expect(await stockOf(product.id)).toBe(3);
    const res = await refund(order.id, { reason: 'The kantha arrived torn', date: bookDay() });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as Order;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paid_amount: '0.00',
      due_amount: '0.00',
      cancel_reason: 'The kantha arrived torn',
      cancelled_date: bookDay(),
    });
    expect(await stockOf(product.id)).toBe(5);
    // The sale's mirror, and the sale and its reversal name each other.
    expect(await logsOf(cancelled.reversal_invoice_no as string)).toEqual([
      { ledger_id: customer.ledger, debit_amount: '0.00', credit_amount: '1000.00' },
      { ledger_id: await ledgerNamed('Company Sales'), debit_amount: '1000.00', credit_amount: '0.00' },
    ]);
    const [sale] = await rows<{ reversed_by: string }>(sql`select reversed_by from sales where invoice_no = ${order.sales_invoice_no}`);
    expect(sale.reversed_by).toBe(cancelled.reversal_invoice_no);
    // bKash deposits to the Bank, cash to Cash: each is paid back what it received.
    expect(cancelled.refund_invoice_no).toMatch(/^PV/);
    expect(await logsOf(cancelled.refund_invoice_no as string)).toEqual(
      expect.arrayContaining([
        { ledger_id: customer.ledger, debit_amount: '750.00', credit_amount: '0.00' },
        { ledger_id: await ledgerNamed('Bank'), debit_amount: '0.00', credit_amount: '400.00' },
        { ledger_id: await ledgerNamed('Cash'), debit_amount: '0.00', credit_amount: '350.00' },
      ]),
    );
    expect(await logsOf(cancelled.refund_invoice_no as string)).toHaveLength(3);
    // The customer's ledger is back to nil: sold, paid, unsold, paid back.
    const [balance] = await rows<{ net: string }>(
      sql`select coalesce(sum(debit_amount - credit_amount), 0)::text as net from account_log where ledger_id = ${customer.ledger}`,
    );
    expect(toPaisa(balance.net)).toBe(0n);
    // The refund voucher's page finds the order it paid back.
    const settled = await call(
      'GET',
      `/payment_voucher/api/v1/payment_voucher/settles/${cancelled.refund_invoice_no}`,
      undefined,
      asCaller('payment_voucher.read'),
    );
    expect(settled.json().settles).toEqual([expect.objectContaining({ resource: 'customerorder', id: order.id })]);
  });

  it('is refused for a draft or an order already cancelled, with a sentence; a reason is required', async () => {
    const product = await newProduct(3);
    const draftOrder = await draft([{ product: product.id, quantity: 1 }]);
    const onDraft = await refund(draftOrder.id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().detail).toContain('is a draft');
    const { order } = await paidOrder();
    expect((await refund(order.id, {})).statusCode).toBe(400);
    expect((await refund(order.id)).statusCode).toBe(200);
    const again = await refund(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already cancelled and refunded');
    expect((await refund(999999)).statusCode).toBe(404);
  });

  it('of a confirmed order with nothing paid, or a walk-in sale, only reverses the sale: no payment voucher', async () => {
    const product = await newProduct(4, '200.00');
    const walkIn = await draft([{ product: product.id, quantity: 1 }]);
    await confirm(walkIn.id);
    const customer = await newCustomer();
    const unpaid = await draft([{ product: product.id, quantity: 2 }], customer.id);
    await confirm(unpaid.id);
    for (const order of [walkIn, unpaid]) {
      const done = (await ok('POST', `/order/api/v1/order/cancel_with_refund/${order.id}`, { reason: 'Changed their mind' })) as Order;
      expect(done).toMatchObject({ status: 'cancelled', paid_amount: '0.00', refund_invoice_no: null });
      expect(done.reversal_invoice_no).toBeTruthy();
    }
    // The walk-in sale debited Cash; its reversal credits it back.
    expect(await logsOf((await get(walkIn.id)).reversal_invoice_no as string)).toContainEqual({
      ledger_id: await ledgerNamed('Cash'),
      debit_amount: '0.00',
      credit_amount: '200.00',
    });
    expect(await stockOf(product.id)).toBe(4);
  });

  it('is refused into a locked period: 409 naming the lock date, the order, its stock and the books as they were', async () => {
    const { product, order } = await paidOrder();
    const vouchers = await rows<{ n: number }>(sql`select (select count(*) from sales) + (select count(*) from payment_voucher) as n`);
    await whileBooksLocked(app, async (lockDate) => {
      const res = await refund(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain(lockDate);
    });
    expect(await get(order.id)).toMatchObject({ status: 'confirmed', paid_amount: '750.00', refund_invoice_no: null });
    expect(await stockOf(product.id)).toBe(3);
    expect(await rows(sql`select (select count(*) from sales) + (select count(*) from payment_voucher) as n`)).toEqual(vouchers);
  });

  it('of twenty clerks refunding the same order at once, exactly one does: one reversal, one refund, the stock back once', async () => {
    const { product, order } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toContain('already cancelled');
    expect(await stockOf(product.id)).toBe(5);
    const reversals = await rows<{ n: number }>(sql`select count(*)::int as n from sales where reversal_of = ${order.sales_invoice_no}`);
    expect(reversals[0].n).toBe(1);
    const refunds = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_voucher where ref_invoice_no = ${order.sales_invoice_no}`,
    );
    expect(refunds[0].n).toBe(1);
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from stock_movement where reference = ${order.order_no} and kind = 'order_cancelled'`,
        )
      )[0].n,
    ).toBe(1);
  });
});

describe('reports and the invoice', () => {
  it('the order report shows each confirmed line’s profit; the summary each order; both by date and paged', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10, '500.00', '320.50');
    const order = await draft([{ product: product.id, quantity: 3 }], customer.id);
    await confirm(order.id);
    await ok('POST', `${orders}/record_payment/${order.id}`, { amount: '200.00', method: methods.Cash });
    const other = await draft([{ product: product.id, quantity: 1 }]);
    const today = new Date().toISOString().slice(0, 10);
    const report = await ok('GET', `/report/api/v1/order_report_with_profit/filter/?date_after=${today}&date_before=${today}&size=100`);
    const line = report.order_reports.find((r: { order: number }) => r.order === order.id);
    expect(line).toMatchObject({
      quantity: 3,
      unit_price: '500.00',
      unit_cost: '320.50',
      line_total: '1500.00',
      cost_total: '961.50',
      profit: '538.50',
    });
    expect(report.order_reports.find((r: { order: number }) => r.order === other.id)).toBeUndefined();
    const summary = await ok('GET', `/summary_report/api/v1/order_summary_report/filter/?date_after=${today}&size=100`);
    expect(summary.order_summaries.find((r: { id: number }) => r.id === order.id)).toMatchObject({
      total: '1500.00',
      paid_amount: '200.00',
      due_amount: '1300.00',
      payment_status: 'partial',
      customer_name: customer.name,
    });
    const paged = await ok('GET', '/summary_report/api/v1/order_summary_report/filter/?size=1&page=2');
    expect(paged).toMatchObject({ page: 2, size: 1 });
    expect(paged.order_summaries).toHaveLength(1);
    expect(paged.total_elements).toBeGreaterThan(1);
    const earlier = await ok('GET', '/report/api/v1/order_report_with_profit/filter/?date_before=2000-01-01');
    expect(earlier).toMatchObject({ order_reports: [], total_sales: '0.00', total_elements: 0 });
    expect(await refused('GET', '/report/api/v1/order_report_with_profit/filter/?date_after=yesterday', undefined, 400)).toBeTruthy();
  });

  it('prints an order’s invoice as PDF with the charity’s letterhead, its lines and totals', async () => {
    const customer = await newCustomer('Salma Akter');
    const product = await newProduct(3, '1250.00');
    const order = await draft([{ product: product.id, quantity: 2 }], customer.id);
    await confirm(order.id);
    const res = await call('GET', `${orders}/get_invoice_by_order_id/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = ((await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text as string).replace(/\s+/g, ' ');
    const [setting] = await rows<{ site_name: string }>(sql`select site_name from general_setting order by id limit 1`);
    expect(text).toContain(setting.site_name);
    expect(text).toContain(`Invoice number ${order.order_no}`);
    expect(text).toContain('Salma Akter');
    expect(text).toContain(product.name);
    expect(text).toContain('2,500.00');
    expect((await call('GET', `${orders}/get_invoice_by_order_id/999999`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses anonymous callers (401) and callers without the permission (403) on the workflows', async () => {
    const product = await newProduct(1);
    const order = await draft([{ product: product.id, quantity: 1 }]);
    const routes: [Method, string, object?][] = [
      ['POST', `${orders}/confirm/`, { id: order.id }],
      ['POST', `${orders}/cancel/${order.id}`, {}],
      ['POST', `/order/api/v1/order/cancel_with_refund/${order.id}`, { reason: 'Asked' }],
      ['POST', `${orders}/record_payment/${order.id}`, { amount: '1.00', method: methods.Cash }],
      ['GET', `${orders}/get_invoice_by_order_id/${order.id}`],
      ['PUT', `${orders}/update_item/`, { id: order.items[0].id, quantity: 1 }],
      ['GET', '/report/api/v1/order_report_with_profit/filter/'],
      ['GET', '/order/api/v1/order/all/'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, {})).statusCode, url).toBe(401);
      expect((await call(method, url, body, asCaller('customer.read'))).statusCode, url).toBe(403);
    }
    expect((await get(order.id)).status).toBe('draft');
  });
});

describe('an order under a lock date', () => {
  it('is neither confirmed, paid nor cancelled into a locked period: 409 naming the date, its stock and status as they were', async () => {
    const customer = await newCustomer();
    const product = await newProduct(5, '300.00', '180.00');
    const order = await draft([{ product: product.id, quantity: 2 }], customer.id);
    await whileBooksLocked(app, async (lockDate) => {
      const res = await confirm(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain(lockDate);
    });
    expect(await stockOf(product.id)).toBe(5);
    expect((await get(order.id)).status).toBe('draft');
    expect(await salesVouchersNaming(order.order_no)).toBe(0);
    expect((await confirm(order.id)).statusCode).toBe(200);
    await whileBooksLocked(app, async (lockDate) => {
      const paid = await refused('POST', `${orders}/record_payment/${order.id}`, { amount: '100.00', method: methods.Cash }, 409);
      expect(paid.detail).toContain(lockDate);
      expect((await refused('POST', `${orders}/cancel/${order.id}`, { reason: 'Too late' }, 409)).detail).toContain(lockDate);
    });
    expect(await get(order.id)).toMatchObject({ status: 'confirmed', paid_amount: '0.00' });
    expect(await stockOf(product.id)).toBe(3);
  });
});
