import type { ImportRun } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { bookDay, whileBooksLocked } from '../../test-support/books-lock.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * Imports from spreadsheets as a charity moving to Sahay meets them: a file checked first (every bad row by
 * line and column), then written whole or not at all, through each module's own workflow (members with their
 * users, past gifts confirmed into the books, opening stock moved, opening balances as one journal).
 */
const app = await createTestApp();
// A large file is worked from the job queue.
await app.jobs.start({ pollingIntervalSeconds: 0.5 });
afterAll(() => app.close());

const staff = asCaller('member.create', 'donation.create', 'donation.update', 'product.create', 'ledger_account.create', 'cause.read');
const base = '/import/api/v1/import';

const send = (
  kind: string,
  fileName: string,
  content: string,
  options: { dryRun?: boolean; headers?: Record<string, string>; date?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `${base}/${kind}/${options.dryRun ? 'dry_run/' : ''}`,
    payload: { file_name: fileName, content, ...(options.date ? { date: options.date } : {}) },
    headers: options.headers ?? staff,
  });
const run = async (kind: string, fileName: string, content: string, options: { dryRun?: boolean; date?: string } = {}) => {
  const res = await send(kind, fileName, content, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportRun;
};
const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const count = async (query: ReturnType<typeof sql>) => {
  const { rows } = (await app.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
};
const membersNamed = (email: string) =>
  count(sql`select count(*) as n from member m join "user" u on u.id = m.user_id where lower(u.email) = ${email.toLowerCase()}`);

async function xlsx(rows: (string | number | Date)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe('POST /import/api/v1/import/member/', () => {
  const good = csv(
    'First name,Last name,Email,Phone',
    'Amena,Khatun,amena.import@example.org,01711000001',
    'Babul,Mia,babul.import@example.org,',
  );

  it('a dry run of a good file reports it ready and writes nothing; the import then writes every row', async () => {
    const checked = await run('member', 'members.csv', good, { dryRun: true });
    expect(checked).toMatchObject({ status: 'checked', rows: 2, errors: [], dry_run: true });
    expect(await membersNamed('amena.import@example.org')).toBe(0);
    const imported = await run('member', 'members.csv', good);
    expect(imported).toMatchObject({ status: 'imported', rows: 2, rows_done: 2, errors: [] });
    expect(await membersNamed('amena.import@example.org')).toBe(1);
    expect(await membersNamed('babul.import@example.org')).toBe(1);
    const read = await app.inject({ method: 'GET', url: `${base}/run/${imported.id}/`, headers: staff });
    expect(read.json()).toMatchObject({ id: imported.id, status: 'imported' });
  });

  it('reports every bad row by line and column, and an import with one writes none of the good rows', async () => {
    const file = csv(
      'First name,Email,Gender',
      'Chhabi,chhabi.import@example.org,female',
      '',
      'Dipa,not-an-email,female',
      ',dulal.import@example.org,robot',
      'Esha,chhabi.import@example.org,',
    );
    const report = await run('member', 'members.csv', file);
    expect(report.status).toBe('failed');
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 4, column: 'Email' }),
        expect.objectContaining({ line: 5, column: 'First name' }),
        expect.objectContaining({ line: 5, column: 'Gender' }),
        expect.objectContaining({ line: 6, column: 'Email' }),
      ]),
    );
    expect(report.errors.every((e) => e.line !== 2)).toBe(true);
    expect(await membersNamed('chhabi.import@example.org')).toBe(0);
  });

  it('reads an XLSX file, with Bengali headings and a date cell', async () => {
    const content = await xlsx([
      ['নামের প্রথম অংশ', 'ইমেইল', 'জন্ম তারিখ'],
      ['Farida', 'farida.import@example.org', new Date(Date.UTC(1990, 4, 17))],
    ]);
    expect(await run('member', 'members.xlsx', content)).toMatchObject({ status: 'imported', rows: 1 });
    const { rows } = (await app.database.db.execute(
      sql`select u.date_of_birth::text as born from member m join "user" u on u.id = m.user_id where u.email = 'farida.import@example.org'`,
    )) as unknown as { rows: { born: string }[] };
    expect(rows[0].born).toBe('1990-05-17');
  });

  it('refuses a file without a needed column or with a heading it does not know, naming them', async () => {
    const report = await run('member', 'members.csv', csv('First name,Favourite colour', 'Gita,blue'));
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 1, column: 'Favourite colour' }),
        expect.objectContaining({ line: 1, column: 'Email' }),
      ]),
    );
    expect((await send('member', 'members.pdf', 'x')).statusCode).toBe(400);
  });

  it('offers its template as XLSX and CSV, and the template as given imports', async () => {
    const csvTemplate = await app.inject({ method: 'GET', url: `${base}/member/template/csv/`, headers: staff });
    expect(csvTemplate.headers['content-type']).toContain('text/csv');
    const [headings, example] = csvTemplate.body.trim().split('\r\n');
    expect(headings.split(',').slice(0, 3)).toEqual(['First name', 'Last name', 'Email']);
    expect(example).toContain('rahima.begum@example.org');
    const xlsxTemplate = await app.inject({ method: 'GET', url: `${base}/member/template/xlsx/`, headers: staff });
    expect(xlsxTemplate.headers['content-type']).toContain('spreadsheetml');
    const dry = await run('member', 'member-template.xlsx', xlsxTemplate.rawPayload.toString('base64'), { dryRun: true });
    expect(dry).toMatchObject({ status: 'checked', rows: 1, errors: [] });
  });

  it('is refused to a caller who may not create members', async () => {
    expect((await send('member', 'members.csv', good, { headers: asCaller('product.create') })).statusCode).toBe(403);
  });
});

