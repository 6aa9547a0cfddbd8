import { type VoucherKind, voucherKinds } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** The chart of accounts and the vouchers, through the contract's paths (api-contract.md 3.5, 6.2). */
const app = await createTestApp();
afterAll(() => app.close());

const accountant = asCaller(
  ...[
    'primary_group',
    'group',
    'ledger_account',
    'sub_ledger_account',
    'payment_voucher',
    'receipt_voucher',
    'sales',
    'purchase',
    'contra',
    'journal',
    'idjournal',
    'account_log',
  ].flatMap((name) => ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`)),
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) => app.inject({ method, url, payload, headers: accountant });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
/** What the database said, whichever driver wrapped it ("Failed query: commit" around the trigger's words). */
const refusal = async (attempt: Promise<unknown>) => {
  const error = (await attempt.then(
    () => undefined,
    (e: unknown) => e,
  )) as (Error & { cause?: Error }) | undefined;
  return String(error?.cause?.message ?? error?.message ?? 'no error');
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const ledgers = new Map<string, number>();
let newLedger: (name: string) => Promise<number>;
beforeAll(async () => {
  const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/without_pagination/all/');
  for (const l of ledger_accounts) ledgers.set(l.name, l.id);
  const { groups } = await ok('GET', '/group/api/v1/group/search/?name=Indirect Expenses');
  newLedger = async (name) =>
    (
      await ok('POST', '/ledger_account/api/v1/ledger_account/create/', {
        name: `${name} ${Math.random().toString(36).slice(2, 8)}`,
        head_group: groups[0].id,
      })
    ).id;
});

const payment = (amounts: { debit: string; credit: string }, ledger: number, extra: object = {}) => ({
  payment_date: '2026-03-15',
  details: 'Field trip fuel',
  items: [
    { ledger, debit_amount: amounts.debit },
    { ledger: ledgers.get('Cash'), credit_amount: amounts.credit },
  ],
  ...extra,
});

describe('the seeded chart of accounts', () => {
  it('has the four primary groups and the memorandum, the groups of 6.2 under their heads, and the seeded ledgers', async () => {
    const { primary_groups } = await ok('GET', '/primary_group/api/v1/primary_group/all/');
    expect(primary_groups.map((g: { name: string }) => g.name)).toEqual(['Assets', 'Liabilities', 'Expenses', 'Incomes', 'Memorandum']);
    const { groups } = await ok('GET', '/group/api/v1/group/without_pagination/all/');
    const byName = new Map<string, { id: number; head_group: number | null; head_primarygroup: number | null }>(
      groups.map((g: { name: string }) => [g.name, g]),
    );
    expect(byName.get('Bank Accounts')?.head_group).toBe(byName.get('Current Assets')?.id);
    expect(byName.get('Sundry Creditors')?.head_group).toBe(byName.get('Current Liabilities')?.id);
    expect(byName.get('Current Assets')?.head_primarygroup).toBe(primary_groups[0].id);
    for (const name of [
      'Cash',
      'Bank',
      'Profit & Loss A/C',
      'Company Purchase',
      'Company Sales',
      'Opening Balance Of Customer',
      'Goal contra',
    ])
      expect(ledgers.has(name), name).toBe(true);
  });

  it('refuses to delete a seeded row with 409 and a sentence', async () => {
    const { primary_groups } = await ok('GET', '/primary_group/api/v1/primary_group/all/');
    const res = await call('DELETE', `/primary_group/api/v1/primary_group/delete/${primary_groups[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Primary group “Assets” came with Sahay and cannot be deleted.' });
    const cash = await call('DELETE', `/ledger_account/api/v1/ledger_account/delete/${ledgers.get('Cash')}`);
    expect(cash.json()).toEqual({ detail: 'Ledger account “Cash” came with Sahay and cannot be deleted.' });
  });

  it('puts a group under exactly one head', async () => {
    const { primary_groups } = await ok('GET', '/primary_group/api/v1/primary_group/all/');
    for (const heads of [{}, { head_group: 1, head_primarygroup: primary_groups[0].id }]) {
      const res = await call('POST', '/group/api/v1/group/create/', { name: `Headless ${Math.random()}`, ...heads });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ head_group: ['Choose a head group or a head primary group: exactly one of them.'] });
    }
  });
});

