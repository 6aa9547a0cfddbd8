import type { ImportError, ImportPhase } from '@sahay/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A large file waiting in the job queue, with what its import needs of the request that sent it. */
export interface PendingImport {
  content: string;
  date: string;
  permissions: string[];
}

/**
 * One run of an import or a dry run: what was sent, how far it got and what was wrong. A large file's run is
 * read while it works in the background (its rows done), so the back office can show the progress.
 */
export const importRuns = pgTable(
  'import_run',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 40 }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    rows: integer().notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Where a running import is (the rows done count the rows of that phase); none once finished. */
    phase: varchar({ length: 20 }).$type<ImportPhase>(),
    errors: jsonb().$type<ImportError[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    /** What a run in the queue works from (the file, the journal's date, the sender's permissions); emptied once done. */
    pending: jsonb().$type<PendingImport>(),
  },
  (t) => [index('import_run_started_idx').on(t.startedAt)],
);
