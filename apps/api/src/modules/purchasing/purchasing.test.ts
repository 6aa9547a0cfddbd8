import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileBooksLocked } from '../../test-support/books-lock.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/** Purchasing through the contract's paths: vendors, requests, bills paid and received, their PDFs and summaries. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['vendor', 'purchase_request', 'purchase_req_item_image', 'purchase_final'].flatMap((n) =>
    ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`),
  ),
  'purchase_status.read',
  'purchase_final.pay',
  'purchase_final.return',
  'product.read',
  'inventory.read',
  'stock_movement.read',
  'ledger_account.read',
  'purchase.read',
  'account_log.read',
);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = Record<string, unknown> & { id: number };
type Bill = Row & { items: Row[] };
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const refused = async (method: Method, url: string, payload: object | undefined, sentence: string) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
  expect(res.json().detail).toContain(sentence);
};
const pr = '/purchase_request/api/v1/purchase_request';
const pf = '/purchase_final/api/v1/purchase_final';
const today = new Date().toISOString().slice(0, 10);
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await app.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);
const pdfText = async (bytes: Uint8Array) => ((await extractText(bytes, { mergePages: true })).text as string).replace(/\s+/g, ' ');

let products: { id: number; name: string; sku: string }[] = [];
let unique = 0;
const newVendor = async (name = 'Dhaka Jute Mills') =>
  (await ok(
    'POST',
    '/vendor/api/v1/vendor/create/',
    { name: `${name} ${++unique}-${Date.now()}`, primary_phone: '+8801711000000' },
    201,
  )) as Row;
const stockOf = async (product: number) =>
  (await ok('GET', `/inventory/api/v1/inventory/check_by_product_id/${product}`)).quantity as number;
const ledgerOfVendor = async (vendor: number) =>
  (
    (await app.database.db.execute(
      sql`select id, name, head_group_id from ledger_account where ledger_type = 'vendor_ledger' and reference_id = ${vendor}`,
    )) as unknown as { rows: { id: number; name: string; head_group_id: number }[] }
  ).rows[0];
const ledgerNamed = async (name: string) =>
  ((await app.database.db.execute(sql`select id from ledger_account where name = ${name}`)) as unknown as { rows: { id: number }[] })
    .rows[0].id;
const logsOf = async (invoiceNo: string) =>
  (
    (await app.database.db.execute(
      sql`select ledger_id as ledger, debit_amount::text as debit, credit_amount::text as credit, log_type from account_log where reference_no = ${invoiceNo} order by id`,
    )) as unknown as { rows: { ledger: number; debit: string; credit: string; log_type: string }[] }
  ).rows;

const newRequest = async (vendor: number, date = today) =>
  (await ok(
    'POST',
    `${pr}/create_vendor_purchase_request/`,
    {
      vendor,
      request_date: date,
      note: 'For the winter fair',
      items: [
        { product: products[0].id, quantity: 4, expected_unit_cost: '125.50' },
        { product: products[1].id, quantity: 3, expected_unit_cost: '80.00', note: 'Natural colour' },
      ],
    },
    201,
  )) as Row;
const newBill = async (vendor: number, date = today) =>
  (await ok(
    'POST',
    `${pf}/create_directly_from_admin_panel/`,
    {
      vendor,
      purchase_date: date,
      items: [
        { product: products[0].id, quantity: 2, unit_cost: '0.10' },
        { product: products[1].id, quantity: 3, unit_cost: '0.20' },
      ],
    },
    201,
  )) as Bill;
const pay = (id: number, paid_from = 'cash', date?: string) =>
  call('POST', `${pf}/paybill_and_confirm/${id}`, { paid_from, ...(date ? { date } : {}) });

beforeAll(async () => {
  products = (await ok('GET', '/product/api/v1/product/all/?size=3')).products;
});

describe('the contract’s paths and list keys', () => {
  it('lists vendors, statuses, requests, pictures and bills under their keys', async () => {
    const vendor = await newVendor();
    await newRequest(vendor.id);
    expect((await ok('GET', '/vendor/api/v1/vendor/all/')).vendors.length).toBeGreaterThan(0);
    expect((await ok('GET', `/vendor/api/v1/vendor/search/?username=${encodeURIComponent(String(vendor.name))}`)).vendors).toHaveLength(1);
    const statuses = (await ok('GET', '/purchase_status/api/v1/purchase_status/all/')).purchase_statuses as Row[];
    expect(statuses.map((s) => s.name)).toEqual(['Requested', 'Finalised', 'Paid', 'Cancelled', 'Returned']);
    expect((await ok('GET', `${pr}/all/`)).purchase_requests.length).toBeGreaterThan(0);
    expect((await ok('GET', `${pr}/get_all_by_vendor_id/${vendor.id}`)).purchase_requests).toHaveLength(1);
    expect((await ok('GET', `${pr}/search/?request_no=PR`)).purchase_requests.length).toBeGreaterThan(0);
    expect((await ok('GET', '/purchase_req_item_image/api/v1/purchase_req_item_image/all/')).purchase_req_item_images).toEqual([]);
    await newBill(vendor.id);
    expect((await ok('GET', `${pf}/all/`)).purchase_finals.length).toBeGreaterThan(0);
    expect((await ok('GET', `${pf}/search/?invoice_no=PF&status=finalised`)).purchase_finals.length).toBeGreaterThan(0);
  });

  it('opens a vendor’s ledger under Sundry Creditors, and closes it with the vendor while nothing posts to it', async () => {
    const vendor = await newVendor('Rangpur Weavers');
    const ledger = await ledgerOfVendor(vendor.id);
    expect(ledger.name).toBe(vendor.name);
    const group = await ledgerNamed('Sundry Creditors').catch(() => undefined);
    const [{ id: sundry }] = (
      (await app.database.db.execute(sql`select id from "group" where name = 'Sundry Creditors'`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(group).toBeUndefined();
    expect(ledger.head_group_id).toBe(sundry);
    await ok('DELETE', `/vendor/api/v1/vendor/delete/${vendor.id}`);
    expect(await ledgerOfVendor(vendor.id)).toBeUndefined();
  });
});

describe('request → bill → pay', () => {
  it('finalises a request into a bill, pays it: stock rises by the quantities, one purchase voucher with the right lines', async () => {
    const vendor = await newVendor();
    const request = await newRequest(vendor.id);
    expect(request).toMatchObject({ status: 'requested', vendor_name: vendor.name });
    expect(String(request.request_no)).toMatch(/^PR\d{8}00\d+$/);
    const whole = await ok('GET', `/purchase_request/api/v1/purchase_request_with_items_images/${request.id}`);
    expect(whole.items.map((l: Row) => l.line_total)).toEqual(['502.00', '240.00']);
    expect(whole.expected_total).toBe('742.00');

    // A picture of the first line, through the upload pipeline's path.
    const line = whole.items[0] as Row;
    const image = await ok(
      'POST',
      '/purchase_req_item_image/api/v1/purchase_req_item_image/create/',
      { purchase_request: request.id, purchase_req_item: line.id, image: '/media/demo/sample.webp', caption: 'Sample' },
      201,
    );
    const items = (await ok('GET', `${pr}/get_all_purchase_request_items_with_images_by_purchase_request_id/${request.id}`))
      .purchase_req_items;
    expect(items[0].images.map((i: Row) => i.id)).toEqual([image.id]);
    const stranger = await call('POST', '/purchase_req_item_image/api/v1/purchase_req_item_image/create/', {
      purchase_request: request.id,
      purchase_req_item: 999999,
      image: '/media/demo/sample.webp',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().purchase_req_item[0]).toContain('is not a line');

    const before = await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)));
    const bill = await ok('POST', `${pf}/create_from_purchase_request/`, { purchase_request: request.id }, 201);
    expect(bill).toMatchObject({ status: 'finalised', purchase_request: request.id, total: '742.00', vendor_name: vendor.name });
    expect(bill.items.map((l: Row) => [l.product, l.quantity, l.unit_cost, l.line_total])).toEqual([
      [products[0].id, 4, '125.50', '502.00'],
      [products[1].id, 3, '80.00', '240.00'],
    ]);
    expect((await ok('GET', `${pr}/${request.id}`)).status).toBe('finalised');
    await refused(
      'POST',
      `${pf}/create_from_purchase_request/`,
      { purchase_request: request.id },
      `already finalised into bill ${bill.invoice_no}`,
    );

    // Its lines change while unpaid, exactly.
    const changed = await ok('PUT', `${pf}/update_item/${bill.items[1].id}`, { quantity: 5, unit_cost: '80.05' });
    expect(changed.items[1].line_total).toBe('400.25');
    expect(changed.total).toBe('902.25');

    const res = await pay(bill.id, 'vendor', today);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json();
    expect(paid).toMatchObject({ status: 'paid', paid_from: 'vendor', paid_date: today, total: '902.25' });
    expect(await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)))).toEqual([before[0] + 4, before[1] + 5]);
    const movements = (await ok('GET', `/stock_movement/api/v1/stock_movement/get_all_by_product_id/${products[0].id}`)).stock_movements;
    expect(movements[0]).toMatchObject({ kind: 'purchase_received', quantity: 4, reference: bill.invoice_no });

    const logs = await logsOf(paid.voucher_invoice_no);
    expect(String(paid.voucher_invoice_no)).toMatch(/^PU/);
    expect(logs).toEqual([
      { ledger: await ledgerNamed('Company Purchase'), debit: '902.25', credit: '0.00', log_type: 'purchase' },
      { ledger: (await ledgerOfVendor(vendor.id)).id, debit: '0.00', credit: '902.25', log_type: 'purchase' },
    ]);
    // The vendor, owed money now, keeps its ledger.
    const gone = await call('DELETE', `/vendor/api/v1/vendor/delete/${vendor.id}`);
    expect(gone.statusCode).toBe(409);
  });

  it('pays from Cash or Bank by the choice, and makes a bill directly', async () => {
    const vendor = await newVendor();
    const cashBill = await newBill(vendor.id);
    expect(cashBill.total).toBe('0.80');
    const bankBill = await newBill(vendor.id);
    const byCash = (await pay(cashBill.id, 'cash')).json();
    const byBank = (await pay(bankBill.id, 'bank')).json();
    expect((await logsOf(byCash.voucher_invoice_no))[1]).toMatchObject({ ledger: await ledgerNamed('Cash'), credit: '0.80' });
    expect((await logsOf(byBank.voucher_invoice_no))[1]).toMatchObject({ ledger: await ledgerNamed('Bank'), credit: '0.80' });
    const wrong = await call('POST', `${pf}/paybill_and_confirm/${(await newBill(vendor.id)).id}`, { paid_from: 'card' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().paid_from[0]).toContain('Choose cash, bank or vendor');
  });
});

describe('changes that are not allowed: 409 and a sentence', () => {
  it('a paid bill: not paid again, its lines not changed nor removed, not cancelled nor deleted', async () => {
    const vendor = await newVendor();
    const bill = await newBill(vendor.id);
    const paid = await pay(bill.id);
    expect(paid.statusCode).toBe(200);
    const again = await pay(bill.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This bill is already paid.');
    await refused('PUT', `${pf}/update_item/${bill.items[0].id}`, { quantity: 9 }, 'This bill is paid');
    await refused('DELETE', `${pf}/delete_item/${bill.items[0].id}`, undefined, 'This bill is paid');
    // Each refusal names the bill's voucher and the day it was paid.
    const { voucher_invoice_no: voucher, paid_date: day } = paid.json();
    await refused('DELETE', `${pf}/delete_item/${bill.items[0].id}`, undefined, `(voucher ${voucher} of ${day})`);
    await refused('PUT', `${pf}/update_item/${bill.items[0].id}`, { quantity: 9 }, `(voucher ${voucher} of ${day})`);
    await refused('PUT', `${pf}/update/${bill.id}`, { note: 'late' }, 'This bill is paid');
    await refused('POST', `${pf}/cancel/${bill.id}`, undefined, 'already paid');
    await refused('DELETE', `${pf}/delete/${bill.id}`, undefined, 'cannot be deleted');
  });

  it('a cancelled bill is not paid; cancelling opens its request again, which is finalised anew', async () => {
    const vendor = await newVendor();
    const request = await newRequest(vendor.id);
    const bill = await ok('POST', `${pf}/create_from_purchase_request/`, { purchase_request: request.id }, 201);
    await refused('PUT', `${pr}/update/${request.id}`, { note: 'more' }, 'already finalised');
    await refused('DELETE', `${pr}/delete/${request.id}`, undefined, 'finalised into a bill');
    expect((await ok('POST', `${pf}/cancel/${bill.id}`)).status).toBe('cancelled');
    await refused('POST', `${pf}/paybill_and_confirm/${bill.id}`, { paid_from: 'cash' }, 'cancelled');
    expect((await ok('GET', `${pr}/${request.id}`)).status).toBe('requested');
    const second = await ok('POST', `${pf}/create_from_purchase_request/`, { purchase_request: request.id }, 201);
    expect(second.invoice_no).not.toBe(bill.invoice_no);
  });

  it('a request: its only line stays, a cancelled one does not change; a bill keeps its only line', async () => {
    const vendor = await newVendor();
    const request = await newRequest(vendor.id);
    const whole = await ok('GET', `/purchase_request/api/v1/purchase_request_with_items_images/${request.id}`);
    await ok('DELETE', `/purchase_req_item/api/v1/purchase_req_item/delete/${whole.items[1].id}`);
    await refused('DELETE', `/purchase_req_item/api/v1/purchase_req_item/delete/${whole.items[0].id}`, undefined, 'only line');
    expect((await ok('POST', `${pr}/cancel/${request.id}`)).status).toBe('cancelled');
    await refused('POST', `${pr}/cancel/${request.id}`, undefined, 'already cancelled');
    await refused('POST', `${pf}/create_from_purchase_request/`, { purchase_request: request.id }, 'cancelled');
    const bill = await newBill(vendor.id);
    expect((await ok('DELETE', `${pf}/delete_item/${bill.items[1].id}`)).items).toHaveLength(1);
    await refused('DELETE', `${pf}/delete_item/${bill.items[0].id}`, undefined, 'only line');
  });

  it('bad input is a 400 per field, an unknown record a 404', async () => {
    const vendor = await newVendor();
    const bad = await call('POST', `${pf}/create_directly_from_admin_panel/`, {
      vendor: vendor.id,
      purchase_date: today,
      items: [{ product: products[0].id, quantity: 0, unit_cost: '1.234' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['items.0.quantity', 'items.0.unit_cost']);
    expect((await call('POST', `${pf}/paybill_and_confirm/999999`, { paid_from: 'cash' })).statusCode).toBe(404);
    expect((await call('GET', `${pf}/get_a_purchase_final_with_items/999999`)).statusCode).toBe(404);
    expect((await call('PUT', `${pf}/update_item/999999`, { quantity: 2 })).statusCode).toBe(404);
    expect((await call('POST', `${pf}/create_from_purchase_request/`, { purchase_request: 999999 })).statusCode).toBe(400);
  });
});

describe('twenty clerks paying one bill at once', () => {
  it('exactly one pays: one 200, nineteen 409, one voucher, the stock risen once', async () => {
    const vendor = await newVendor();
    const bill = await newBill(vendor.id);
    const stock = await stockOf(products[0].id);
    const vouchers = await count(sql`select count(*)::int as n from purchase`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(bill.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toBe('This bill is already paid.');
    expect(await count(sql`select count(*)::int as n from purchase`)).toBe(vouchers + 1);
    expect(await stockOf(products[0].id)).toBe(stock + 2);
    expect(await count(sql`select count(*)::int as n from stock_movement where reference = ${bill.invoice_no}`)).toBe(2);
  });
});

describe('returning a paid bill', () => {
  const giveBack = (id: number, body: object = { reason: 'The jute was damp' }, headers = staff) =>
    app.inject({ method: 'POST', url: `${pf}/return/${id}`, payload: body, headers });
  const paidBill = async (paidFrom = 'cash') => {
    const bill = await newBill((await newVendor('Khulna Jute Traders')).id);
    expect((await pay(bill.id, paidFrom)).statusCode).toBe(200);
    return (await ok('GET', `${pf}/${bill.id}`)) as Bill;
  };
  const vouchersOf = async () =>
    count(
      sql`select (select count(*) from purchase) + (select count(*) from receipt_voucher) + (select count(*) from stock_movement) as n`,
    );

  it('takes its stock out, reverses its purchase against the vendor and receives the money back by a receipt; the Accountant may', async () => {
    const bill = await paidBill('cash');
    const before = await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)));
    const accountant = await createUser(app, { role: 'Accountant' });
    const res = await giveBack(bill.id, { reason: 'The jute was damp', date: today }, accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    const returned = res.json() as Bill;
    expect(returned).toMatchObject({ status: 'returned', returned_date: today, return_reason: 'The jute was damp', paid_from: 'cash' });
    expect(await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)))).toEqual([before[0] - 2, before[1] - 3]);
    expect(
      await count(sql`select count(*)::int as n from stock_movement where reference = ${bill.invoice_no} and kind = 'purchase_returned'`),
    ).toBe(2);
    const vendor = (await ledgerOfVendor(bill.vendor as number)).id;
    const cash = await ledgerNamed('Cash');
    // The purchase's mirror, its Cash line moved to the vendor: the vendor owes the money back...
    expect((await logsOf(String(returned.return_invoice_no))).map(({ ledger, debit, credit }) => ({ ledger, debit, credit }))).toEqual([
      { ledger: await ledgerNamed('Company Purchase'), debit: '0.00', credit: '0.80' },
      { ledger: vendor, debit: '0.80', credit: '0.00' },
    ]);
    // ...and pays it: a receipt into Cash.
    expect(String(returned.refund_invoice_no)).toMatch(/^RV/);
    expect((await logsOf(String(returned.refund_invoice_no))).map(({ ledger, debit, credit }) => ({ ledger, debit, credit }))).toEqual([
      { ledger: cash, debit: '0.80', credit: '0.00' },
      { ledger: vendor, debit: '0.00', credit: '0.80' },
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from purchase where invoice_no = ${bill.voucher_invoice_no} and reversed_by = ${returned.return_invoice_no}`,
      ),
    ).toBe(1);
    // Left out of the period's totals, like a cancelled bill.
    const summary = await ok('GET', `/summary_report/api/v1/purchase_final_summary_report/filter/?vendor=${bill.vendor}`);
    expect(summary).toMatchObject({ total_amount: '0.00', paid_amount: '0.00' });
  });

  it('of a bill bought on credit, reverses the purchase as it was posted: the vendor is owed no more, no receipt', async () => {
    const bill = await paidBill('vendor');
    const returned = (await ok('POST', `${pf}/return/${bill.id}`, { reason: 'Wrong weave' })) as Bill;
    expect(returned).toMatchObject({ status: 'returned', refund_invoice_no: null });
    const vendor = (await ledgerOfVendor(bill.vendor as number)).id;
    expect((await logsOf(String(returned.return_invoice_no))).map(({ ledger, debit, credit }) => ({ ledger, debit, credit }))).toEqual([
      { ledger: await ledgerNamed('Company Purchase'), debit: '0.00', credit: '0.80' },
      { ledger: vendor, debit: '0.80', credit: '0.00' },
    ]);
    expect(
      await count(sql`select coalesce(sum(credit_amount - debit_amount), 0)::int as n from account_log where ledger_id = ${vendor}`),
    ).toBe(0);
  });

  it('is refused with a sentence for an unpaid bill, once returned, or when its stock is no longer there; nothing moves', async () => {
    const unpaid = await newBill((await newVendor()).id);
    await refused('POST', `${pf}/return/${unpaid.id}`, { reason: 'Never came' }, 'not paid');
    const bill = await paidBill();
    expect((await giveBack(bill.id, {})).statusCode).toBe(400);
    // Someone sold or counted out the pieces since: fewer than the bill returns are left.
    const left = await stockOf(products[1].id);
    const adjusted = await app.inject({
      method: 'POST',
      url: '/inventory/api/v1/inventory/adjust/',
      payload: { product: products[1].id, quantity: 1 - left, reason: 'Sold at the fair' },
      headers: asCaller('inventory.adjust'),
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const before = await vouchersOf();
    const short = await giveBack(bill.id);
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toContain(`Only 1 of “${products[1].name}” is left.`);
    expect(short.json().detail).toContain(`Bill ${bill.invoice_no} returns 3`);
    expect(await vouchersOf()).toBe(before);
    expect(((await ok('GET', `${pf}/${bill.id}`)) as Row).status).toBe('paid');
    await app.inject({
      method: 'POST',
      url: '/inventory/api/v1/inventory/adjust/',
      payload: { product: products[1].id, quantity: 10, reason: 'Found in the store room' },
      headers: asCaller('inventory.adjust'),
    });
    expect((await giveBack(bill.id)).statusCode).toBe(200);
    await refused('POST', `${pf}/return/${bill.id}`, { reason: 'Again' }, 'a bill is returned once');
    expect((await giveBack(999999)).statusCode).toBe(404);
  });

  it('is refused into a locked period: 409 naming the lock date, the bill, its stock and the books as they were', async () => {
    const bill = await paidBill('bank');
    const stock = await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)));
    const before = await vouchersOf();
    await whileBooksLocked(app, async (lockDate) => {
      const res = await giveBack(bill.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain(lockDate);
    });
    expect(await vouchersOf()).toBe(before);
    expect(await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)))).toEqual(stock);
    expect(((await ok('GET', `${pf}/${bill.id}`)) as Row).status).toBe('paid');
  });

  it('of twenty clerks returning the same bill at once, exactly one does: one reversal, one receipt, the stock out once', async () => {
    const bill = await paidBill('bank');
    const stock = await stockOf(products[0].id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => giveBack(bill.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toContain('a bill is returned once');
    expect(await stockOf(products[0].id)).toBe(stock - 2);
    expect(await count(sql`select count(*)::int as n from purchase where reversal_of = ${bill.voucher_invoice_no}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from receipt_voucher where ref_invoice_no = ${bill.voucher_invoice_no}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from stock_movement where reference = ${bill.invoice_no} and kind = 'purchase_returned'`),
    ).toBe(2);
  });
});

