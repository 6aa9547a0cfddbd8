import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { confirmPastGifts } from '../donations/index.ts';

/**
 * Donors' past gifts imported from a file are written in bulk: they must end exactly as the same gifts pledged
 * and confirmed one by one through the API do (the books of each ledger, the receipt numbers, the cause's raised
 * amount, the donors' ledgers and the audit trail), and a clerk confirming a gift while an import writes gets
 * numbers of their own.
 */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller('donation.create', 'donation.read', 'donation.update', 'cause.read');
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const call = async (method: 'GET' | 'POST', url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await app.inject({ method, url, payload, headers: staff });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

let cause: { id: number; name: string };
const methods = new Map<string, number>();
beforeAll(async () => {
  [cause] = await rows<{ id: number; name: string }>(sql`select id, name from cause order by id limit 1`);
  for (const m of await rows<{ id: number; name: string }>(sql`select id, name from payment_method`)) methods.set(m.name, m.id);
});
const raised = async () => (await call('GET', `/cause/api/v1/cause/${cause.id}`)).raised_amount as string;

interface Gift {
  first: string;
  date: string;
  amount: string;
  method: string;
  toCause?: true;
}
/** The same gifts for two sets of donors, told apart by their last name (`who`), which is in their emails too. */
const gifts: Gift[] = [
  { first: 'Rokeya', date: '2024-12-30', amount: '1200.00', method: 'Cash', toCause: true },
  { first: 'Rokeya', date: '2025-01-04', amount: '300.50', method: 'Bank transfer' },
  { first: 'Selim', date: '2025-01-05', amount: '75.25', method: 'bKash', toCause: true },
  { first: 'Tahmina', date: '2024-12-31', amount: '40.00', method: 'Cash' },
];
/** A receipt's number in its year (`DR-2025-00012` → 12), a voucher's in its day (`RV2026112800123` → 123). */
const receiptSequence = (receiptNo: string) => Number(receiptNo.slice('DR-2025-'.length));
const voucherSequence = (invoiceNo: string) => Number(invoiceNo.slice('RV20261128'.length + 2));
const emailOf = (first: string, who: string) => `${first.toLowerCase()}.${who.toLowerCase()}@gifts.example.org`;

/** Selim has pledged before (a gift not yet come): his user exists already, and his past gifts are matched to it. */
const pledgeFirst = (who: string) =>
  call('POST', '/donation/api/v1/donation/create/', {
    first_name: 'Selim',
    last_name: who,
    email: emailOf('Selim', who).toUpperCase(),
    amount: '10.00',
    payment_method: methods.get('Cash'),
  });

const importFile = (who: string) =>
  [
    'First name,Last name,Email,Date,Amount,Cause,Payment method',
    ...gifts.map((g) => [g.first, who, emailOf(g.first, who), g.date, g.amount, g.toCause ? cause.name : '', g.method].join(',')),
  ].join('\n');

async function confirmOneByOne(who: string) {
  for (const g of gifts) {
    const pledge = await call('POST', '/donation/api/v1/donation/create/', {
      first_name: g.first,
      last_name: who,
      email: emailOf(g.first, who),
      amount: g.amount,
      payment_method: methods.get(g.method),
      ...(g.toCause ? { cause: cause.id } : {}),
    });
    await call('POST', `/donation/api/v1/donation/confirm/${pledge.id}/`, { date: g.date }, 200);
  }
}

/** The confirmed gifts of a set of donors, in the file's order. */
const confirmedOf = (who: string) =>
  rows<{ id: number; user_id: number; receipt_no: string; receipt_invoice_no: string; email: string }>(
    sql`select id, user_id, receipt_no, receipt_invoice_no, email from donation
        where email like ${`%.${who.toLowerCase()}@gifts.example.org`} and status = 'confirmed' order by id`,
  );

/** Text as both sets read alike: the set's name, and the numbers each set was given, left out. */
const alike = (value: unknown, who: string): unknown =>
  JSON.parse(
    JSON.stringify(value)
      .replaceAll(who, 'WHO')
      .replaceAll(who.toLowerCase(), 'who')
      .replace(/DR-\d{4}-\d{5}/g, 'DR-…')
      .replace(/RV\d+/g, 'RV…'),
  );

/** What the books hold of a set's gifts: each account-log row, with its ledger's name. */
const booksOf = async (who: string) =>
  alike(
    await rows(
      sql`select l.name as ledger, a.debit_amount::text as debit, a.credit_amount::text as credit, a.log_date::text as date,
                 a.log_type, a.details
          from account_log a join ledger_account l on l.id = a.ledger_id
          where a.reference_no in (select receipt_invoice_no from donation where email like ${`%.${who.toLowerCase()}@gifts.example.org`})
          order by a.id`,
    ),
    who,
  );

/** Each gift's audit trail, in order: what was done to it, and its voucher's creation. */
const trailOf = async (who: string) => {
  const trail = [];
  for (const gift of await confirmedOf(who)) {
    const entries = await rows<{ action: string; user_id: number; changes: Record<string, unknown> }>(
      sql`select action, user_id, changes from audit_log where entity = 'donation' and entity_id = ${gift.id} order by id`,
    );
    const voucher = await rows<{ action: string; user_id: number; changes: Record<string, unknown> }>(
      sql`select action, user_id, changes - 'items' as changes from audit_log
          where entity = 'receipt_voucher' and changes->>'invoice_no' = ${gift.receipt_invoice_no}`,
    );
    // The donor's user id differs from set to set; its own check is below.
    const withoutUser = ({ user: _, ...changes }: Record<string, unknown>) => changes;
    trail.push([...entries, ...voucher].map((e) => ({ ...e, changes: withoutUser(e.changes) })));
  }
  return alike(trail, who);
};

describe('past gifts imported in bulk', () => {
  it('end as the same gifts confirmed one by one through the API: books, receipt numbers, raised amount, ledgers, trail', async () => {
    await pledgeFirst('Bulk');
    await pledgeFirst('Single');
    const before = await raised();
    const imported = await call('POST', '/import/api/v1/import/donation/', { file_name: 'gifts.csv', content: importFile('Bulk') }, 200);
    expect(imported).toMatchObject({ status: 'imported', rows: gifts.length, errors: [] });
    const afterBulk = await raised();
    await confirmOneByOne('Single');
    const afterSingle = await raised();

    // The cause rose by its two gifts, each time.
    expect(Number(afterBulk) - Number(before)).toBeCloseTo(1275.25, 2);
    expect(Number(afterSingle) - Number(afterBulk)).toBeCloseTo(1275.25, 2);

    const bulk = await confirmedOf('Bulk');
    const single = await confirmedOf('Single');
    expect(bulk).toHaveLength(gifts.length);
    expect(single).toHaveLength(gifts.length);
    // Each year's receipts run on without a gap from the bulk's to the clerk's, in the file's order; so do the vouchers.
    const consecutive = (numbers: number[]) => numbers.map((_, i) => numbers[0] + i);
    for (const year of ['2024', '2025']) {
      const numbers = [...bulk, ...single].filter((g) => g.receipt_no.startsWith(`DR-${year}-`)).map((g) => receiptSequence(g.receipt_no));
      expect(numbers, year).toEqual(consecutive(numbers));
    }
    const vouchers = [...bulk, ...single].map((g) => voucherSequence(g.receipt_invoice_no));
    expect(vouchers).toEqual(consecutive(vouchers));

    // The same rows in the books: Cash and Bank debited, each donor's own ledger credited, with the same words.
    expect(await booksOf('Bulk')).toEqual(await booksOf('Single'));
    expect(((await booksOf('Bulk')) as unknown[]).length).toBe(2 * gifts.length);

    // One user per donor (Selim's the one he pledged with), and their ledger titled with their name.
    for (const who of ['Bulk', 'Single']) {
      const ledgers = await rows<{ email: string; ledger: string; pledged: number }>(
        sql`select u.email, l.name as ledger, (select count(*)::int from donation p where p.user_id = u.id) as pledged
            from "user" u join ledger_account l on l.ledger_type = 'user_ledger' and l.reference_id = u.id
            where u.email like ${`%.${who.toLowerCase()}@gifts.example.org`} order by u.email`,
      );
      expect(ledgers).toEqual([
        { email: emailOf('Rokeya', who), ledger: `Rokeya ${who}`, pledged: 2 },
        { email: emailOf('Selim', who), ledger: `Selim ${who}`, pledged: 2 },
        { email: emailOf('Tahmina', who), ledger: `Tahmina ${who}`, pledged: 1 },
      ]);
    }

    // The trail tells the same story: each gift recorded, then confirmed, and its voucher created, by the same user.
    const trail = await trailOf('Bulk');
    expect(trail).toEqual(await trailOf('Single'));
    expect((trail as { action: string }[][]).map((entries) => entries.map((e) => e.action))).toEqual(
      gifts.map(() => ['create', 'update', 'create']),
    );
  });

  it('gives a clerk confirming a gift while an import writes a receipt and a voucher of their own', async () => {
    const year = new Date().toISOString().slice(0, 4);
    const day = `${year}-01-02`;
    const pledge = await call('POST', '/donation/api/v1/donation/create/', {
      first_name: 'Nasrin',
      last_name: 'Clerk',
      email: 'nasrin.clerk@gifts.example.org',
      amount: '500.00',
      payment_method: methods.get('Cash'),
    });
    const file = Array.from({ length: 300 }, (_, i) => ({
      date: day,
      input: {
        first_name: `Donor${i % 30}`,
        last_name: 'Atonce',
        email: `donor${i % 30}.atonce@gifts.example.org`,
        amount: `${10 + i}.00`,
        payment_method: methods.get('Cash'),
      },
    }));
    let clerk: Promise<{ receipt_no: string; receipt_invoice_no: string }> | undefined;
    await inTransaction(app.database.db, async (tx) => {
      await confirmPastGifts(app, tx, file, { userId: 1, permissions: new Set() });
      // The clerk confirms now: the import's gifts are numbered, not yet committed.
      clerk = call('POST', `/donation/api/v1/donation/confirm/${pledge.id}/`, { date: day }, 200);
      // PostgreSQL: the clerk is seen waiting for the year's receipt counter, which the import holds. The embedded
      // database has one connection, which the clerk gets once the import's transaction ends.
      if (app.database.kind === 'postgres')
        await expect
          .poll(
            async () =>
              (
                await app.database.query(
                  `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
                )
              )[0].n,
          )
          .toBe(1);
    });
    const confirmed = await clerk;
    const all = await rows<{ receipt_no: string; receipt_invoice_no: string }>(
      sql`select receipt_no, receipt_invoice_no from donation where confirmed_date = ${day} and receipt_no is not null`,
    );
    expect(all.length).toBeGreaterThanOrEqual(301);
    expect(new Set(all.map((g) => g.receipt_no)).size).toBe(all.length);
    expect(new Set(all.map((g) => g.receipt_invoice_no)).size).toBe(all.length);
    // The clerk's come after every one the import took.
    expect(receiptSequence(confirmed?.receipt_no as string)).toBe(Math.max(...all.map((g) => receiptSequence(g.receipt_no))));
    expect(voucherSequence(confirmed?.receipt_invoice_no as string)).toBe(
      Math.max(...all.map((g) => voucherSequence(g.receipt_invoice_no))),
    );
  });
});
