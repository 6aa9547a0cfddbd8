import { z } from 'zod';
import { isoDate, requiredText } from './fields.ts';

/** Imports from spreadsheets: what can be brought in, what a file is sent as, and what an import answers. */

export const importKinds = ['member', 'donation', 'product', 'ledger_account'] as const;
export type ImportKind = (typeof importKinds)[number];

/** The files an import reads, by their name's ending. */
export const importFormats = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** The format of a file, by its name (undefined when neither). */
export const importFormatOf = (fileName: string): ImportFormat | undefined =>
  importFormats.find((format) => fileName.toLowerCase().endsWith(`.${format}`));

/** At most this many bytes of file (a CSV's text, or an XLSX before its base64): 10,000 rows fit well within. */
export const importMaxBytes = 8 * 1024 * 1024;

export const importBody = z.object({
  file_name: requiredText(255).refine((name) => importFormatOf(name) !== undefined, 'Send a .csv or an .xlsx file.'),
  /** A CSV file's text, or an XLSX file's bytes in base64. */
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(Math.ceil((importMaxBytes * 4) / 3) + 4, 'The file is larger than 8 MB.')
    .describe("A CSV file's text, or an XLSX file's bytes in base64"),
  /** The date of the opening journal (ledger accounts only); today when left out. */
  date: isoDate().optional(),
});
export type ImportBody = z.input<typeof importBody>;

/** One thing wrong with a file: its line (the heading is line 1; none for the whole file), its column and why. */
export const importError = z.object({
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importStatuses = ['running', 'checked', 'imported', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * A run of an import or a dry run: `running` while a large file is read in the background (`rows_done` of
 * `rows`), then `checked` (a dry run found nothing wrong), `imported` (every row written) or `failed` (nothing
 * written; `errors` says why).
 */
/**
 * Where a running import is: its file being read, its rows checked (nothing written yet, other work goes on), or
 * the checked rows being written in one transaction. A finished run has none.
 */
export const importPhases = ['reading', 'checking', 'writing'] as const;
export type ImportPhase = (typeof importPhases)[number];

export const importRun = z.object({
  id: z.number().int(),
  kind: z.enum(importKinds),
  dry_run: z.boolean(),
  file_name: z.string(),
  status: z.enum(importStatuses),
  rows: z.number().int(),
  rows_done: z.number().int(),
  phase: z.enum(importPhases).nullable(),
  errors: z.array(importError),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRun>;
