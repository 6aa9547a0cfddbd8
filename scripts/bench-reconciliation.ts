// Bank reconciliation at scale, for `npm run bench` (section "bank reconciliation"): a Bank ledger of 100,000
// account-log rows over two years in a throwaway embedded database, and a statement of 5,000 lines imported
// through the API (4,000 of them the ledger's entries as the bank dated them, a day or two later; 1,000 the
// bank's own). Measured: the import, the statement's lines with their suggestions (the p95 of reading them),
// and accepting every suggestion at once.
//
//   BENCH_ONLY=reconciliation npm run bench          this section alone

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allPermissions, fromPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { localMediaStore } from '../apps/api/src/lib/media-store.ts';
import { syncAccess } from '../apps/api/src/modules/access/index.ts';
import { modules } from '../apps/api/src/modules/index.ts';
import { timedSideBySide } from './bench-measure.ts';
import { table } from './bench-table.ts';

const entries = Number(process.env.BENCH_RECONCILIATION_ENTRIES ?? 100_000);
const statementLines = 5_000;
const matchedLines = 4_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function reconciliationAtScale(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sahay-bench-reconciliation-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const db = database.db;
  const problems: string[] = [];
  try {
    await migrateDatabase(database);
    await syncAccess(db);
    await db.transaction(async (tx) => {
      for (const module of modules) await module.seed?.(tx as never);
    });
    const [{ bank }] = rowsOf<{ bank: number }>(
      await db.execute(sql`insert into ledger_account (name, head_group_id)
        values ('Bench bank', (select id from "group" where name = 'Bank Accounts')) returning id as bank`),
    );
    // Entries straight into the account log (the books' own rows, no voucher needed to read them): money in
    // on two days of three, out on the third, amounts spread so that few share one. Bulk loading skips the
    // balance trigger (these rows have no other side: reconciliation reads one ledger only).
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`insert into account_log (ledger_id, reference_no, log_type, debit_amount, credit_amount, log_date)
      select ${bank}, 'BNK' || g, 'receipt_voucher',
        case when g % 3 <> 0 then ((g * 7919) % 9000000 + 100) / 100.0 else 0 end,
        case when g % 3 = 0 then ((g * 7919) % 9000000 + 100) / 100.0 else 0 end,
        date '2024-01-01' + (g * 730 / ${entries})
      from generate_series(1, ${entries}::int) g`);
    await db.execute(sql`set session_replication_role = origin`);
    await db.execute(sql`analyze`);

    // The statement covers the last entries: 4,000 of them as the bank dated them, and 1,000 lines of its own.
    const picked = rowsOf<{ log_date: string; amount: string; reference_no: string }>(
      await db.execute(sql`select log_date::text, (debit_amount - credit_amount)::text as amount, reference_no
        from account_log where ledger_id = ${bank} order by id desc limit ${matchedLines}`),
    ).reverse();
    const lines: { date: string; text: string; amount: bigint }[] = [];
    for (const [i, entry] of picked.entries()) {
      const day = new Date(`${entry.log_date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + (i % 3));
      lines.push({
        date: day.toISOString().slice(0, 10),
        text: i % 2 ? `Transfer ${entry.reference_no}` : 'Deposit',
        amount: BigInt(entry.amount.replace('.', '')),
      });
      if (i % 4 === 3) lines.push({ date: lines[lines.length - 1].date, text: `Bank fee ${i}`, amount: -(BigInt(i) + 1000n) });
    }
    lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let balance = 10_000_000n;
    const csv = ['Date,Description,Amount,Balance'];
    for (const line of lines.slice(0, statementLines)) {
      balance += line.amount;
      csv.push(`${line.date},${line.text},${fromPaisa(line.amount)},${fromPaisa(balance)}`);
    }

    const everything = new Set(allPermissions.map((p) => p.name));
    const app = await buildApp({
      database,
      media: localMediaStore(path.join(dir, 'media')),
      mail: { from: 'bench@example.org', outboxDir: path.join(dir, 'outbox') },
      authenticate: async () => ({ userId: 1, permissions: everything }),
    });
    await app.ready();
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, payload });
      if (res.statusCode >= 300) problems.push(`bank reconciliation: ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return res.json();
    };
    const mapping = {
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Balance',
      date_format: 'YYYY-MM-DD',
      delimiter: ',',
    };
    const importStarted = performance.now();
    const statement = await call('POST', '/bank_statement/api/v1/bank_statement/import/', {
      ledger: bank,
      file_name: 'bench.csv',
      content: csv.join('\n'),
      mapping,
    });
    const importTime = performance.now() - importStarted;
    const linesUrl = `/bank_statement/api/v1/bank_statement/lines/${statement.id}/`;
    const read = await call('GET', linesUrl);
    const [suggestions] = await timedSideBySide(5, () => call('GET', linesUrl));
    const acceptStarted = performance.now();
    const { accepted } = await call('POST', `/bank_reconciliation/api/v1/bank_reconciliation/accept_suggestions/${statement.id}/`);
    const acceptTime = performance.now() - acceptStarted;
    await app.close();

    console.log(
      `  ${entries.toLocaleString('en')} entries on the bank ledger; a statement of ${read.progress.lines.toLocaleString('en')} lines, ${read.progress.suggested.toLocaleString('en')} with a suggestion`,
    );
    const rows = [
      ['measure', 'ms'],
      ['import (parse, check, refuse duplicates, write)', importTime.toFixed(0)],
      ['statement lines with their suggestions, p95 of 5', suggestions.toFixed(0)],
      [`accept all ${accepted.toLocaleString('en')} suggestions`, acceptTime.toFixed(0)],
    ];
    console.log(`\n${table(rows)}\n`);
    return problems;
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
