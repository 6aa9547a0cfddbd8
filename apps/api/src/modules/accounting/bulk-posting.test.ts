import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bookDay, whileBooksLocked } from '../../test-support/books-lock.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { debitAndCredit, postVouchers, type VoucherToPost } from './index.ts';

/**
 * Many vouchers posted at once (an import's past gifts) through the same gate as a clerk's one voucher: the
 * same checks and lock dates, numbers from the same counter (no gap, none twice, even while a clerk posts at
 * that moment), the same account log and audit trail.
 */
const app = await createTestApp();
afterAll(() => app.close());

const clerk = asCaller('receipt_voucher.create', 'receipt_voucher.read', 'account_log.read');
const base = '/receipt_voucher/api/v1/receipt_voucher';
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let cash: number;
let donor: number;
beforeAll(async () => {
  const ledgers = await rows<{ id: number; name: string }>(sql`select id, name from ledger_account where name in ('Cash', 'Donation')`);
  cash = ledgers.find((l) => l.name === 'Cash')?.id as number;
  [{ id: donor }] = await rows<{ id: number }>(sql`select id from ledger_account where id <> ${cash} order by id limit 1`);
});

const gift = (details: string, amount = '100.00', date = bookDay()): VoucherToPost => ({
  date,
  details,
  lines: debitAndCredit(amount, cash, donor),
});
/** The day's sequence of a voucher number (`RV20261128003` → 3). */
const sequenceOf = (invoiceNo: string) => Number(invoiceNo.slice('RV'.length + 8 + 2));
const postBulk = (vouchers: VoucherToPost[]) =>
  inTransaction(app.database.db, (tx) =>
    postVouchers(app, tx, 'receipt_voucher', vouchers, { caller: { userId: 1, permissions: new Set() } }),
  );
