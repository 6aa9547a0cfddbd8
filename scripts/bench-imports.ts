// Imports from spreadsheets at scale, for `npm run bench` (section "imports"): a 10,000-row member file, a
// 10,000-row donation file (past gifts, each confirmed into the books on its date) and a 10,000-row product file
// (each with its opening stock), each imported through the API, worked from the job queue as a large file is,
// and read until done: into a throwaway embedded database, then into a throwaway PostgreSQL server. Besides the
// time, it reports how long the rows were seen being written (PostgreSQL answers readings meanwhile) and the
// longest gap between two answers to the run's readings, sent every half second (the embedded database answers
// nobody while a write holds it).
//
//   BENCH_ONLY=imports npm run bench          this section alone
//   BENCH_IMPORT_DATABASES=postgres ...       on one database only (pglite or postgres)
//   BENCH_IMPORT_KINDS=donation,product ...   only these files (member, donation, product)

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allPermissions, type ImportRun } from '@sahay/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { localMediaStore } from '../apps/api/src/lib/media-store.ts';
import { syncAccess } from '../apps/api/src/modules/access/index.ts';
import { modules } from '../apps/api/src/modules/index.ts';
import { table } from './bench-table.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

const memberFile = () =>
  [
    'First name,Last name,Email,Phone,Village',
    ...Array.from(
      { length: rows },
      (_, i) => `Member${i},Bench,member${i}@bench.example.org,0171${String(i).padStart(7, '0')},Char ${i % 50}`,
    ),
  ].join('\n');

const donationFile = () =>
  [
    'First name,Last name,Email,Date,Amount',
    // A thousand donors giving ten times each, on days spread over a year.
    ...Array.from({ length: rows }, (_, i) => {
      const day = new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString().slice(0, 10);
      return `Donor${i % 1000},Bench,donor${i % 1000}@bench.example.org,${day},${100 + (i % 900)}.${String(i % 100).padStart(2, '0')}`;
    }),
  ].join('\n');

const productFile = (category: string) =>
  [
    'Name,SKU,Category,Price,Cost,Opening stock',
    ...Array.from(
      { length: rows },
      (_, i) => `Bench product ${i},BENCH-${i},${category},${200 + (i % 800)}.00,${100 + (i % 400)}.50,${i % 40}`,
    ),
  ].join('\n');

const databases = (process.env.BENCH_IMPORT_DATABASES ?? 'pglite,postgres').split(',');
const kinds = (process.env.BENCH_IMPORT_KINDS ?? 'member,donation,product').split(',');

export async function importsAtScale(): Promise<string[]> {
  const problems = databases.includes('pglite') ? await importsInto('PGlite') : [];
  if (!databases.includes('postgres')) return problems;
  const server = await startThrowawayPostgres();
  try {
    problems.push(...(await importsInto('PostgreSQL', server.url)));
  } finally {
    await server.stop();
  }
  return problems;
}

/** Both files imported into a freshly migrated and seeded database: the embedded one, or the server at `url`. */
async function importsInto(name: string, url?: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sahay-bench-imports-'));
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dir, 'pglite') });
  const problems: string[] = [];
  try {
    await migrateDatabase(database);
    await syncAccess(database.db);
    await database.db.transaction(async (tx) => {
      for (const module of modules) await module.seed?.(tx as never);
    });
    const everything = new Set(allPermissions.map((p) => p.name));
    const app = await buildApp({
      database,
      media: localMediaStore(path.join(dir, 'media')),
      mail: { from: 'bench@example.org', outboxDir: path.join(dir, 'outbox') },
      authenticate: async () => ({ userId: 1, permissions: everything }),
    });
    await app.ready();
    // The server works the queue; polled as often as the queue allows, so the wait for it is not what is measured.
    await app.jobs.start({ pollingIntervalSeconds: 0.5 });
    /** The time from sending the file to its run being done, read every half second as the back office does. */
    const timed = async (kind: string, content: string) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/import/api/v1/import/${kind}/`,
        payload: { file_name: `${kind}.csv`, content },
      });
      let run = res.json() as ImportRun;
      // When a reading first found the rows being written (PostgreSQL answers during the write), and the longest
      // gap between two answers, read every half second (the embedded database answers nobody while a write holds it).
      let writing: number | undefined;
      let answered = performance.now();
      let longestGap = 0;
      while (run.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        run = (await app.inject({ method: 'GET', url: `/import/api/v1/import/run/${run.id}/` })).json() as ImportRun;
        longestGap = Math.max(longestGap, performance.now() - answered);
        answered = performance.now();
        if (run.phase === 'writing') writing ??= answered;
      }
      const done = performance.now();
      const ms = done - started;
      if (run.status !== 'imported')
        problems.push(`imports on ${name}: the ${kind} file ended ${run.status}: ${JSON.stringify(run.errors.slice(0, 3))}`);
      // The processor time too: on a machine shared with other work the wall time says as much about the neighbours.
      const used = process.cpuUsage(cpu);
      return { ms, cpuMs: (used.user + used.system) / 1000, writingMs: writing === undefined ? undefined : done - writing, longestGap };
    };
    // The products' category, made as staff would.
    const category = 'Bench shelf';
    await app.inject({ method: 'POST', url: '/category/api/v1/category/create/', payload: { name: category } });
    const files = {
      member: ['members (each with its user and ledger)', memberFile],
      donation: ['donations (each confirmed: receipt voucher, receipt number)', donationFile],
      product: ['products (each with its inventory and opening stock)', () => productFile(category)],
    } as const;
    const lines = [];
    for (const [kind, [what, file]] of Object.entries(files)) {
      if (!kinds.includes(kind)) continue;
      const t = await timed(kind, file());
      const seconds = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
      lines.push([
        what,
        rows.toLocaleString('en'),
        seconds(t.ms),
        seconds(t.writingMs),
        seconds(t.longestGap),
        seconds(t.cpuMs),
        (t.ms / rows).toFixed(2),
      ]);
    }
    await app.close();
    console.log(`\n${name}\n${table([['file', 'rows', 'wall s', 'writing s', 'longest gap s', 'cpu s', 'ms a row'], ...lines])}\n`);
    return problems;
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
