// Donations at scale, for `npm run bench` (section "donations"): the seeded demo charity plus 100,000
// donations across its causes (85 % confirmed, each with its receipt voucher and account-log rows, as
// confirming posts them), then, against the real server on that data folder and beside the bare route in
// the same run: the throughput of a cause's page (/cause-single/{id}, whose raised amount sums the
// cause's receipts) and the p95 of the donations list filtered by status.
//
//   BENCH_ONLY=donations npm run bench            this section alone
//   BENCH_DONATIONS=20000 ...                     fewer donations

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { atScale, countAgain, reader, rowsOf } from './bench-at-scale.ts';
import { throughputTable, timedSideBySide } from './bench-measure.ts';
import { table } from './bench-table.ts';

const donations = Number(process.env.BENCH_DONATIONS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const samples = 40;

/** Donors, donations and their receipts in bulk, as the confirm service would have written them. */
async function loadDonations(db: Db) {
  await db.execute(sql`insert into ledger_account (name, head_group_id, ledger_type, reference_id)
      select 'Bench donor ' || g, (select id from "group" where name = 'Sundry Creditors'), 'user_ledger', 1000000 + g
      from generate_series(1, 5000) g`);
  // Donation g: failed when g % 20 = 0, pledged when g % 20 is 1 or 2, else confirmed with receipt RVB<g>.
  const batch = 25_000;
  for (let from = 1; from <= donations; from += batch) {
    const to = Math.min(donations, from + batch - 1);
    await db.execute(sql`
        with causes as (select array_agg(id order by id) as ids from cause),
          methods as (select array_agg(id order by id) as ids from payment_method)
        insert into donation (first_name, email, amount, payment_method_id, cause_id, status, donation_date, confirmed_date, receipt_no, receipt_invoice_no, failed_reason)
        select 'Donor', 'donor' || (g % 5000) || '@example.org', ((g * 37) % 20000 + 100)::numeric,
          m.ids[1 + g % cardinality(m.ids)], c.ids[1 + g % cardinality(c.ids)],
          case when g % 20 = 0 then 'failed' when g % 20 in (1, 2) then 'pledged' else 'confirmed' end,
          date '2024-01-01' + (g % 1000),
          case when g % 20 > 2 then date '2024-01-01' + (g % 1000) + 2 end,
          case when g % 20 > 2 then 'DR-B-' || g end,
          case when g % 20 > 2 then 'RVB' || g end,
          case when g % 20 = 0 then 'Bench: the transfer never came' end
        from generate_series(${from}::int, ${to}::int) g, causes c, methods m`);
  }
  await db.execute(sql`
      insert into receipt_voucher (receipt_date, invoice_no, ref_invoice_no, details)
      select d.confirmed_date, d.receipt_invoice_no, c.sales_invoice_no, 'Bench gift ' || d.receipt_no
      from donation d join cause c on c.id = d.cause_id where d.receipt_invoice_no like 'RVB%'`);
  // Each receipt: the method's Cash or Bank debited, a donor's ledger credited; then their account-log rows.
  await db.execute(sql`
      with donors as (select array_agg(id order by id) as ids from ledger_account where name like 'Bench donor %')
      insert into receipt_voucher_line (document_id, ledger_id, debit_amount, credit_amount)
      select r.id, x.ledger, x.debit, x.credit
      from receipt_voucher r
        join donation d on d.receipt_invoice_no = r.invoice_no
        join payment_method m on m.id = d.payment_method_id, donors,
        lateral (values
          ((select id from ledger_account where name = case m.deposit_to when 'cash' then 'Cash' else 'Bank' end), d.amount, 0::numeric),
          (donors.ids[1 + d.id % 5000], 0::numeric, d.amount)) x(ledger, debit, credit)
      where r.invoice_no like 'RVB%'`);
  await db.execute(sql`insert into account_log (ledger_id, reference_no, log_type, debit_amount, credit_amount, log_date, voucher_id)
      select l.ledger_id, r.invoice_no, 'receipt_voucher', l.debit_amount, l.credit_amount, r.receipt_date, r.id
      from receipt_voucher_line l join receipt_voucher r on r.id = l.document_id where r.invoice_no like 'RVB%'`);
  await countAgain(db, 'donation', 'status');
  const [{ n, receipts }] = await rowsOf<{ n: number; receipts: number }>(
    db,
    sql`select (select count(*)::int from donation) as n, (select count(*)::int from receipt_voucher where invoice_no like 'RVB%') as receipts`,
  );
  console.log(`  ${n.toLocaleString('en')} donations and ${receipts.toLocaleString('en')} receipts`);
  const [busiest] = await rowsOf<{ id: number; name: string; gifts: number }>(
    db,
    sql`select c.id, c.name, count(*)::int as gifts from cause c join donation d on d.cause_id = c.id and d.status = 'confirmed' group by c.id order by gifts desc limit 1`,
  );
  return busiest;
}

export function donationsAtScale({ bareUrl }: { bareUrl: string }): Promise<string[]> {
  return atScale(loadDonations, async (server, token, cause) => {
    const page = `${server.url}/cause-single/${cause.id}`;
    console.log(`  ${page} (“${cause.name}”, ${cause.gifts.toLocaleString('en')} confirmed gifts)`);

    const { rows, problems } = throughputTable(
      [
        { name: 'bare fastify route', url: `${bareUrl}/` },
        { name: `/cause-single/${cause.id}, br`, url: page, headers: { 'accept-encoding': 'br' } },
      ],
      { connections, duration },
    );
    console.log(`\n${table(rows)}\n`);

    const read = reader(problems, 'donations');
    const staffHeaders = { authorization: `Bearer ${token}` };
    const lists = [
      { name: 'donations list, status confirmed, page 1', path: '?status=confirmed&page=1&size=25' },
      { name: 'donations list, status pledged, page 100', path: '?status=pledged&page=100&size=25' },
      { name: 'donations list, status confirmed, page 2000', path: '?status=confirmed&page=2000&size=25' },
    ];
    const timings = [['measure', 'p95 ms', 'bare read p95 ms', 'goal']];
    for (const list of lists) {
      const [measured, bareRead] = await timedSideBySide(
        samples,
        () => read(`${server.url}/donation/api/v1/donation/all/${list.path}`, staffHeaders),
        () => read(`${bareUrl}/`),
      );
      timings.push([list.name, measured.toFixed(1), bareRead.toFixed(1), '< 50 ms']);
      if (measured >= 50) problems.push(`donations: ${list.name} p95 is ${measured.toFixed(1)} ms (goal: under 50 ms)`);
    }
    console.log(`${table(timings)}\n`);
    return problems;
  });
}