const postByClerk = async (details: string, amount = '100.00') => {
  const res = await app.inject({
    method: 'POST',
    url: `${base}/create/`,
    headers: clerk,
    payload: { receipt_date: bookDay(), details, items: debitAndCredit(amount, cash, donor) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().receipt_vouchers[0].invoice_no as string;
};
const logOf = (invoiceNo: string) =>
  rows(
    sql`select ledger_id, debit_amount::text as debit, credit_amount::text as credit, log_type, log_date::text as date, details, created_by
        from account_log where reference_no = ${invoiceNo} order by id`,
  );
const refusalOf = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('postVouchers', () => {
  it('numbers the vouchers after a clerk’s and before the next, and writes the log and trail one by one would', async () => {
    const before = await postByClerk('Bulk gate: a clerk first', '250.00');
    const bulk = await postBulk([gift('Bulk gate: one', '250.00'), gift('Bulk gate: two'), gift('Bulk gate: three')]);
    const after = await postByClerk('Bulk gate: a clerk after');
    expect([before, ...bulk, after].map(sequenceOf)).toEqual(Array.from({ length: 5 }, (_, i) => sequenceOf(before) + i));

    // The same amounts, ledgers and date post the same rows, whichever way they came in.
    const strip = (log: Record<string, unknown>[]) => log.map(({ details: _, ...row }) => row);
    expect(strip(await logOf(bulk[0]))).toEqual(strip(await logOf(before)));
    expect((await logOf(bulk[1])).map((r) => r.details)).toEqual(['Bulk gate: two', 'Bulk gate: two']);

    // Each voucher reads back whole, and its creation is in the trail with its lines, as a clerk's is.
    const [{ id }] = await rows<{ id: number }>(sql`select id from receipt_voucher where invoice_no = ${bulk[2]}`);
    const read = (await app.inject({ method: 'GET', url: `${base}/${id}`, headers: clerk })).json();
    expect(read).toMatchObject({ invoice_no: bulk[2], receipt_date: bookDay(), details: 'Bulk gate: three' });
    const created = async (invoiceNo: string) => {
      const [entry] = await rows<{ user_id: number; changes: Record<string, unknown> & { items: Record<string, unknown>[] } }>(
        sql`select user_id, changes from audit_log where entity = 'receipt_voucher' and action = 'create' and changes->>'invoice_no' = ${invoiceNo}`,
      );
      const { invoice_no: _, details: __, items, ...header } = entry.changes;
      return { by: entry.user_id, header, items: items.map(({ id: _, ...line }) => line) };
    };
    expect(await created(bulk[0])).toEqual(await created(before));
  });

  it('refuses an unbalanced voucher and a locked date with the gate’s words, writing none of the vouchers', async () => {
    const unbalanced: VoucherToPost = {
      date: bookDay(),
      details: 'Bulk refused: unbalanced',
      lines: [
        { ledger: cash, debit_amount: '100.00', credit_amount: '0' },
        { ledger: donor, debit_amount: '0', credit_amount: '90.00' },
      ],
    };
    const refused = await refusalOf(postBulk([gift('Bulk refused: fine'), unbalanced]));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.detail).toBe('The voucher does not balance: debits 100.00, credits 90.00; debits are 10.00 more.');

    await whileBooksLocked(app, async (lockDate) => {
      const byClerk = await app.inject({
        method: 'POST',
        url: `${base}/create/`,
        headers: clerk,
        payload: { receipt_date: lockDate, details: 'Bulk refused: locked', items: debitAndCredit('10.00', cash, donor) },
      });
      expect(byClerk.statusCode).toBe(409);
      const locked = await refusalOf(postBulk([gift('Bulk refused: open'), gift('Bulk refused: locked too', '5.00', lockDate)]));
      expect(locked.statusCode).toBe(409);
      // The same sentence, naming the voucher the bulk would have numbered.
      const words = (detail: string) => detail.replace(/RV\d+/, 'RV…');
      expect(words(String(locked.body.detail))).toBe(words(byClerk.json().detail));
    });
    expect(await rows(sql`select id from receipt_voucher where details like 'Bulk refused: %'`)).toEqual([]);
    expect(await rows(sql`select id from account_log where details like 'Bulk refused: %'`)).toEqual([]);
  });

  it('posts thousands of vouchers, more rows than one statement may carry', async () => {
    const size = 2500;
    const numbers = await postBulk(Array.from({ length: size }, (_, i) => gift(`Bulk gate: many ${i}`, `${1 + (i % 50)}.00`)));
    expect(new Set(numbers).size).toBe(size);
    const [{ n, total }] = await rows<{ n: string; total: string }>(
      sql`select count(*) as n, sum(debit_amount)::text as total from account_log where details like 'Bulk gate: many %'`,
    );
    expect(Number(n)).toBe(2 * size);
    // 50 vouchers of 1.00 to 50.00 (1,275.00), fifty times.
    expect(total).toBe('63750.00');
  });

  it('gives a clerk posting while the bulk’s transaction is open a number of its own, after the bulk’s', async () => {
    const vouchers = Array.from({ length: 200 }, (_, i) => gift(`Bulk gate: at once ${i}`));
    let clerkNumber: Promise<string> | undefined;
    const bulk = await inTransaction(app.database.db, async (tx) => {
      const numbers = await postVouchers(app, tx, 'receipt_voucher', vouchers, {});
      // The clerk saves now, while the bulk's numbers are taken and not yet committed.
      clerkNumber = postByClerk('Bulk gate: a clerk at once');
      // On PostgreSQL the clerk's connection is seen waiting for the counter's lock; the embedded database
      // has one connection, which the clerk gets once this transaction ends.
      if (app.database.kind === 'postgres')
        await expect
          .poll(async () => {
            const waiting = await app.database.query(
              `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            );
            return waiting[0].n;
          })
          .toBe(1);
      return numbers;
    });
    const clerks = await clerkNumber;
    const all = [...bulk, clerks as string].map(sequenceOf);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => all[0] + i));
  });
});
