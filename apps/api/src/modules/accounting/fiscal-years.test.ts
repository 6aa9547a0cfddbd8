import { fromPaisa, toPaisa } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Year-end closing through the API: what it posts, what stays as it was, the lock, reopening and races. */
const app = await createTestApp();
afterAll(() => app.close());

const books = [
  ...['ledger_account', 'account_log', 'group', 'receipt_voucher', 'payment_voucher', 'journal'].flatMap((name) =>
    ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
  'accounting_lock.update',
  'fiscal_year.close',
];
const accountant = asCaller(...books);
const administrator = asCaller(...books, 'accounting.lock');
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = accountant) => app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, headers = accountant, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

const years = '/fiscal_year/api/v1/fiscal_year/';
const period = (start: string, end: string) => `?${new URLSearchParams({ start_date: start, end_date: end })}`;
const statement = (name: string, start: string, end: string) =>
  ok('GET', `/balance_sheet/api/v1/balance_sheet/${name}/${period(start, end)}`);
const transparency = async (year: number) => (await app.inject({ method: 'GET', url: `/transparency/api/v1/transparency/${year}` })).json();

const ledgers = new Map<string, number>();
beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  for (const l of ledger_accounts) ledgers.set(l.name, l.id);
  const groupOf = async (name: string) => (await ok('GET', `/group/api/v1/group/search/?name=${encodeURIComponent(name)}`)).groups[0].id;
  for (const [name, group] of [
    ['Year-end grants', 'Indirect Incomes'],
    ['Year-end rent', 'Indirect Expenses'],
  ])
    ledgers.set(name, (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group: await groupOf(group) })).id);
  const post = (kind: string, date: string, debit: string, credit: string, amount: string) =>
    ok('POST', `/${kind}/api/v1/${kind}/create/`, {
      [kind === 'receipt_voucher' ? 'receipt_date' : 'payment_date']: date,
      items: [
        { ledger: ledgers.get(debit), debit_amount: amount },
        { ledger: ledgers.get(credit), credit_amount: amount },
      ],
    });
  for (const year of [2016, 2017, 2019]) {
    await post('receipt_voucher', `${year}-08-01`, 'Cash', 'Year-end grants', '1000.50');
    await post('payment_voucher', `${year + 1}-02-01`, 'Year-end rent', 'Cash', '300.25');
  }
});

/** A balance sheet's two sides agree, and its profit and loss brought forward. */
const sheetOf = async (start: string, end: string) => {
  const sheet = await statement('balance_sheet', start, end);
  expect(sheet.assets.total).toBe(sheet.liabilities.total);
  return sheet;
};
const lockDate = async () => (await ok('GET', '/accounting_lock/api/v1/accounting_lock/')).lock_date;

