import { fromPaisa, type VoucherKind, voucherKinds } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * Random vouchers, lock dates, reversals, donations and their refunds, paid orders and their cancellations
 * with a refund, and year closings, in random order, against a model of what the books must answer: the trial
 * balance always balances, every posting into a locked period is refused, and what the books held on and
 * before the lock date never changes.
 */
const app = await createTestApp();
afterAll(() => app.close());

const kinds = Object.keys(voucherKinds) as VoucherKind[];
const books = [
  ...['ledger_account', 'account_log', 'group', ...kinds].flatMap((name) =>
    ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
  'accounting_lock.update',
  'fiscal_year.close',
  ...['donation.read', 'donation.create', 'donation.update', 'payment_method.read'],
  ...['customer.create', 'customerorder.create', 'customerorder.confirm', 'customerorder.record_payment', 'customerorder.refund'],
  ...['paymentmethod.read', 'category.create', 'product.create', 'inventory.adjust'],
];
const accountant = asCaller(...books);
const adviser = asCaller(...books, 'accounting.lock');
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = accountant) => app.inject({ method, url, payload, headers });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const ledgerIds: number[] = [];
/** What gifts and sales are made with: a way to give, a customer, a product in stock and a way to pay for it. */
const shop = { giving: 0, customer: 0, product: 0, cash: 0 };
beforeAll(async () => {
  const byName = (list: { id: number; name: string }[], name: string) => (list.find((m) => m.name === name) as { id: number }).id;
  shop.giving = byName((await call('GET', '/payment_method/api/v1/payment_method/all/?size=100')).json().paymentmethods, 'Bank transfer');
  shop.cash = byName((await call('GET', '/paymentmethod/api/v1/paymentmethod/all/?size=100')).json().paymentmethods, 'Cash');
  shop.customer = (await call('POST', '/customer/api/v1/customer/create/', { name: 'Property Customer', phone: '01711000000' })).json().id;
  const category = (await call('POST', '/category/api/v1/category/create/', { name: 'Property shelf' })).json().id;
  shop.product = (
    await call('POST', '/product/api/v1/product/create/', { name: 'Property kantha', sku: 'PROP-1', category, price: '1.00', cost: '0.50' })
  ).json().id;
  await call('POST', '/inventory/api/v1/inventory/adjust/', { product: shop.product, quantity: 100_000, reason: 'Counted' });
  const all = (await call('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/')).json().ledger_accounts;
  const named = (name: string) => all.find((l: { name: string }) => l.name === name).id as number;
  ledgerIds.push(named('Cash'), named('Bank'), named('Company Purchase'), named('Company Sales'));
  const groups = (await call('GET', '/group/api/v1/group/without_pagination/all/')).json().groups;
  for (const [name, group] of [
    ['Property grants', 'Indirect Incomes'],
    ['Property rent', 'Indirect Expenses'],
  ]) {
    const head_group = groups.find((g: { name: string }) => g.name === group).id;
    ledgerIds.push((await call('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group })).json().id);
  }
});

/** A day between 2010 and 2015 (ended long ago, before anything else in the books). */
const day = fc.integer({ min: 0, max: 6 * 365 }).map((n) => new Date(Date.UTC(2010, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const step = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('post' as const),
      kind: fc.constantFrom(...kinds),
      date: day,
      debit: fc.nat(5),
      credit: fc.nat(5),
      paisa: fc.bigInt({ min: 1n, max: 10_000_000n }),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ op: fc.constant('lock' as const), date: day }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(), date: day }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('close' as const), year: fc.integer({ min: 2009, max: 2014 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('give' as const), date: day, paisa: fc.bigInt({ min: 100n, max: 10_000_000n }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('refundGift' as const), pick: fc.nat(), date: day }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('sell' as const), date: day, paisa: fc.bigInt({ min: 100n, max: 10_000_000n }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('refundOrder' as const), pick: fc.nat(), date: day }), weight: 1 },
);

/** The account-log rows dated on or before a date, in a stable order: what a lock date must keep as it is. */
const rowsUpTo = (date: string) =>
  rows(
    sql`select id, ledger_id, debit_amount::text, credit_amount::text, log_date::text from account_log where log_date <= ${date} order by id`,
  );
/** Each ledger's balance as at a date. */
const balancesAt = (date: string) =>
  rows(
    sql`select ledger_id, sum(debit_amount - credit_amount)::text as balance from account_log where log_date <= ${date} group by ledger_id order by ledger_id`,
  );

describe('the books under random vouchers, lock dates, reversals and closings', () => {
  it('always balance, refuse every posting into a locked period, and keep what is locked as it was', async () => {
    const closed = new Set<number>();
    const posted: { kind: VoucherKind; id: number; reversible: boolean }[] = [];
    /** Confirmed gifts and paid orders, and whether each is refunded yet. */
    const gifts: { id: number; refunded: boolean }[] = [];
    const sold: { id: number; refunded: boolean }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 12 }), async (steps) => {
        // Each run starts with open books (the closed years stay closed).
        expect(
          (await call('PUT', '/accounting_lock/api/v1/accounting_lock/', { lock_date: null, adviser_lock_date: null }, adviser)).statusCode,
        ).toBe(200);
        let lock = null as string | null;
        // What the books held on and before each lock date of the run, taken when it was set.
        const kept = new Map<string, { rows: unknown[]; balances: unknown[] }>();
        for (const s of steps) {
          if (s.op === 'post') {
            const kind = s.kind;
            const amount = fromPaisa(s.paisa);
            const credit = s.credit === s.debit ? (s.credit + 1) % ledgerIds.length : s.credit;
            const res = await call('POST', `/${kind}/api/v1/${kind}/create/`, {
              [voucherKinds[kind].date]: s.date,
              items: [
                { ledger: ledgerIds[s.debit], debit_amount: amount },
                { ledger: ledgerIds[credit], credit_amount: amount },
              ],
            });
            if (lock && s.date <= lock) {
              expect(res.statusCode, res.body).toBe(409);
              expect(res.json().detail).toContain(lock);
            } else {
              expect(res.statusCode, res.body).toBe(201);
              const invoiceNo = res.json()[voucherKinds[kind].plural][0].invoice_no;
              const [{ id }] = await rows<{ id: number }>(sql`select id from ${sql.identifier(kind)} where invoice_no = ${invoiceNo}`);
              posted.push({ kind, id: Number(id), reversible: true });
            }
          } else if (s.op === 'lock') {
            const res = await call('PUT', '/accounting_lock/api/v1/accounting_lock/', { lock_date: s.date });
            if (lock && s.date < lock) expect(res.statusCode, res.body).toBe(403);
            else {
              expect(res.statusCode, res.body).toBe(200);
              lock = s.date;
            }
          } else if (s.op === 'reverse' && posted.length) {
            const voucher = posted[s.pick % posted.length];
            const res = await call('POST', `/${voucher.kind}/api/v1/${voucher.kind}/reverse/${voucher.id}`, {
              reason: 'Property',
              date: s.date,
            });
            if (!voucher.reversible || (lock && s.date <= lock)) expect(res.statusCode, res.body).toBe(409);
            else {
              expect(res.statusCode, res.body).toBe(201);
              voucher.reversible = false;
              const [{ id }] = await rows<{ id: number }>(
                sql`select id from ${sql.identifier(voucher.kind)} where invoice_no = ${res.json().invoice_no}`,
              );
              posted.push({ kind: voucher.kind, id: Number(id), reversible: false });
            }
          } else if (s.op === 'give') {
            const gift = await call('POST', '/donation/api/v1/donation/create/', {
              first_name: 'Property',
              last_name: 'Donor',
              email: `property.${gifts.length}.${Date.now()}@example.net`,
              amount: fromPaisa(s.paisa),
              payment_method: shop.giving,
            });
            expect(gift.statusCode, gift.body).toBe(201);
            const res = await call('POST', `/donation/api/v1/donation/confirm/${gift.json().id}/`, { date: s.date });
            expect(res.statusCode, res.body).toBe(lock && s.date <= lock ? 409 : 200);
            if (res.statusCode === 200) gifts.push({ id: gift.json().id, refunded: false });
          } else if (s.op === 'refundGift' && gifts.length) {
            const gift = gifts[s.pick % gifts.length];
            const res = await call('POST', `/donation/api/v1/donation/refund/${gift.id}/`, { reason: 'Property', date: s.date });
            expect(res.statusCode, res.body).toBe(gift.refunded || (lock && s.date <= lock) ? 409 : 200);
            if (res.statusCode === 200) gift.refunded = true;
          } else if (s.op === 'sell') {
            const price = fromPaisa(s.paisa);
            const order = await call('POST', '/order/api/v1/order/create/', {
              customer: shop.customer,
              order_date: s.date,
              items: [{ product: shop.product, quantity: 1, unit_price: price }],
            });
            expect(order.statusCode, order.body).toBe(201);
            const { id } = order.json();
            const confirmed = await call('POST', '/customerorder/api/v1/customerorder/confirm/', { id, date: s.date });
            expect(confirmed.statusCode, confirmed.body).toBe(lock && s.date <= lock ? 409 : 200);
            if (confirmed.statusCode === 200) {
              const paid = await call('POST', `/customerorder/api/v1/customerorder/record_payment/${id}`, {
                amount: price,
                method: shop.cash,
                date: s.date,
              });
              expect(paid.statusCode, paid.body).toBe(200);
              sold.push({ id, refunded: false });
            }
          } else if (s.op === 'refundOrder' && sold.length) {
            const order = sold[s.pick % sold.length];
            const res = await call('POST', `/order/api/v1/order/cancel_with_refund/${order.id}`, { reason: 'Property', date: s.date });
            expect(res.statusCode, res.body).toBe(order.refunded || (lock && s.date <= lock) ? 409 : 200);
            if (res.statusCode === 200) order.refunded = true;
          } else if (s.op === 'close') {
            const end = `${s.year + 1}-06-30`;
            const res = await call('POST', '/fiscal_year/api/v1/fiscal_year/close/', { year_start: `${s.year}-07-01` });
            const refused = closed.has(s.year) || [...closed].some((y) => y > s.year) || (lock !== null && end <= lock);
            expect(res.statusCode, res.body).toBe(refused ? 409 : 201);
            if (!refused) {
              closed.add(s.year);
              lock = lock && lock > end ? lock : end;
            }
          }
          // The trial balance of all time balances.
          const trial = (
            await call('GET', '/balance_sheet/api/v1/balance_sheet/trial_balance/?start_date=2000-01-01&end_date=2999-12-31')
          ).json().trial_balance;
          expect(trial.total_debit_amount).toBe(trial.total_credit_amount);
          // What was on and before each lock date when it was set is there, unchanged, as are the ledgers' balances.
          for (const [date, held] of kept) {
            expect(await rowsUpTo(date)).toEqual(held.rows);
            expect(await balancesAt(date)).toEqual(held.balances);
          }
          if (lock && !kept.has(lock)) kept.set(lock, { rows: await rowsUpTo(lock), balances: await balancesAt(lock) });
        }
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});
