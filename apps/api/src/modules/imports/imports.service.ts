import { type ImportBody, type ImportError, type ImportKind, type ImportPhase, type ImportRun, importFormatOf } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { importColumns } from './columns.ts';
import { type ImportContext, type Importer, importerOf, refuseUnlessAllowed } from './importers.ts';
import { importRuns } from './imports.tables.ts';
import { readSheet, type Sheet } from './spreadsheet.ts';

/** A file of more rows than this is imported in the background: the answer is its run, read again for progress. */
export const backgroundFrom = 500;

/** How often a background run writes how far it got. */
const progressEvery = 250;

/** Thrown to roll back a dry run, or an import with a row refused at writing, once every row has been tried. */
class NothingWritten extends Error {}

const runAnswer = (row: typeof importRuns.$inferSelect): ImportRun => ({
  id: row.id,
  kind: row.kind as ImportKind,
  dry_run: row.dryRun,
  file_name: row.fileName,
  status: row.status as ImportRun['status'],
  rows: row.rows,
  rows_done: row.rowsDone,
  phase: row.phase ?? null,
  errors: row.errors,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** A row's problems as the file shows them: by its line, and the column each field was read from. */
function errorsOf(error: unknown, line: number | null, sheet: Sheet, kind: ImportKind): ImportError[] {
  // The database's own words (a query's error carries them as its cause), never the query and its values.
  const said = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
  if (!(error instanceof HttpError)) return [{ line, column: null, message: `This row could not be written: ${said}` }];
  if (typeof error.body.detail === 'string') return [{ line, column: null, message: error.body.detail }];
  return Object.entries(error.body as Record<string, string[]>).flatMap(([field, messages]) => {
    const column = sheet.headings.get(field) ?? importColumns[kind].find((c) => c.key === field)?.heading ?? null;
    return messages.map((message) => ({ line, column, message }));
  });
}

interface Run {
  id: number;
  kind: ImportKind;
  dryRun: boolean;
  sheet: Sheet;
  context: ImportContext;
}

/** How far a run got: written as it goes, so the back office can show it. */
type Progress = (phase: ImportPhase, done: number) => Promise<void>;

/** Lets the requests waiting on this process be answered between two stretches of checking. */
const letOthersRun = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Every row checked, outside any transaction: the rows' values ready to write, and their problems by line and
 * column. It only reads, a stretch of rows at a time, so other requests go on meanwhile (on the embedded
 * database too, whose one connection no transaction holds yet).
 */
async function checkRows(importer: Importer, run: Run, progress: Progress) {
  const errors: ImportError[] = [];
  const checked: { line: number; value: unknown }[] = [];
  let done = 0;
  for (const row of run.sheet.rows) {
    try {
      checked.push({ line: row.line, value: await importer.check(row.cells, row.line) });
    } catch (error) {
      errors.push(...errorsOf(error, row.line, run.sheet, run.kind));
    }
    if (++done % progressEvery === 0) {
      await progress('checking', done);
      await letOthersRun();
    }
  }
  return { checked, errors };
}

/**
 * Checks every row first, writing nothing: a file with any bad row is reported whole (every problem, by line and
 * column) and never reaches a transaction. A good file is then written in one transaction, which commits only
 * for an import whose every row went in (a dry run rolls it back): members, past gifts and products in a few
 * multi-row statements (a refusal there fails the file, nothing written), the chart of accounts a row at a time,
 * each in a savepoint so that a row refused at writing still lets the others be tried and reported.
 */
async function execute(db: DbOrTx, run: Run, progress: Progress) {
  const errors: ImportError[] = [...run.sheet.errors];
  if (errors.length) return errors;
  try {
    await progress('checking', 0);
    const importer = await importerOf(run.kind, run.context, db, run.sheet.rows);
    const { checked, errors: bad } = await checkRows(importer, run, progress);
    if (bad.length) return bad;
    await progress('writing', 0);
    await inTransaction(db, async (tx) => {
      if ('all' in importer.write)
        await importer.write.all(
          tx,
          checked.map((row) => row.value),
        );
      else {
        let done = 0;
        for (const row of checked) {
          await writeRow(tx, row, importer.write.each, errors, run);
          if (++done % progressEvery === 0) await progress('writing', done);
        }
      }
      if (!errors.length && importer.finish)
        await inTransaction(tx, (t) => importer.finish?.(t) as Promise<void>).catch((error) => {
          errors.push(...errorsOf(error, null, run.sheet, run.kind));
        });
      if (errors.length || run.dryRun) throw new NothingWritten();
    });
  } catch (error) {
    if (!(error instanceof NothingWritten)) {
      if (error instanceof HttpError) errors.push(...errorsOf(error, null, run.sheet, run.kind));
      else {
        run.context.app.log.error({ err: error, importRun: run.id }, 'an import failed');
        errors.push({ line: null, column: null, message: 'The import failed; nothing was written.' });
      }
    }
  }
  return errors;
}

async function writeRow(
  tx: DbOrTx,
  row: { line: number; value: unknown },
  write: (tx: DbOrTx, value: unknown) => Promise<void>,
  errors: ImportError[],
  run: Run,
) {
  try {
    await inTransaction(tx, (t) => write(t, row.value));
  } catch (error) {
    errors.push(...errorsOf(error, row.line, run.sheet, run.kind));
  }
}

/** The job that works a large file's run (decision 038's queue): it survives a restart, and runs once. */
export const importJobName = 'import-run';

/**
 * A dry run or an import of a file. A small file is done before the answer (200, its run finished). A large one
 * is kept with its run and sent to the job queue: the answer is its run at once (202), read again for progress.
 */
export async function startImport(
  app: FastifyInstance,
  kind: ImportKind,
  body: ImportBody,
  options: { dryRun: boolean; caller: Caller },
): Promise<{ status: 200 | 202; run: ImportRun }> {
  refuseUnlessAllowed(kind, options.caller);
  const format = importFormatOf(body.file_name);
  if (!format) throw new HttpError(400, { file_name: ['Send a .csv or an .xlsx file.'] });
  const sheet = await readSheet(kind, format, body.content);
  const date = body.date ?? new Date().toISOString().slice(0, 10);
  const queued = sheet.rows.length > backgroundFrom;
  const [created] = await app.database.db
    .insert(importRuns)
    .values({
      kind,
      dryRun: options.dryRun,
      fileName: body.file_name,
      status: 'running',
      rows: sheet.rows.length,
      phase: 'reading',
      createdBy: options.caller.userId,
      pending: queued ? { content: body.content, date, permissions: [...options.caller.permissions] } : null,
    })
    .returning();
  if (!queued) return { status: 200, run: await finishRun(app, created, sheet, { caller: options.caller, date }) };
  await app.jobs.runNow(importJobName, { run: created.id });
  return { status: 202, run: runAnswer(created) };
}

/**
 * Works a queued run. A run already finished is left as it is: a job tried again after a crash (its
 * transaction rolled back with it) starts the run over, and one that finished is not done twice.
 */
export async function workQueuedImport(app: FastifyInstance, id: number) {
  const [row] = await app.database.db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row?.pending || row.status !== 'running') return;
  const { content, date, permissions } = row.pending;
  const kind = row.kind as ImportKind;
  const sheet = await readSheet(kind, importFormatOf(row.fileName) ?? 'csv', content);
  await finishRun(app, row, sheet, { caller: { userId: row.createdBy ?? 0, permissions: new Set(permissions) }, date });
}

/**
 * Runs a file's rows and records how it ended, and how far it got as it goes: each phase as it starts, and the
 * rows checked or written every few hundred. While the rows are checked no transaction is open, so the embedded
 * database's one connection takes these writes and other requests alike; once the write's transaction holds
 * it, only PostgreSQL (another connection of its pool) takes them, and the run reads "writing" until it is done.
 */
async function finishRun(app: FastifyInstance, row: typeof importRuns.$inferSelect, sheet: Sheet, context: Omit<ImportContext, 'app'>) {
  const db = app.database.db;
  const run: Run = { id: row.id, kind: row.kind as ImportKind, dryRun: row.dryRun, sheet, context: { app, ...context } };
  const progress: Progress = async (phase, done) => {
    if (phase === 'writing' && done > 0 && app.database.kind !== 'postgres') return;
    await db.update(importRuns).set({ phase, rowsDone: done }).where(eq(importRuns.id, run.id));
  };
  const errors = await execute(db, run, progress);
  const status = errors.length ? 'failed' : run.dryRun ? 'checked' : 'imported';
  const [finished] = await db
    .update(importRuns)
    .set({ status, errors, phase: null, rowsDone: errors.length ? 0 : sheet.rows.length, finishedAt: new Date(), pending: null })
    .where(eq(importRuns.id, run.id))
    .returning();
  return runAnswer(finished);
}

/** A run as it stands: running (with the rows done so far), or finished. */
export async function importRunOf(db: DbOrTx, id: number) {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw notFound(`Import run id - ${id} does not exist`);
  return runAnswer(row);
}