describe('POST /fiscal_year/api/v1/fiscal_year/close/', () => {
  it('lets exactly one of twenty clients closing the same year at once succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `${years}close`, { year_start: '2016-07-01' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect((await ok('GET', years)).fiscal_years.map((y: { year_start: string }) => y.year_start)).toEqual(['2016-07-01']);
  });

  it('posts what the preview showed, keeps the year’s statements as they were, locks it, and opens the next with the fund', async () => {
    const [start, end, nextStart, nextEnd] = ['2019-07-01', '2020-06-30', '2020-07-01', '2021-06-30'];
    const before = {
      pl: await statement('profit_loss', start, end),
      trial: await statement('trial_balance', start, end),
      sheet: await sheetOf(start, end),
      transparency: [await transparency(2019), await transparency(2020)],
    };
    // The earlier closing brought the ledgers to nil at 2017-06-30: the two years since remain.
    const preview = await ok('GET', `${years}preview/?year_start=${start}`);
    expect(preview).toMatchObject({ year_start: start, year_end: end, closed: false, closing_invoice_no: null });
    expect(preview.lines).toContainEqual({
      ledger: ledgers.get('Year-end grants'),
      name: 'Year-end grants',
      debit_amount: '2001.00',
      credit_amount: '0.00',
    });
    expect(preview.lines).toContainEqual({
      ledger: ledgers.get('Year-end rent'),
      name: 'Year-end rent',
      debit_amount: '0.00',
      credit_amount: '600.50',
    });
    const debits = preview.lines.reduce((sum: bigint, l: { debit_amount: string }) => sum + toPaisa(l.debit_amount), 0n);
    const credits = preview.lines.reduce((sum: bigint, l: { credit_amount: string }) => sum + toPaisa(l.credit_amount), 0n);
    expect(debits).toBe(credits);

    const closed = await ok('POST', `${years}close`, { year_start: start });
    expect(closed).toMatchObject({ ...preview, closed: true, closing_invoice_no: expect.stringMatching(/^JO/) });
    expect(await ok('GET', `${years}preview/?year_start=${start}`)).toEqual(closed);

    // The closed year reads exactly as it did.
    expect(await statement('profit_loss', start, end)).toEqual(before.pl);
    expect(await statement('trial_balance', start, end)).toEqual(before.trial);
    expect(await sheetOf(start, end)).toEqual(before.sheet);
    expect([await transparency(2019), await transparency(2020)]).toEqual(before.transparency);

    // The next year opens with the fund: no profit brought forward, the fund holds the surplus.
    const trial = (await statement('trial_balance', nextStart, nextEnd)).trial_balance;
    const first = await ok('GET', `${years}preview/?year_start=2016-07-01`);
    expect(trial.liabilities['Capital Account']['Accumulated fund']).toBe(fromPaisa(toPaisa(first.surplus) + toPaisa(closed.surplus)));
    expect(trial.liabilities['Profit & Loss A/C (earlier periods)']).toBeUndefined();
    expect(trial.total_debit_amount).toBe(trial.total_credit_amount);
    const next = await sheetOf(nextStart, nextEnd);
    const brought = next.liabilities.profit_loss_ac ?? next.assets.profit_loss_ac;
    expect(brought.opening_balance).toBe('0.00');

    // Locked: nothing more is posted into the year, not even by its closer.
    expect(await lockDate()).toBe(end);
    const late = await call('POST', '/journal/api/v1/journal/create/', {
      journal_date: '2020-05-05',
      items: [
        { ledger: ledgers.get('Year-end rent'), debit_amount: '1.00' },
        { ledger: ledgers.get('Cash'), credit_amount: '1.00' },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain(end);
    const again = await call('POST', `${years}close`, { year_start: start });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already closed');
  });

  it('refuses a year that does not start on the books’ first month (400) and one that has not ended (409)', async () => {
    const wrong = await call('POST', `${years}close`, { year_start: '2021-01-01' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().year_start[0]).toContain('July');
    const thisYear = new Date().getUTCFullYear();
    const current = await call('POST', `${years}close`, { year_start: `${thisYear}-07-01` });
    expect(current.statusCode).toBe(409);
    expect(current.json().detail).toContain('has not ended');
  });
});

describe('POST /fiscal_year/api/v1/fiscal_year/reopen/', () => {
  it('is an Administrator’s: the closing journal is reversed, the lock goes back, the years read as before closing', async () => {
    const [start, end] = ['2019-07-01', '2020-06-30'];
    const next = await statement('trial_balance', '2020-07-01', '2021-06-30');
    const { closing_invoice_no } = await ok('GET', `${years}preview/?year_start=${start}`);
    expect((await call('POST', `${years}reopen`, { year_start: start })).statusCode).toBe(403);
    const earlier = await call('POST', `${years}reopen`, { year_start: '2016-07-01' }, administrator);
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().detail).toContain('2019-07-01');

    const reopened = await ok('POST', `${years}reopen`, { year_start: start }, administrator, 200);
    expect(reopened).toMatchObject({ closed: false, closing_invoice_no: null });
    expect(await lockDate()).toBe('2017-06-30');
    const journal = (await ok('GET', `/journal/api/v1/journal/search/?invoice_no=${closing_invoice_no}`)).journals[0];
    expect(journal.reversed_by).toMatch(/^JO/);
    const trial = (await statement('trial_balance', '2020-07-01', '2021-06-30')).trial_balance;
    expect(trial.liabilities['Capital Account']['Accumulated fund']).not.toBe(
      next.trial_balance.liabilities['Capital Account']['Accumulated fund'],
    );
    const brought = toPaisa(trial.liabilities['Profit & Loss A/C (earlier periods)']?.total ?? '0');
    expect(fromPaisa(brought + toPaisa(trial.liabilities['Capital Account']['Accumulated fund']))).toBe(
      next.trial_balance.liabilities['Capital Account']['Accumulated fund'],
    );
    // Closed again, it posts a new journal of the same lines.
    const again = await ok('POST', `${years}close`, { year_start: start });
    expect(again.lines).toEqual(reopened.lines);
    expect(again.closing_invoice_no).not.toBe(closing_invoice_no);
    expect(end).toBe(again.year_end);
  });
});
