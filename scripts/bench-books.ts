// The books at scale, for `npm run bench` (section "books"): 100,000 payment vouchers of ten lines each
// (a million account-log rows over three years) in a throwaway embedded database, then the p95 of the
// ledger report of the busiest ledger (Cash) over a year and of the trial balance of a year, each beside
// the plain SQL aggregate that computes the same numbers, and of a page of the voucher list. A goal
// missed is a problem of the run; the plans printed are EXPLAIN ANALYZE of the queries the app ran.
//
//   BENCH_ONLY=books npm run bench          this section alone
//   BENCH_BOOKS_VOUCHERS=20000 ...          a smaller book

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allPermissions } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { type Db, openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { localMediaStore } from '../apps/api/src/lib/media-store.ts';
import { syncAccess } from '../apps/api/src/modules/access/index.ts';
import { modules } from '../apps/api/src/modules/index.ts';
import { timedSideBySide } from './bench-measure.ts';
import { table } from './bench-table.ts';

const vouchers = Number(process.env.BENCH_BOOKS_VOUCHERS ?? 100_000);
const samples = 40;

async function timed(run: () => Promise<unknown>) {
  const [p] = await timedSideBySide(samples, run);
  return p;
}

interface RanQuery {
  text: string;
  params: unknown[];
}
/** drizzle's session: its logger sees every query with its parameters; its client runs EXPLAIN with them. */
type Session = {
  logger: { logQuery(text: string, params: unknown[]): void };
  client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
};
const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

/** The selects the app ran while serving one request, as it ran them. */
async function queriesOf(db: Db, run: () => Promise<unknown>) {
  const session = sessionOf(db);
  const logger = session.logger;
  const ran: RanQuery[] = [];
  session.logger = { logQuery: (text, params) => ran.push({ text, params }) };
  try {
    await run();
  } finally {
    session.logger = logger;
  }
  return ran.filter((q) => /^\s*(with|select)\b/i.test(q.text));
}

async function explainAnalyze(db: Db, query: RanQuery) {
  const { rows } = await sessionOf(db).client.query(`explain (analyze, buffers) ${query.text}`, query.params);
  return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line.trimEnd()}`)
    .join('\n');

export async function books(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sahay-bench-books-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const db = database.db;
  const problems: string[] = [];
  try {
    await migrateDatabase(database);
    await syncAccess(db);
    await db.transaction(async (tx) => {
      for (const module of modules) await module.seed?.(tx as never);
    });
    const loadStarted = performance.now();
    // The balance triggers check each voucher at commit; bulk loading skips them (every voucher below balances by construction).
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`insert into ledger_account (name, head_group_id, ledger_type)
      select 'Bench ledger ' || g, (select id from "group" where name = 'Indirect Expenses'), 'bench' from generate_series(1, 200) g`);
    const batch = 20_000;
    for (let from = 1; from <= vouchers; from += batch) {
      const to = Math.min(vouchers, from + batch - 1);
      const inserted = (await db.execute(sql`insert into payment_voucher (payment_date, invoice_no, details)
        select date '2023-01-01' + (g % 1095), 'PVB' || g, 'Bench voucher ' || g from generate_series(${from}::int, ${to}::int) g
        returning id`)) as unknown as { rows: { id: number }[] };
      const ids = inserted.rows.map((r) => r.id);
      // Nine lines to bench ledgers per voucher; the tenth, to Cash, balances them below.
      await db.execute(sql`insert into payment_voucher_line (document_id, ledger_id, debit_amount, credit_amount)
        select v.id, b.ids[1 + ((v.id * 7 + k) % 200)], ((v.id * k) % 500000 + 1) / 100.0, 0
        from payment_voucher v, generate_series(1, 9) k, (select array_agg(id order by id) as ids from ledger_account where ledger_type = 'bench') b
        where v.id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
    }
    await db.execute(sql`insert into payment_voucher_line (document_id, ledger_id, debit_amount, credit_amount)
      select document_id, (select id from ledger_account where name = 'Cash'), 0, sum(debit_amount) from payment_voucher_line group by document_id`);
    await db.execute(sql`insert into account_log (ledger_id, reference_no, log_type, debit_amount, credit_amount, log_date, voucher_id)
      select l.ledger_id, v.invoice_no, 'payment_voucher', l.debit_amount, l.credit_amount, v.payment_date, v.id
      from payment_voucher_line l join payment_voucher v on v.id = l.document_id`);
    await db.execute(sql`set session_replication_role = origin`);
    await db.execute(sql`analyze`);
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from account_log`)) as unknown as { rows: { n: number }[] }).rows;
    console.log(
      `  loaded ${vouchers.toLocaleString('en')} vouchers, ${n.toLocaleString('en')} account-log rows in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
    );

    const everything = new Set(allPermissions.map((p) => p.name));
    const app = await buildApp({
      database,
      media: localMediaStore(path.join(dir, 'media')),
      mail: { from: 'bench@example.org', outboxDir: path.join(dir, 'outbox') },
      authenticate: async () => ({ userId: 1, permissions: everything }),
    });
    await app.ready();
    const [{ id: cash }] = (
      (await db.execute(sql`select id from ledger_account where name = 'Cash'`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) problems.push(`${url} answered ${res.statusCode}`);
    };
    const year = { from: '2024-01-01', to: '2024-12-31' };
    // The same numbers in plain SQL: the balance before the year, the count, and the page's rows with their running balance.
    const [ledgerReport, ledgerSql] = await timedSideBySide(
      samples,
      () =>
        get(
          `/account_log_report/api/v1/account_log_report/general/?ledger=${cash}&date_after=${year.from}&date_before=${year.to}&page=150&size=100`,
        ),
      async () => {
        await db.execute(
          sql`select sum(debit_amount - credit_amount) from account_log where ledger_id = ${cash} and log_date < ${year.from}`,
        );
        await db.execute(sql`select count(*) from account_log where ledger_id = ${cash} and log_date between ${year.from} and ${year.to}`);
        await db.execute(sql`select id, log_date, debit_amount, credit_amount, sum(debit_amount - credit_amount) over (order by log_date, id)
          from account_log where ledger_id = ${cash} and log_date between ${year.from} and ${year.to} order by log_date, id limit 100 offset 14900`);
      },
    );
    // The same numbers in plain SQL: each ledger's movement in the year and its balance brought forward
    // (assets and liabilities carry theirs; earlier incomes and expenses make the earlier profit).
    const [trial, trialSql] = await timedSideBySide(
      samples,
      () => get(`/balance_sheet/api/v1/balance_sheet/trial_balance/?start_date=${year.from}&end_date=${year.to}`),
      () =>
        db.execute(
          sql`select ledger_id, sum(debit_amount - credit_amount) filter (where log_date >= ${year.from}),
            sum(debit_amount - credit_amount) filter (where log_date < ${year.from})
            from account_log where log_date <= ${year.to} group by ledger_id`,
        ),
    );
    const listPage = await timed(() => get('/payment_voucher/api/v1/payment_voucher/all/?page=2000&size=25'));
    const urls = {
      ledger: `/account_log_report/api/v1/account_log_report/general/?ledger=${cash}&date_after=${year.from}&date_before=${year.to}&page=150&size=100`,
      trial: `/balance_sheet/api/v1/balance_sheet/trial_balance/?start_date=${year.from}&end_date=${year.to}`,
      list: '/payment_voucher/api/v1/payment_voucher/all/?page=2000&size=25',
    };
    const plans = {
      ledger: await queriesOf(db, () => get(urls.ledger)),
      trial: await queriesOf(db, () => get(urls.trial)),
      list: await queriesOf(db, () => get(urls.list)),
    };
    await app.close();

    const rows = [
      ['measure', 'p95 ms', 'plain SQL p95 ms', 'ratio', 'goal'],
      [
        'ledger report, Cash, a year, page 150',
        ledgerReport.toFixed(1),
        ledgerSql.toFixed(1),
        (ledgerReport / ledgerSql).toFixed(2),
        '≤ 1.5',
      ],
      ['trial balance, a year', trial.toFixed(1), trialSql.toFixed(1), (trial / trialSql).toFixed(2), '≤ 1.5'],
      ['voucher list page (25 rows, page 2000)', listPage.toFixed(1), '', '', '< 50 ms'],
    ];
    console.log(`\n${table(rows)}\n`);
    const ratio = (measured: number, baseline: number) =>
      `${measured.toFixed(1)} ms, ${(measured / baseline).toFixed(2)}× its plain SQL's ${baseline.toFixed(1)} ms`;
    if (ledgerReport > 1.5 * ledgerSql)
      problems.push(`books: the ledger report's p95 is ${ratio(ledgerReport, ledgerSql)} (goal: at most 1.5×)`);
    if (trial > 1.5 * trialSql) problems.push(`books: the trial balance's p95 is ${ratio(trial, trialSql)} (goal: at most 1.5×)`);
    if (listPage >= 50) problems.push(`books: a voucher list page's p95 is ${listPage.toFixed(1)} ms (goal: under 50 ms)`);
    // The plans of the very SQL the app ran for each measure, with their actual times.
    for (const [name, queries] of [
      ['the ledger report', plans.ledger],
      ['the trial balance', plans.trial],
      ['a voucher list page', plans.list],
    ] as const) {
      for (const [i, query] of queries.entries()) {
        const plan = await explainAnalyze(db, query);
        console.log(`  ${name}, query ${i + 1} of ${queries.length}:\n${indent(query.text)}\n  plan:\n${indent(plan)}\n`);
      }
    }
    return problems;
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