describe('POST /import/api/v1/import/donation/', () => {
  const causeOf = async () => {
    const { rows } = (await app.database.db.execute(sql`select id, name from cause order by id limit 1`)) as unknown as {
      rows: { id: number; name: string }[];
    };
    return rows[0];
  };
  const raised = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/cause/api/v1/cause/${id}`, headers: staff })).json().raised_amount as string;

  it('posts each past gift as a confirmed donation on its date, raising its cause', async () => {
    const cause = await causeOf();
    const before = await raised(cause.id);
    const file = csv(
      'First name,Last name,Email,Date,Amount,Cause',
      `Hasan,Ali,hasan.import@example.org,2025-02-10,1500.00,${cause.name}`,
      'Hasan,Ali,hasan.import@example.org,2025-03-10,250.50,',
    );
    expect(await run('donation', 'gifts.csv', file)).toMatchObject({ status: 'imported', rows: 2 });
    const { rows } = (await app.database.db.execute(
      sql`select d.status, d.confirmed_date::text as date, d.receipt_no, d.receipt_invoice_no from donation d where d.email = 'hasan.import@example.org' order by d.confirmed_date`,
    )) as unknown as { rows: { status: string; date: string; receipt_no: string; receipt_invoice_no: string }[] };
    expect(rows.map((r) => [r.status, r.date])).toEqual([
      ['confirmed', '2025-02-10'],
      ['confirmed', '2025-03-10'],
    ]);
    expect(rows.every((r) => r.receipt_no && r.receipt_invoice_no)).toBe(true);
    const posted = await count(
      sql`select count(*) as n from account_log where reference_no in (${sql.join(
        rows.map((r) => sql`${r.receipt_invoice_no}`),
        sql`, `,
      )}) and log_date in ('2025-02-10', '2025-03-10')`,
    );
    expect(posted).toBe(4);
    expect(Number(await raised(cause.id)) - Number(before)).toBeCloseTo(1500, 2);
  });

  it('names a cause that does not exist, a bad amount and a date in a locked period, and writes nothing', async () => {
    const file = csv(
      'First name,Email,Date,Amount,Cause',
      'Imran,imran.import@example.org,2025-04-01,100.00,',
      'Jui,jui.import@example.org,2025-04-02,100.00,No such cause',
      'Kona,kona.import@example.org,2025-04-03,ten taka,',
      'Lipi,lipi.import@example.org,2024-01-05,100.00,',
    );
    await whileBooksLocked(
      app,
      async () => {
        const report = await run('donation', 'gifts.csv', file);
        expect(report.status).toBe('failed');
        expect(report.errors).toEqual([
          expect.objectContaining({ line: 3, column: 'Cause', message: 'No cause is called “No such cause”.' }),
          expect.objectContaining({ line: 4, column: 'Amount' }),
          expect.objectContaining({ line: 5, column: 'Date', message: 'The books are locked up to and including 2024-12-31.' }),
        ]);
      },
      '2024-12-31',
    );
    expect(await count(sql`select count(*) as n from donation where email = 'imran.import@example.org'`)).toBe(0);
  });

  it('needs donation.update as well, since it confirms the gifts', async () => {
    const file = csv('First name,Email,Date,Amount', 'Mita,mita.import@example.org,2025-04-01,100.00');
    expect((await send('donation', 'gifts.csv', file, { headers: asCaller('donation.create') })).statusCode).toBe(403);
  });
});

describe('POST /import/api/v1/import/product/', () => {
  const category = async () => {
    const { rows } = (await app.database.db.execute(sql`select name from category order by id limit 1`)) as unknown as {
      rows: { name: string }[];
    };
    return rows[0].name;
  };

  it('makes each product with its cost and moves its opening stock in', async () => {
    const file = csv(
      'Name,SKU,Category,Price,Cost,Opening stock',
      `Jute basket,IMP-JUTE-1,${await category()},450.00,300.00,12`,
      `Clay lamp,IMP-CLAY-1,${await category()},120,80,0`,
    );
    expect(await run('product', 'products.csv', file)).toMatchObject({ status: 'imported', rows: 2 });
    const { rows } = (await app.database.db.execute(
      sql`select p.sku, p.cost::text as cost, i.quantity from product p join inventory i on i.product_id = p.id where p.sku like 'IMP-%' order by p.sku`,
    )) as unknown as { rows: { sku: string; cost: string; quantity: number }[] };
    expect(rows).toEqual([
      { sku: 'IMP-CLAY-1', cost: '80.00', quantity: 0 },
      { sku: 'IMP-JUTE-1', cost: '300.00', quantity: 12 },
    ]);
    expect(
      await count(
        sql`select count(*) as n from stock_movement m join product p on p.id = m.product_id where p.sku = 'IMP-JUTE-1' and m.quantity = 12`,
      ),
    ).toBe(1);
  });

  it('ends as the same products created and stocked one by one through the API: rows, stock, movements, trail', async () => {
    const shelf = await category();
    const [{ id: categoryId }] = (
      (await app.database.db.execute(sql`select id from category where name = ${shelf}`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const items = [
      { name: 'Palm-leaf fan', price: '95.00', cost: '40.50', stock: 7 },
      { name: 'Bamboo flute', price: '350.00', cost: '180.00', stock: 0 },
      { name: 'Terracotta bell', price: '60.00', cost: '25.00', stock: 120 },
    ];
    const file = csv(
      'Name,SKU,Category,Price,Cost,Opening stock',
      ...items.map((item, i) => `${item.name},CMP-BULK-${i},${shelf},${item.price},${item.cost},${item.stock}`),
    );
    expect(await run('product', 'products.csv', file)).toMatchObject({ status: 'imported', rows: items.length });
    const clerk = asCaller('product.create', 'inventory.adjust');
    for (const [i, item] of items.entries()) {
      const made = await app.inject({
        method: 'POST',
        url: '/product/api/v1/product/create/',
        headers: clerk,
        payload: { name: item.name, sku: `CMP-SINGLE-${i}`, category: categoryId, price: item.price, cost: item.cost },
      });
      expect(made.statusCode, made.body).toBe(201);
      if (item.stock > 0) {
        const adjusted = await app.inject({
          method: 'POST',
          url: '/inventory/api/v1/inventory/adjust/',
          headers: clerk,
          payload: { product: made.json().id, quantity: item.stock, reason: 'Opening stock (imported)' },
        });
        expect(adjusted.statusCode, adjusted.body).toBe(201);
      }
    }
    /** A set's products as the shop holds them: each product's fields, stock, movements and trail, in the file's order. */
    const shopOf = async (set: string) => {
      const { rows } = (await app.database.db.execute(
        sql`select p.id, to_jsonb(p) - 'id' - 'sku' - 'created_at' - 'updated_at' as product, i.quantity,
                   (select jsonb_agg(jsonb_build_array(m.kind, m.quantity, m.reason, m.created_by) order by m.id)
                      from stock_movement m where m.product_id = p.id) as movements,
                   (select jsonb_agg(jsonb_build_array(a.action, a.user_id, a.changes - 'sku') order by a.id)
                      from audit_log a where a.entity = 'product' and a.entity_id = p.id) as trail,
                   (select jsonb_agg(jsonb_build_array(a.action, a.user_id, a.changes - 'product' - 'id') order by a.id)
                      from audit_log a join stock_movement m on m.id = a.entity_id
                      where a.entity = 'stock_movement' and m.product_id = p.id) as moved
            from product p join inventory i on i.product_id = p.id where p.sku like ${`CMP-${set}-%`} order by p.sku`,
      )) as unknown as { rows: Record<string, unknown>[] };
      return rows.map(({ id: _, ...row }) => row);
    };
    const bulk = await shopOf('BULK');
    expect(bulk.map((p) => p.quantity)).toEqual(items.map((item) => item.stock));
    expect(bulk).toEqual(await shopOf('SINGLE'));
  });

  it('names an unknown category, a SKU given twice and a bad opening stock, from an XLSX file', async () => {
    const content = await xlsx([
      ['Name', 'SKU', 'Category', 'Price', 'Cost', 'Opening stock'],
      ['Mat', 'IMP-MAT-1', await category(), 100, 60, 3],
      ['Mat again', 'IMP-MAT-1', await category(), 100, 60, 3],
      ['Shawl', 'IMP-SHAWL-1', 'Nowhere', 100, 60, -2],
    ]);
    const report = await run('product', 'products.xlsx', content);
    expect(report.status).toBe('failed');
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, column: 'SKU' }),
        expect.objectContaining({ line: 4, column: 'Category' }),
        expect.objectContaining({ line: 4, column: 'Opening stock' }),
      ]),
    );
    expect(await count(sql`select count(*) as n from product where sku = 'IMP-MAT-1'`)).toBe(0);
  });
});

describe('POST /import/api/v1/import/ledger_account/', () => {
  it('makes the ledgers and posts their opening balances as one balanced journal (an existing ledger takes its balance)', async () => {
    const file = csv(
      'Name,Code,Group,Opening debit,Opening credit',
      'Imported Sonali Bank,1021,Bank Accounts,250000.00,',
      'Cash,,,5000.00,',
      'Imported opening fund,3001,Capital Account,,255000.00',
    );
    const date = '2025-07-01';
    expect(await run('ledger_account', 'chart.csv', file, { date })).toMatchObject({ status: 'imported', rows: 3 });
    const { rows } = (await app.database.db.execute(
      sql`select l.name, a.debit_amount::text as debit, a.credit_amount::text as credit, a.reference_no, a.log_type
          from account_log a join ledger_account l on l.id = a.ledger_id
          where a.details = 'Opening balances (imported)' and a.log_date = ${date} order by a.id`,
    )) as unknown as { rows: { name: string; debit: string; credit: string; reference_no: string; log_type: string }[] };
    expect(rows.map((r) => [r.name, r.debit, r.credit])).toEqual([
      ['Imported Sonali Bank', '250000.00', '0.00'],
      ['Cash', '5000.00', '0.00'],
      ['Imported opening fund', '0.00', '255000.00'],
    ]);
    expect(new Set(rows.map((r) => r.reference_no)).size).toBe(1);
    expect(rows[0].log_type).toBe('journal');
  });

  it('refuses an unbalanced file, naming the difference, and writes no ledger', async () => {
    const file = csv(
      'Name,Group,Opening debit,Opening credit',
      'Unbalanced bank,Bank Accounts,1000.00,',
      'Unbalanced fund,Capital Account,,900.00',
    );
    const report = await run('ledger_account', 'chart.csv', file, { date: bookDay() });
    expect(report).toMatchObject({ status: 'failed' });
    expect(report.errors).toEqual([
      {
        line: null,
        column: null,
        message: 'The opening balances do not balance: debits 1000.00, credits 900.00; the debits are 100.00 more.',
      },
    ]);
    expect(await count(sql`select count(*) as n from ledger_account where name like 'Unbalanced %'`)).toBe(0);
  });

  it('names a group that does not exist and a row with both a debit and a credit', async () => {
    const file = csv('Name,Group,Opening debit,Opening credit', 'Odd ledger,No such group,10.00,10.00');
    const report = await run('ledger_account', 'chart.csv', file, { dryRun: true });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 2, column: 'Group', message: 'No group is called “No such group”.' }),
        expect.objectContaining({ line: 2, column: 'Opening credit' }),
      ]),
    );
  });
});

describe('all or nothing at writing', () => {
  /** A row the checks pass and the database refuses as it is written: what a failing disk or a rule of the database would do. */
  const refuseAtWriting = async (table: string, email: string, run: () => Promise<void>) => {
    await app.database.db.execute(
      sql.raw(`create or replace function refuse_late_row() returns trigger language plpgsql as $$
        begin if lower(new.email) = '${email}' then raise exception 'refused at writing'; end if; return new; end $$`),
    );
    await app.database.db.execute(
      sql.raw(`create trigger refuse_late_row before insert on "${table}" for each row execute function refuse_late_row()`),
    );
    try {
      await run();
    } finally {
      await app.database.db.execute(sql.raw(`drop trigger refuse_late_row on "${table}"`));
      await app.database.db.execute(sql`drop function refuse_late_row()`);
    }
  };

  it('a member file whose last row is refused as it is written writes none of its rows, nor their accounts or ledgers', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Late${i},Writer,late${i}.import@example.org`);
    const file = csv('First name,Last name,Email', ...rows, 'Last,Writer,last.late.import@example.org');
    await refuseAtWriting('user', 'last.late.import@example.org', async () => {
      const report = await run('member', 'members.csv', file);
      expect(report).toMatchObject({ status: 'failed', rows: 41, rows_done: 0 });
      expect(report.errors).toEqual([{ line: null, column: null, message: 'The import failed; nothing was written.' }]);
    });
    expect(await count(sql`select count(*) as n from "user" where email like 'late%.import@example.org'`)).toBe(0);
    expect(await membersNamed('late0.import@example.org')).toBe(0);
    expect(await count(sql`select count(*) as n from ledger_account where name like 'Late% Writer'`)).toBe(0);
  });

  it('a donation file whose last gift is refused as it is written posts none of the gifts, nor their donors', async () => {
    const file = csv(
      'First name,Email,Date,Amount',
      'Early,early.gift.import@example.org,2025-05-01,100.00',
      'Early,early.gift.import@example.org,2025-05-02,200.00',
      'Late,late.gift.import@example.org,2025-05-03,300.00',
    );
    const receipts = () => count(sql`select count(*) as n from account_log where details like 'Donation % from Early%'`);
    const before = await receipts();
    await refuseAtWriting('donation', 'late.gift.import@example.org', async () => {
      // The gifts are written together: the run says nothing was written, rather than which row the database refused.
      const report = await run('donation', 'gifts.csv', file);
      expect(report).toMatchObject({ status: 'failed', rows: 3, rows_done: 0 });
      expect(report.errors).toEqual([{ line: null, column: null, message: 'The import failed; nothing was written.' }]);
    });
    expect(await count(sql`select count(*) as n from donation where email like '%.gift.import@example.org'`)).toBe(0);
    expect(await count(sql`select count(*) as n from "user" where email like '%.gift.import@example.org'`)).toBe(0);
    expect(await receipts()).toBe(before);
  });
});

