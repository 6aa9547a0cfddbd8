// The shop at scale, for `npm run bench` (section "orders"): the seeded demo charity plus 100,000 orders of
// two lines each over three years (60 % confirmed with their sales voucher and account-log rows, as
// confirming posts them; the rest drafts and cancelled), then, against the real server on that data folder
// and beside the bare route in the same run, the p95 of a page of the order list filtered by status and of
// the order report with profit for a year.
//
//   BENCH_ONLY=orders npm run bench           this section alone
//   BENCH_ORDERS=20000 ...                    fewer orders

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { atScale, countAgain, reader, rowsOf } from './bench-at-scale.ts';
import { timedSideBySide } from './bench-measure.ts';
import { table } from './bench-table.ts';

const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const samples = 40;

/** Customers, orders, their lines and the confirmed ones' sales vouchers in bulk. */
async function loadOrders(db: Db) {
  await db.execute(
    sql`insert into customer (name, email) select 'Bench customer ' || g, 'customer' || g || '@example.org' from generate_series(1, 2000) g`,
  );
  // Order g: confirmed when g % 10 < 6 (sale SAB<g>), cancelled when g % 10 = 6, else a draft.
  const batch = 25_000;
  for (let from = 1; from <= orders; from += batch) {
    const to = Math.min(orders, from + batch - 1);
    await db.execute(sql`
      with bench_customers as (select array_agg(id order by id) as ids from customer where name like 'Bench customer %'),
        methods as (select array_agg(id order by id) as ids from paymentmethod)
      insert into customerorder (customer_id, order_date, payment_method_id, order_no, status, sales_invoice_no, confirmed_date, cancelled_date)
      select c.ids[1 + g % cardinality(c.ids)], date '2023-01-01' + (g % 1095), m.ids[1 + g % cardinality(m.ids)], 'SOB' || g,
        case when g % 10 < 6 then 'confirmed' when g % 10 = 6 then 'cancelled' else 'draft' end,
        case when g % 10 < 7 then 'SAB' || g end,
        case when g % 10 < 7 then date '2023-01-01' + (g % 1095) end,
        case when g % 10 = 6 then date '2023-01-01' + (g % 1095) + 1 end
      from generate_series(${from}::int, ${to}::int) g, bench_customers c, methods m`);
  }
  await db.execute(sql`
    with catalogue as (select array_agg(id order by id) as ids, array_agg(price order by id) as prices, array_agg(cost order by id) as costs from product)
    insert into customerorder_line (document_id, product_id, quantity, unit_price, line_total, unit_cost)
    select o.id, p.ids[i], q, p.prices[i], p.prices[i] * q, p.costs[i]
    from customerorder o, catalogue p, generate_series(0, 1) k,
      lateral (select 1 + (o.id * 7 + k * 13) % cardinality(p.ids) as i, 1 + (o.id + k) % 4 as q) pick
    where o.order_no like 'SOB%'`);
  await db.execute(sql`update customerorder o set total = t.total, paid_amount = case when o.status = 'confirmed' and o.id % 3 = 0 then t.total else 0 end
    from (select document_id, sum(line_total) as total from customerorder_line group by document_id) t
    where t.document_id = o.id and o.order_no like 'SOB%'`);
  // Each confirmed (or since cancelled) order's sale: the customer's side (here Cash) debited, Company Sales credited.
  await db.execute(sql`insert into sales (sales_date, invoice_no, details)
    select confirmed_date, sales_invoice_no, 'Bench order ' || order_no from customerorder where sales_invoice_no like 'SAB%'`);
  await db.execute(sql`
    insert into sales_line (document_id, ledger_id, debit_amount, credit_amount)
    select s.id, x.ledger, x.debit, x.credit
    from sales s join customerorder o on o.sales_invoice_no = s.invoice_no,
      lateral (values
        ((select id from ledger_account where name = 'Cash'), o.total, 0::numeric),
        ((select id from ledger_account where name = 'Company Sales'), 0::numeric, o.total)) x(ledger, debit, credit)
    where s.invoice_no like 'SAB%' and o.total > 0`);
  await db.execute(sql`insert into account_log (ledger_id, reference_no, log_type, debit_amount, credit_amount, log_date, voucher_id)
    select l.ledger_id, s.invoice_no, 'sales', l.debit_amount, l.credit_amount, s.sales_date, s.id
    from sales_line l join sales s on s.id = l.document_id where s.invoice_no like 'SAB%'`);
  await countAgain(db, 'customerorder', 'status');
  const [counts] = await rowsOf<{ orders: number; lines: number; confirmed: number }>(
    db,
    sql`select (select count(*)::int from customerorder) as orders, (select count(*)::int from customerorder_line) as lines,
      (select count(*)::int from customerorder where status = 'confirmed') as confirmed`,
  );
  console.log(
    `  ${counts.orders.toLocaleString('en')} orders (${counts.confirmed.toLocaleString('en')} confirmed), ${counts.lines.toLocaleString('en')} lines`,
  );
}

export function ordersAtScale({ bareUrl }: { bareUrl: string }): Promise<string[]> {
  return atScale(loadOrders, async (server, token) => {
    const problems: string[] = [];
    const read = reader(problems, 'orders');
    const staffHeaders = { authorization: `Bearer ${token}` };
    const measures = [
      {
        name: 'order list, status confirmed, page 1',
        path: '/customerorder/api/v1/customerorder/all/?status=confirmed&page=1&size=25',
        goal: 50,
      },
      {
        name: 'order list, status draft, page 100',
        path: '/customerorder/api/v1/customerorder/all/?status=draft&page=100&size=25',
        goal: 50,
      },
      {
        name: 'order list, status confirmed, page 2000',
        path: '/customerorder/api/v1/customerorder/all/?status=confirmed&page=2000&size=25',
        goal: 50,
      },
      {
        name: 'order report with profit, 2024, page 1',
        path: '/report/api/v1/order_report_with_profit/filter/?date_after=2024-01-01&date_before=2024-12-31&page=1&size=25',
      },
    ];
    const timings = [['measure', 'p95 ms', 'bare read p95 ms', 'goal']];
    for (const measure of measures) {
      const [measured, bareRead] = await timedSideBySide(
        samples,
        () => read(`${server.url}${measure.path}`, staffHeaders),
        () => read(`${bareUrl}/`),
      );
      timings.push([measure.name, measured.toFixed(1), bareRead.toFixed(1), measure.goal ? `< ${measure.goal} ms` : '']);
      if (measure.goal && measured >= measure.goal)
        problems.push(`orders: ${measure.name} p95 is ${measured.toFixed(1)} ms (goal: under ${measure.goal} ms)`);
    }
    console.log(`\n${table(timings)}\n`);
    return problems;
  });
}