describe('the invoices as PDF', () => {
  it('a bill and a request print with the letterhead, the vendor, the items and the total', async () => {
    const vendor = await newVendor('Sylhet Tea Crafts');
    const request = await newRequest(vendor.id);
    const bill = await ok('POST', `${pf}/create_from_purchase_request/`, { purchase_request: request.id }, 201);
    const res = await call('GET', `${pf}/get_invoice_by_purchase_final_id/${bill.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(res.rawPayload));
    for (const words of [String(vendor.name), products[0].name, products[1].name, '742.00', String(bill.invoice_no), 'Purchase bill'])
      expect(text).toContain(words);
    const requested = await call('GET', `${pr}/get_invoice_by_purchase_request_id/${request.id}`);
    expect(requested.statusCode).toBe(200);
    const requestText = await pdfText(new Uint8Array(requested.rawPayload));
    expect(requestText).toContain(String(request.request_no));
    expect(requestText).toContain('742.00');
  });
});

describe('the summaries', () => {
  it('filter by dates and vendor, page, and total the whole period', async () => {
    const vendor = await newVendor('Summary Supplies');
    for (const date of ['2024-03-01', '2024-03-15', '2024-04-02']) await newBill(vendor.id, date);
    const paid = await newBill(vendor.id, '2024-03-20');
    await pay(paid.id);
    const url = '/summary_report/api/v1/purchase_final_summary_report/filter/';
    const march = await ok('GET', `${url}?date_after=2024-03-01&date_before=2024-03-31&vendor=${vendor.id}&size=2&page=1`);
    expect(march).toMatchObject({
      total_elements: 3,
      total_pages: 2,
      page: 1,
      size: 2,
      total_amount: '2.40',
      paid_amount: '0.80',
      unpaid_amount: '1.60',
    });
    expect(march.purchase_final_summary.map((r: Row) => r.purchase_date)).toEqual(['2024-03-20', '2024-03-15']);
    expect(march.purchase_final_summary[0]).toMatchObject({
      status: 'paid',
      items: 2,
      quantity: 5,
      total: '0.80',
      vendor_name: vendor.name,
    });
    const second = await ok('GET', `${url}?date_after=2024-03-01&date_before=2024-03-31&vendor=${vendor.id}&size=2&page=2`);
    expect(second.purchase_final_summary.map((r: Row) => r.purchase_date)).toEqual(['2024-03-01']);
    expect((await ok('GET', `${url}?vendor=${vendor.id}&status=paid`)).total_elements).toBe(1);
    const bad = await call('GET', `${url}?date_after=March`);
    expect(bad.statusCode).toBe(400);

    await newRequest(vendor.id, '2024-05-05');
    await newRequest(vendor.id, '2024-06-05');
    const requests = await ok(
      'GET',
      `/summary_report/api/v1/purchase_request_summary_report/filter/?date_after=2024-05-01&date_before=2024-05-31&vendor=${vendor.id}`,
    );
    expect(requests.total_elements).toBe(1);
    expect(requests.purchase_request_summary[0]).toMatchObject({ items: 2, quantity: 7, expected_total: '742.00', status: 'requested' });
    expect(requests.expected_amount).toBe('742.00');
  });
});

describe('who may', () => {
  it('the Store keeper buys and pays; the Accountant reads bills and requests but neither writes nor pays; anonymous callers get 401', async () => {
    const keeper = await createUser(app, { role: 'Store keeper' });
    const accountant = await createUser(app, { role: 'Accountant' });
    const vendor = await newVendor();
    const body = { vendor: vendor.id, purchase_date: today, items: [{ product: products[0].id, quantity: 1, unit_cost: '10.00' }] };
    const created = await app.inject({
      method: 'POST',
      url: `${pf}/create_directly_from_admin_panel/`,
      payload: body,
      headers: keeper.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const byAccountant = await app.inject({
      method: 'POST',
      url: `${pf}/paybill_and_confirm/${created.json().id}`,
      payload: { paid_from: 'cash' },
      headers: accountant.headers,
    });
    expect(byAccountant.statusCode).toBe(403);
    for (const url of [
      `${pf}/all/`,
      `${pf}/get_a_purchase_final_with_items/${created.json().id}`,
      `${pr}/all/`,
      '/vendor/api/v1/vendor/all/',
      '/summary_report/api/v1/purchase_final_summary_report/filter/',
    ])
      expect((await app.inject({ method: 'GET', url, headers: accountant.headers })).statusCode, url).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `${pf}/create_directly_from_admin_panel/`, payload: body, headers: accountant.headers }))
        .statusCode,
    ).toBe(403);
    const paid = await app.inject({
      method: 'POST',
      url: `${pf}/paybill_and_confirm/${created.json().id}`,
      payload: { paid_from: 'cash' },
      headers: keeper.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${pf}/all/` })).statusCode).toBe(401);
  });
});

describe('a bill under a lock date', () => {
  it('is not paid into a locked period: 409 naming the date, no stock received, the bill unpaid', async () => {
    const bill = await newBill((await newVendor(`Locked Looms ${Math.random().toString(36).slice(2, 7)}`)).id);
    const before = await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)));
    await whileBooksLocked(app, async (lockDate) => {
      const res = await pay(bill.id as number);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain(lockDate);
    });
    expect(await Promise.all(products.slice(0, 2).map((p) => stockOf(p.id)))).toEqual(before);
    const after = (await ok('GET', `${pf}/${bill.id}`)) as Row;
    expect(after.status).not.toBe('paid');
  });
});