describe('POST /payment_voucher/api/v1/payment_voucher/create/', () => {
  it('answers the voucher rows and the account-log rows of a balanced voucher, numbered PV + date + 00 + sequence', async () => {
    const fuel = await newLedger('Fuel');
    const body = await ok(
      'POST',
      '/payment_voucher/api/v1/payment_voucher/create/',
      payment({ debit: '1200.50', credit: '1200.50' }, fuel),
    );
    expect(Object.keys(body).sort()).toEqual(['account_logs', 'payment_vouchers']);
    const [debit, credit] = body.payment_vouchers;
    expect(debit.invoice_no).toMatch(/^PV\d{8}00\d+$/);
    expect(debit).toMatchObject({
      ledger: { id: fuel, name: expect.stringContaining('Fuel') },
      debit_amount: '1200.50',
      credit_amount: '0.00',
      payment_date: '2026-03-15',
      details: 'Field trip fuel',
      ref_invoice_no: null,
      sub_ledger: null,
      branch: null,
    });
    expect(credit).toMatchObject({
      ledger: { id: ledgers.get('Cash'), name: 'Cash' },
      credit_amount: '1200.50',
      invoice_no: debit.invoice_no,
    });
    expect(body.account_logs).toEqual([
      expect.objectContaining({
        ledger: fuel,
        reference_no: debit.invoice_no,
        log_type: 'payment_voucher',
        debit_amount: '1200.50',
        log_date: '2026-03-15',
      }),
      expect.objectContaining({ ledger: ledgers.get('Cash'), reference_no: debit.invoice_no, credit_amount: '1200.50' }),
    ]);
  });

  it('takes the lines as multipart bracket keys, as the original clients send them', async () => {
    const fuel = await newLedger('Fuel');
    const boundary = '----sahay-voucher';
    const fields: [string, string][] = [
      ['payment_date', '2026-04-02'],
      ['details', 'Sent as a form'],
      ['items[0][ledger]', String(fuel)],
      ['items[0][debit_amount]', '75.25'],
      ['items[1][ledger]', String(ledgers.get('Cash'))],
      ['items[1][credit_amount]', '75.25'],
    ];
    const payload = `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/payment_voucher/api/v1/payment_voucher/create/',
      headers: { ...accountant, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment_vouchers.map((r: { ledger: { id: number }; debit_amount: string }) => [r.ledger.id, r.debit_amount])).toEqual(
      [
        [fuel, '75.25'],
        [ledgers.get('Cash'), '0.00'],
      ],
    );
  });

  it('refuses an unbalanced voucher with 400 saying by how much, and writes nothing', async () => {
    const fuel = await newLedger('Fuel');
    const res = await call(
      'POST',
      '/payment_voucher/api/v1/payment_voucher/create/',
      payment({ debit: '1050.00', credit: '1000.00' }, fuel),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The voucher does not balance: debits 1050.00, credits 1000.00; debits are 50.00 more.' });
    expect(await rows(sql`select id from account_log where ledger_id = ${fuel}`)).toEqual([]);
    expect(await rows(sql`select id from payment_voucher_line where ledger_id = ${fuel}`)).toEqual([]);
  });

  it('refuses a line with both a debit and a credit, or neither, naming the line', async () => {
    const fuel = await newLedger('Fuel');
    const res = await call('POST', '/payment_voucher/api/v1/payment_voucher/create/', {
      payment_date: '2026-03-15',
      items: [{ ledger: fuel, debit_amount: '5.00', credit_amount: '5.00' }, { ledger: ledgers.get('Cash') }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'items.0.debit_amount': ['Give a debit or a credit on each line, not both.'],
      'items.1.debit_amount': ['Give a debit or a credit on each line, not both.'],
    });
  });

  it('refuses negative amounts, malformed amounts and unknown ledgers with 400', async () => {
    for (const amount of ['-5.00', '5.001', 'five']) {
      const res = await call(
        'POST',
        '/payment_voucher/api/v1/payment_voucher/create/',
        payment({ debit: amount, credit: amount }, ledgers.get('Bank') as number),
      );
      expect(res.statusCode, amount).toBe(400);
    }
    const res = await call('POST', '/payment_voucher/api/v1/payment_voucher/create/', payment({ debit: '5.00', credit: '5.00' }, 999999));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ledger: ['No ledger account has the id 999999.'] });
  });

  it('gives twenty vouchers created at once twenty numbers, none half-written', async () => {
    const fuel = await newLedger('Rush');
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', payment({ debit: '10.00', credit: '10.00' }, fuel)),
      ),
    );
    const numbers = made.map((m) => m.payment_vouchers[0].invoice_no);
    expect(new Set(numbers).size).toBe(20);
    const logged = await rows(
      sql`select reference_no, count(*)::int as n from account_log where reference_no in ${numbers} group by reference_no`,
    );
    expect(logged).toHaveLength(20);
    for (const row of logged) expect(row.n).toBe(2);
  });
});

describe('vouchers by invoice number, update and delete', () => {
  let invoice: string;
  let lineIds: number[];
  let fuel: number;
  beforeAll(async () => {
    fuel = await newLedger('Fuel');
    const body = await ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', payment({ debit: '300.00', credit: '300.00' }, fuel));
    invoice = body.payment_vouchers[0].invoice_no;
    lineIds = body.payment_vouchers.map((r: { id: number }) => r.id);
  });

  it('GET {id} answers the voucher with its lines', async () => {
    const [{ id }] = await rows(sql`select id from payment_voucher where invoice_no = ${invoice}`);
    const body = await ok('GET', `/payment_voucher/api/v1/payment_voucher/${id}`);
    expect(body.invoice_no).toBe(invoice);
    expect(body.items.map((l: { id: number }) => l.id)).toEqual(lineIds);
  });

  it('GET payment_voucher_by_invoice_no/{invoice_no} answers the voucher with its rows', async () => {
    const body = await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${invoice}`);
    expect(body).toMatchObject({
      invoice_no: invoice,
      file: null,
      sub_ledger: null,
      branch: null,
      payment_date: '2026-03-15',
      details: 'Field trip fuel',
    });
    expect(body.items.map((r: { id: number }) => r.id)).toEqual(lineIds);
  });

  it('the header’s sub_ledger and branch are the voucher’s own, not its first line’s', async () => {
    const project = async (name: string) =>
      (await ok('POST', '/sub_ledger_account/api/v1/sub_ledger_account/create/', { name: `${name} ${Math.random()}` })) as {
        id: number;
        name: string;
      };
    const [own, lines] = [await project('Flood relief'), await project('School meals')];
    const items = [
      { ledger: await newLedger('Boat hire'), sub_ledger: lines.id, debit_amount: '40.00' },
      { ledger: ledgers.get('Cash'), credit_amount: '40.00' },
    ];
    const withOwn = await ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', {
      payment_date: '2026-03-16',
      sub_ledger: own.id,
      items,
    });
    const number = withOwn.payment_vouchers[0].invoice_no;
    const body = await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${number}`);
    expect(body.sub_ledger).toEqual({ id: own.id, name: own.name });
    expect(body.items.map((r: { sub_ledger: unknown }) => r.sub_ledger)).toEqual([
      { id: lines.id, name: lines.name },
      { id: own.id, name: own.name },
    ]);
    const without = await ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', { payment_date: '2026-03-16', items });
    const bare = await ok(
      'GET',
      `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${without.payment_vouchers[0].invoice_no}`,
    );
    expect(bare).toMatchObject({ sub_ledger: null, branch: null });
    expect(bare.items[0].sub_ledger).toEqual({ id: lines.id, name: lines.name });
  });

  it('answers an unknown number with 200 and the contract’s sentence', async () => {
    expect(await ok('GET', '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/PV000')).toEqual({
      detail: 'Invoice no PV000 has no PaymentVouchers',
    });
    expect(await ok('GET', '/sales/api/v1/sales/receipt_voucher_by_invoice_no/SA000')).toEqual({ detail: 'Invoice no SA000 has no Sales' });
    expect((await call('GET', '/sales/api/v1/sales/sales_by_invoice_no/SA000')).statusCode).toBe(200);
  });

  it('PUT update/ finds the voucher by invoice_no, changes lines by id and posts again', async () => {
    const body = await ok('PUT', '/payment_voucher/api/v1/payment_voucher/update/', {
      invoice_no: invoice,
      items: [
        { id: lineIds[0], debit_amount: '250.00' },
        { id: lineIds[1], credit_amount: '300.00' },
        { ledger: ledgers.get('Bank'), debit_amount: '50.00' },
      ],
    });
    expect(body.detail).toBe('Payment voucher(s) updated successfully');
    expect(body.data.payment_vouchers.map((r: { debit_amount: string }) => r.debit_amount)).toEqual(['250.00', '0.00', '50.00']);
    expect(body.data.account_logs.map((r: { debit_amount: string; credit_amount: string }) => [r.debit_amount, r.credit_amount])).toEqual([
      ['250.00', '0.00'],
      ['0.00', '300.00'],
      ['50.00', '0.00'],
    ]);
  });

  it('PUT update/ refuses an update that would unbalance the voucher, and keeps the books as they were', async () => {
    const res = await call('PUT', '/payment_voucher/api/v1/payment_voucher/update/', {
      invoice_no: invoice,
      items: [{ id: lineIds[0], debit_amount: '999.00' }],
    });
    expect(res.statusCode).toBe(400);
    const logged = await rows(sql`select sum(debit_amount)::text as debit from account_log where reference_no = ${invoice}`);
    expect(logged[0].debit).toBe('300.00');
  });

  it('PUT update/ answers 404 for an unknown invoice number and 400 without one', async () => {
    expect((await call('PUT', '/payment_voucher/api/v1/payment_voucher/update/', { invoice_no: 'PV1', details: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/payment_voucher/api/v1/payment_voucher/update/', { details: 'x' })).json()).toEqual({
      invoice_no: ['This field is required.'],
    });
  });

  it('a ledger with postings cannot be deleted', async () => {
    const res = await call('DELETE', `/ledger_account/api/v1/ledger_account/delete/${fuel}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/cannot be deleted: 1 account log entry still refers to it\.$/);
  });

  it('DELETE delete/{id} removes the voucher and its account-log rows', async () => {
    const { id } = await ok('GET', `/payment_voucher/api/v1/payment_voucher/search/?q=`).then(
      async () => (await rows(sql`select id from payment_voucher where invoice_no = ${invoice}`))[0],
    );
    await ok('DELETE', `/payment_voucher/api/v1/payment_voucher/delete/${id}`);
    expect(await rows(sql`select id from account_log where reference_no = ${invoice}`)).toEqual([]);
    expect(await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${invoice}`)).toEqual({
      detail: `Invoice no ${invoice} has no PaymentVouchers`,
    });
  });
});

describe('every kind of voucher, created and opened by its number', () => {
  const logType: Record<VoucherKind, string> = {
    payment_voucher: 'payment_voucher',
    receipt_voucher: 'receipt_voucher',
    sales: 'sales',
    purchase: 'purchase',
    contra: 'contra',
    journal: 'journal',
    idjournal: 'journal',
  };
  it.each(Object.entries(voucherKinds).map(([kind, spec]) => [kind, spec.prefix, spec] as const))(
    '%s is numbered %s + date + 00 + sequence and answered by <kind>_by_invoice_no/',
    async (kind, prefix, spec) => {
      const base = `/${kind}/api/v1/${kind}/`;
      const created = await ok('POST', `${base}create/`, {
        [spec.date]: '2026-01-20',
        details: `A ${kind}`,
        items: [
          { ledger: ledgers.get('Bank'), debit_amount: '123.45' },
          { ledger: ledgers.get('Cash'), credit_amount: '123.45' },
        ],
      });
      const number = created[spec.plural][0].invoice_no as string;
      expect(number).toMatch(new RegExp(`^${prefix}\\d{8}00\\d+$`));
      expect(created.account_logs.map((r: { log_type: string; reference_no: string }) => [r.log_type, r.reference_no])).toEqual([
        [logType[kind as VoucherKind], number],
        [logType[kind as VoucherKind], number],
      ]);
      const body = await ok('GET', `${base}${kind}_by_invoice_no/${number}`);
      expect(body).toMatchObject({ invoice_no: number, [spec.date]: '2026-01-20', details: `A ${kind}`, sub_ledger: null, branch: null });
      expect(
        body.items.map((r: { ledger: { name: string }; debit_amount: string; credit_amount: string }) => [
          r.ledger.name,
          r.debit_amount,
          r.credit_amount,
        ]),
      ).toEqual([
        ['Bank', '123.45', '0.00'],
        ['Cash', '0.00', '123.45'],
      ]);
      if (kind === 'sales') {
        // The sales voucher is also served at the admin's path and at the original's receipt spelling.
        expect(await ok('GET', `${base}sales_by_invoice_no/${number}`)).toEqual(body);
        expect(await ok('GET', `${base}receipt_voucher_by_invoice_no/${number}`)).toEqual(body);
      }
    },
  );
});

describe('DELETE delete_multiple/', () => {
  it('removes the vouchers and their account-log rows', async () => {
    const rent = await newLedger('Rent');
    const made = await Promise.all(
      ['100.00', '200.00'].map((amount) =>
        ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', payment({ debit: amount, credit: amount }, rent)),
      ),
    );
    const numbers = made.map((m) => m.payment_vouchers[0].invoice_no as string);
    const ids = (await rows(sql`select id from payment_voucher where invoice_no in ${numbers}`)).map((r) => r.id);
    expect(await rows(sql`select id from account_log where reference_no in ${numbers}`)).toHaveLength(4);
    await ok('DELETE', '/payment_voucher/api/v1/payment_voucher/delete_multiple/', { ids });
    expect(await rows(sql`select id from payment_voucher where invoice_no in ${numbers}`)).toEqual([]);
    expect(await rows(sql`select id from account_log where reference_no in ${numbers}`)).toEqual([]);
    for (const number of numbers)
      expect(await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${number}`)).toEqual({
        detail: `Invoice no ${number} has no PaymentVouchers`,
      });
  });

  it('refuses with 409 a list that holds a seeded ledger, and deletes none of them', async () => {
    const spare = await newLedger('Spare');
    const res = await call('DELETE', '/ledger_account/api/v1/ledger_account/delete_multiple/', { ids: [spare, ledgers.get('Cash')] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Ledger account “Cash” came with Sahay and cannot be deleted.' });
    expect(await rows(sql`select name from ledger_account where id in ${[spare, ledgers.get('Cash')]}`)).toHaveLength(2);
  });
});