describe('a large file', () => {
  it('runs in the background: answered at once (202) with its run, whose rows done are read until it is done', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `Bulk${i},bulk${i}.import@example.org`);
    const res = await send('member', 'many.csv', csv('First name,Email', ...rows), { dryRun: true });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json() as ImportRun;
    expect(started).toMatchObject({ status: 'running', rows: 600 });
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: `${base}/run/${started.id}/`, headers: staff })).json() as ImportRun, {
        timeout: 120_000,
        interval: 200,
      })
      .toMatchObject({ status: 'checked', rows_done: 600 });
    expect(await membersNamed('bulk0.import@example.org')).toBe(0);
  }, 180_000);

  it('lets the server answer other requests while it works, shows its phase, then writes every row', async () => {
    const size = 3000;
    const rows = Array.from({ length: size }, (_, i) => `Busy${i},Server,busy${i}.import@example.org,0181${String(i).padStart(7, '0')}`);
    const res = await send('member', 'busy.csv', csv('First name,Last name,Email,Phone', ...rows));
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as ImportRun;
    // What happened, in order: each reading of the run (its phase and rows done), and each answer of the database's health.
    const events: string[] = [];
    let run: ImportRun;
    do {
      run = (await app.inject({ method: 'GET', url: `${base}/run/${id}/`, headers: staff })).json() as ImportRun;
      events.push(run.status === 'running' ? `${run.phase} ${run.rows_done}` : run.status);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      events.push(`ready ${ready.statusCode}`);
      // Read again shortly, as the back office does: the queue's timers run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (run.status === 'running');
    expect(run).toMatchObject({ status: 'imported', rows: size, rows_done: size, phase: null });
    // The work begun (rows being checked, or written), and the database answered a public request after that, before
    // the run was done. Which phase a reading meets depends on the database's speed: PostgreSQL checks 3,000 rows
    // between two readings, the embedded database is met part-way.
    const partly = events.findIndex((e) => /^(checking|writing) \d+$/.test(e));
    expect(partly, events.join(', ')).toBeGreaterThanOrEqual(0);
    expect(events.slice(partly)).toContain('ready 200');
    expect(events.indexOf('ready 200', partly)).toBeLessThan(events.indexOf('imported'));
    expect(events.filter((e) => e.startsWith('ready')).every((e) => e === 'ready 200')).toBe(true);
    expect(await membersNamed(`busy${size - 1}.import@example.org`)).toBe(1);
    expect(await count(sql`select count(*) as n from ledger_account where name = ${`Busy${size - 1} Server`}`)).toBe(1);
  }, 300_000);
});
