import { type VoucherKind, voucherKinds } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Lock dates and reversals, through the API: what the posting gate refuses, and how a voucher is undone. */
const app = await createTestApp();
afterAll(() => app.close());

const kinds = Object.keys(voucherKinds) as VoucherKind[];
const books = [
  ...['ledger_account', 'account_log', ...kinds].flatMap((name) => ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`)),
  'accounting_lock.update',
];
/** An accountant keeps the books; an adviser holds `accounting.lock` besides. */
const accountant = asCaller(...books);
const adviser = asCaller(...books, 'accounting.lock');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = accountant) => app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, headers = accountant) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json();
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const lockPath = '/accounting_lock/api/v1/accounting_lock/';
const setLocks = (body: object, headers = adviser) => ok('PUT', lockPath, body, headers);
// Each test starts from open books.
afterEach(() => setLocks({ lock_date: null, adviser_lock_date: null }));

const base = (kind: VoucherKind) => `/${kind}/api/v1/${kind}/`;
const ledgers = new Map<string, number>();
beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  for (const l of ledger_accounts) ledgers.set(l.name, l.id);
});

/** A voucher of `kind` dated `date`: Company Purchase debited, Cash credited, with the amount. */
const voucherOf = (kind: VoucherKind, date: string, amount = '120.00') => ({
  [voucherKinds[kind].date]: date,
  details: `A ${kind} of ${date}`,
  items: [
    { ledger: ledgers.get('Company Purchase'), debit_amount: amount },
    { ledger: ledgers.get('Cash'), credit_amount: amount },
  ],
});
/** Creates a voucher; answers its id and number. */
async function newVoucher(kind: VoucherKind, date: string, amount?: string, headers = accountant) {
  const answer = await ok('POST', `${base(kind)}create`, voucherOf(kind, date, amount), headers);
  const invoiceNo = answer[voucherKinds[kind].plural][0].invoice_no as string;
  const [{ id }] = await rows(sql`select id from ${sql.identifier(kind)} where invoice_no = ${invoiceNo}`);
  return { id: Number(id), invoiceNo };
}
const logsOf = (invoiceNo: string) =>
  rows(sql`select ledger_id, debit_amount::text as debit, credit_amount::text as credit, log_date::text as date
    from account_log where reference_no = ${invoiceNo} order by id`);
const countOf = async (table: string) => Number((await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n);

describe('GET and PUT /accounting_lock/api/v1/accounting_lock/', () => {
  it('starts open with July as the first month, sets the lock dates forward and audits each change', async () => {
    expect(await ok('GET', lockPath)).toEqual({ lock_date: null, adviser_lock_date: null, fiscal_year_start_month: 7 });
    expect(await setLocks({ lock_date: '2020-06-30', adviser_lock_date: '2021-06-30' }, accountant)).toEqual({
      lock_date: '2020-06-30',
      adviser_lock_date: '2021-06-30',
      fiscal_year_start_month: 7,
    });
    expect(await ok('GET', lockPath)).toMatchObject({ lock_date: '2020-06-30', adviser_lock_date: '2021-06-30' });
    const [audit] = await rows(sql`select changes, user_id from audit_log where entity = 'accounting_lock' order by id desc limit 1`);
    expect(audit.changes).toMatchObject({ lock_date: [null, '2020-06-30'], adviser_lock_date: [null, '2021-06-30'] });
  });

  it('lets only a holder of accounting.lock move a lock date back or change the first month', async () => {
    await setLocks({ lock_date: '2020-06-30' }, accountant);
    const back = await call('PUT', lockPath, { lock_date: '2019-06-30' });
    expect(back.statusCode).toBe(403);
    expect(back.json().detail).toContain('accounting.lock');
    expect((await call('PUT', lockPath, { lock_date: null })).statusCode).toBe(403);
    expect((await call('PUT', lockPath, { fiscal_year_start_month: 1 })).statusCode).toBe(403);
    expect(await ok('GET', lockPath)).toMatchObject({ lock_date: '2020-06-30', fiscal_year_start_month: 7 });
    expect(await setLocks({ lock_date: '2019-06-30' })).toMatchObject({ lock_date: '2019-06-30' });
  });

  it('refuses a lock date in the future, a date that is none and a month out of range, per field', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-31`;
    const res = await call('PUT', lockPath, { lock_date: future });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('lock_date');
    const bad = await call('PUT', lockPath, { adviser_lock_date: '2020-13-01', fiscal_year_start_month: 13 }, adviser);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['adviser_lock_date', 'fiscal_year_start_month']));
  });
});