describe('GET /idjournal/api/v1/idjournal/idjournal_by_invoice_no/{invoice_no}', () => {
  it('pages the id-journal’s lines as the contract records, with page, size and the totals', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => newLedger(`Member ${i}`)));
    const items = members.flatMap((member, i) => [
      { ledger: member, debit_amount: `${i + 1}.00` },
      { ledger: ledgers.get('Cash'), credit_amount: `${i + 1}.00` },
    ]);
    const created = await ok('POST', '/idjournal/api/v1/idjournal/create/', { journal_date: '2026-02-01', items });
    const number = created.idjournals[0].invoice_no;
    expect(number).toMatch(/^JOURNAL\d{8}00\d+$/);
    const base = `/idjournal/api/v1/idjournal/idjournal_by_invoice_no/${number}`;
    const first = await ok('GET', base);
    expect(first).toMatchObject({ invoice_no: number, journal_date: '2026-02-01', page: 1, size: 10, total_pages: 2, total_elements: 12 });
    expect(first.items).toHaveLength(10);
    const last = await ok('GET', `${base}?page=3&size=5`);
    expect(last).toMatchObject({ page: 3, size: 5, total_pages: 3, total_elements: 12 });
    expect(last.items.map((r: { id: number }) => r.id)).toEqual(created.idjournals.slice(10).map((r: { id: number }) => r.id));
    // Other kinds answer every line, unpaged.
    const journal = await ok('POST', '/journal/api/v1/journal/create/', { journal_date: '2026-02-01', items });
    const whole = await ok('GET', `/journal/api/v1/journal/journal_by_invoice_no/${journal.journals[0].invoice_no}`);
    expect(whole.items).toHaveLength(12);
    expect(whole).not.toHaveProperty('total_pages');
  });
});

describe('the account log', () => {
  it('answers 405 to create, update and delete: it is written by vouchers only', async () => {
    for (const [method, url] of [
      ['POST', '/account_log/api/v1/account_log/create/'],
      ['PUT', '/account_log/api/v1/account_log/update/1'],
      ['DELETE', '/account_log/api/v1/account_log/delete/1'],
      ['DELETE', '/account_log/api/v1/account_log/delete_multiple/'],
    ] as const) {
      const res = await call(method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.json().detail).toMatch(/voucher/);
    }
  });

  it('answers its search under the contract’s key, payment_methods', async () => {
    const body = await ok('GET', '/account_log/api/v1/account_log/search/?log_type=payment_voucher');
    expect(Object.keys(body)).toContain('payment_methods');
  });
});

describe('the database keeps the books balanced whatever code writes them', () => {
  it('refuses at commit a voucher line written alone by raw SQL', async () => {
    const db = app.database.db;
    const attempt = db.transaction(async (tx) => {
      const [{ id }] = (
        (await tx.execute(
          sql`insert into payment_voucher (payment_date, invoice_no) values ('2026-01-01', 'PV-RAW-1') returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      await tx.execute(
        sql`insert into payment_voucher_line (document_id, ledger_id, debit_amount, credit_amount) values (${id}, ${ledgers.get('Cash')}, 10, 0)`,
      );
    });
    expect(await refusal(attempt)).toMatch(/does not balance/);
    expect(await rows(sql`select id from payment_voucher where invoice_no = 'PV-RAW-1'`)).toEqual([]);
  });

  it('refuses at commit an account-log row written alone by raw SQL', async () => {
    const attempt = app.database.db.execute(
      sql`insert into account_log (ledger_id, reference_no, log_type, debit_amount, credit_amount, log_date) values (${ledgers.get('Cash')}, 'RAW-LOG', 'journal', 10, 0, '2026-01-01')`,
    );
    expect(await refusal(attempt)).toMatch(/does not balance/);
    expect(await rows(sql`select id from account_log where reference_no = 'RAW-LOG'`)).toEqual([]);
  });
});

describe('GET /receipt_voucher/api/v1/receipt_voucher/search/', () => {
  it('filters by part of the invoice number and by the voucher date, from and to (inclusive)', async () => {
    const make = (date: string) =>
      ok('POST', '/receipt_voucher/api/v1/receipt_voucher/create/', {
        receipt_date: date,
        items: [
          { ledger: ledgers.get('Cash'), debit_amount: '10.00' },
          { ledger: ledgers.get('Company Sales'), credit_amount: '10.00' },
        ],
      });
    const [early, middle, late] = [await make('2017-01-10'), await make('2017-02-10'), await make('2017-03-10')];
    const numbers = (body: { receipt_vouchers: { invoice_no: string }[] }) => body.receipt_vouchers.map((v) => v.invoice_no).sort();
    const inFebruary = await ok('GET', '/receipt_voucher/api/v1/receipt_voucher/search/?date_after=2017-02-10&date_before=2017-02-28');
    expect(numbers(inFebruary)).toEqual([middle.receipt_vouchers[0].invoice_no]);
    const fromFebruary = await ok('GET', '/receipt_voucher/api/v1/receipt_voucher/all/?date_after=2017-02-10&date_before=2017-12-31');
    expect(numbers(fromFebruary)).toEqual([middle, late].map((v) => v.receipt_vouchers[0].invoice_no).sort());
    const number = early.receipt_vouchers[0].invoice_no as string;
    const byPart = await ok('GET', `/receipt_voucher/api/v1/receipt_voucher/search/?invoice_no=${number.slice(-6).toLowerCase()}`);
    expect(numbers(byPart)).toContain(number);
    const wrong = await call('GET', '/receipt_voucher/api/v1/receipt_voucher/search/?date_after=10-02-2017');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ date_after: ['Enter a date as YYYY-MM-DD.'] });
  });
});

describe('who keeps the books', () => {
  it('the seeded Accountant role holds every accounting permission but accounting.lock; the Content editor holds none', async () => {
    const read = async (url: string, permission: string) =>
      (await app.inject({ method: 'GET', url, headers: asCaller(permission) })).json();
    const { roles } = await read('/role/api/v1/role/without_pagination/all/', 'role.read');
    const { permissions } = (
      await app.inject({
        method: 'GET',
        url: '/permission/api/v1/permission/without_pagination/all/',
        headers: asCaller('permission.read'),
      })
    ).json();
    const names = (role: { permissions: number[] }) =>
      role.permissions.map((id) => permissions.find((p: { id: number }) => p.id === id)?.name);
    const accounting = permissions.filter((p: { module: string }) => p.module === 'accounting').map((p: { name: string }) => p.name);
    expect(accounting).toEqual(expect.arrayContaining(['payment_voucher.create', 'ledger_account.delete', 'account_log.read']));
    const accountant = roles.find((r: { name: string }) => r.name === 'Accountant');
    const editor = roles.find((r: { name: string }) => r.name === 'Content editor');
    // accounting.lock (moving a lock date back, reopening a year) is the Administrator's to give.
    expect(names(accountant)).toEqual(expect.arrayContaining(accounting.filter((n: string) => n !== 'accounting.lock')));
    expect(names(accountant)).not.toContain('accounting.lock');
    expect(names(editor).filter((n: string) => accounting.includes(n))).toEqual([]);
  });
});

describe('clearing fields', () => {
  it('a line’s sub-ledger is cleared with null; an amount sent as null is refused per field, never a server error', async () => {
    const { sub_ledgers } = await ok('GET', '/sub_ledger_account/api/v1/sub_ledger_account/all/').catch(() => ({ sub_ledgers: [] }));
    const subLedger =
      sub_ledgers[0]?.id ??
      (await ok('POST', '/sub_ledger_account/api/v1/sub_ledger_account/create/', { name: `Project ${Math.random()}` })).id;
    const created = await ok('POST', '/payment_voucher/api/v1/payment_voucher/create/', {
      payment_date: '2026-05-01',
      items: [
        { ledger: ledgers.get('Bank'), sub_ledger: subLedger, debit_amount: '9.00' },
        { ledger: ledgers.get('Cash'), credit_amount: '9.00' },
      ],
    });
    const [first, second] = created.payment_vouchers;
    const cleared = await ok('PUT', '/payment_voucher/api/v1/payment_voucher/update/', {
      invoice_no: first.invoice_no,
      items: [{ id: first.id, sub_ledger: null }, { id: second.id }],
    });
    expect(cleared.data.payment_vouchers[0].sub_ledger).toBeNull();
    const refused = await call('PUT', '/payment_voucher/api/v1/payment_voucher/update/', {
      invoice_no: first.invoice_no,
      items: [{ id: first.id, debit_amount: null }, { id: second.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['items.0.debit_amount']);
  });
});