describe('the posting gate under a lock date', () => {
  it.each(kinds)('refuses a %s dated on or before the lock date, naming it, and writes nothing', async (kind) => {
    await setLocks({ lock_date: '2020-06-30' });
    const before = [await countOf(kind), await countOf('account_log')];
    for (const date of ['2020-06-30', '2019-01-01']) {
      const res = await call('POST', `${base(kind)}create`, voucherOf(kind, date));
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('2020-06-30');
    }
    expect([await countOf(kind), await countOf('account_log')]).toEqual(before);
    await newVoucher(kind, '2020-07-01');
  });

  it.each(kinds)('refuses to change or delete a %s in a locked period, or to move one into it', async (kind) => {
    const early = await newVoucher(kind, '2020-03-10');
    const late = await newVoucher(kind, '2020-08-10');
    await setLocks({ lock_date: '2020-06-30' });
    const update = (invoiceNo: string, change: object) => call('PUT', `${base(kind)}update`, { invoice_no: invoiceNo, ...change });
    const changed = await update(early.invoiceNo, { details: 'Changed after the lock' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().detail).toContain('locked up to and including 2020-06-30');
    const moved = await update(late.invoiceNo, { [voucherKinds[kind].date]: '2020-06-01' });
    expect(moved.statusCode).toBe(409);
    const deleted = await call('DELETE', `${base(kind)}delete/${early.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toContain('2020-06-30');
    // Nothing moved: both vouchers post as they did.
    expect((await logsOf(early.invoiceNo)).map((l) => l.date)).toEqual(['2020-03-10', '2020-03-10']);
    expect((await logsOf(late.invoiceNo)).map((l) => l.date)).toEqual(['2020-08-10', '2020-08-10']);
  });

  it('binds everyone by lock_date, and all but the holders of accounting.lock by adviser_lock_date', async () => {
    await setLocks({ lock_date: '2020-06-30', adviser_lock_date: '2021-06-30' });
    const between = voucherOf('journal', '2021-01-15');
    const refused = await call('POST', `${base('journal')}create`, between);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('2021-06-30');
    await ok('POST', `${base('journal')}create`, between, adviser);
    const before = await call('POST', `${base('journal')}create`, voucherOf('journal', '2020-06-01'), adviser);
    expect(before.statusCode).toBe(409);
    expect(before.json().detail).toContain('2020-06-30');
  });

  it('deletes a voucher in an open period, its audit row keeping its lines', async () => {
    const { id, invoiceNo } = await newVoucher('payment_voucher', '2020-09-01', '75.50');
    await ok('DELETE', `${base('payment_voucher')}delete/${id}`);
    expect(await logsOf(invoiceNo)).toEqual([]);
    const [audit] = await rows(
      sql`select changes from audit_log where entity = 'payment_voucher' and entity_id = ${id} and action = 'delete'`,
    );
    const lines = (audit.changes as { items: { ledger: number; debit_amount: string; credit_amount: string }[] }).items;
    expect(lines.map((l) => [l.ledger, l.debit_amount, l.credit_amount])).toEqual([
      [ledgers.get('Company Purchase'), '75.50', '0.00'],
      [ledgers.get('Cash'), '0.00', '75.50'],
    ]);
  });
});

describe('POST /<voucher kind>/api/v1/<voucher kind>/reverse/{id}', () => {
  it.each(kinds)('posts the mirror of a %s, the two naming each other, once only', async (kind) => {
    const original = await newVoucher(kind, '2020-02-02', '310.25');
    const answer = await ok('POST', `${base(kind)}reverse/${original.id}`, { reason: 'Entered twice', date: '2020-09-09' });
    expect(answer.reversal_of).toBe(original.invoiceNo);
    const reversal = answer.invoice_no as string;
    expect(answer[voucherKinds[kind].plural]).toHaveLength(2);
    const swapped = (await logsOf(original.invoiceNo)).map((l) => [l.ledger_id, l.credit, l.debit]);
    expect((await logsOf(reversal)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual(swapped);
    expect((await logsOf(reversal)).every((l) => l.date === '2020-09-09')).toBe(true);
    const [{ id: reversalId }] = await rows(sql`select id from ${sql.identifier(kind)} where invoice_no = ${reversal}`);
    const [a, b] = [await ok('GET', `${base(kind)}${original.id}`), await ok('GET', `${base(kind)}${reversalId}`)];
    expect(a.reversed_by).toBe(reversal);
    expect(a.reversal_of).toBeNull();
    expect(b.invoice_no).toBe(reversal);
    expect(b.reversal_of).toBe(original.invoiceNo);
    expect(b.details).toContain('Entered twice');
    const again = await call('POST', `${base(kind)}reverse/${original.id}`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(reversal);
  });

  it('reverses a voucher of a locked period into an open one, and refuses a reversal dated in the locked period', async () => {
    const original = await newVoucher('receipt_voucher', '2020-03-03');
    await setLocks({ lock_date: '2020-06-30' });
    const locked = await call('POST', `${base('receipt_voucher')}reverse/${original.id}`, { reason: 'Wrong', date: '2020-05-05' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toContain('2020-06-30');
    expect((await ok('GET', `${base('receipt_voucher')}${original.id}`)).reversed_by).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const answer = await ok('POST', `${base('receipt_voucher')}reverse/${original.id}`, { reason: 'Wrong' });
    expect((await logsOf(answer.invoice_no)).map((l) => l.date)).toEqual([today, today]);
  });

  it('keeps a reversed pair as it is: neither changes, the original goes only after its reversal', async () => {
    const original = await newVoucher('journal', '2020-10-10');
    const answer = await ok('POST', `${base('journal')}reverse/${original.id}`, { reason: 'Undo' });
    for (const invoiceNo of [original.invoiceNo, answer.invoice_no]) {
      const res = await call('PUT', `${base('journal')}update`, { invoice_no: invoiceNo, details: 'Edited' });
      expect(res.statusCode).toBe(409);
    }
    const refused = await call('DELETE', `${base('journal')}delete/${original.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(answer.invoice_no);
    const [reversalRow] = await rows(sql`select id from journal where invoice_no = ${answer.invoice_no}`);
    await ok('DELETE', `${base('journal')}delete/${reversalRow.id}`);
    expect((await ok('GET', `${base('journal')}${original.id}`)).reversed_by).toBeNull();
  });

  it('refuses a reason left out, an unknown voucher (404), a reversal reversed (409) and a caller without the kind’s create (403)', async () => {
    const original = await newVoucher('contra', '2020-11-11');
    expect((await call('POST', `${base('contra')}reverse/${original.id}`, {})).json()).toHaveProperty('reason');
    expect((await call('POST', `${base('contra')}reverse/99999999`, { reason: 'x' })).statusCode).toBe(404);
    const answer = await ok('POST', `${base('contra')}reverse/${original.id}`, { reason: 'x' });
    const [reversal] = await rows(sql`select id from contra where invoice_no = ${answer.invoice_no}`);
    expect((await call('POST', `${base('contra')}reverse/${reversal.id}`, { reason: 'x' })).statusCode).toBe(409);
    const other = await newVoucher('contra', '2020-11-12');
    expect((await call('POST', `${base('contra')}reverse/${other.id}`, { reason: 'x' }, asCaller('contra.read'))).statusCode).toBe(403);
  });

  it('lets exactly one of twenty clients reversing the same voucher at once succeed', async () => {
    const original = await newVoucher('payment_voucher', '2020-12-01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `${base('payment_voucher')}reverse/${original.id}`, { reason: 'Race' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const [{ n }] = await rows(sql`select count(*)::int as n from payment_voucher where reversal_of = ${original.invoiceNo}`);
    expect(Number(n)).toBe(1);
  });
});
