import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** One table as a backup holds it: a JSON object a line, in primary-key order, and what proves it whole. */
export interface TableDump {
  name: string;
  rows: number;
  sha256: string;
  lines: string;
}

/** Where a sequence stood: the next id a restored table hands out follows the ids it holds. */
export interface SequenceState {
  name: string;
  /** Null for a sequence never used. */
  value: string | null;
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables (the public schema) with the columns that make their order: the primary key, or,
 * for a table without one, the whole row. The migrations' own bookkeeping is not among them: a restore replays
 * the migrations.
 */
export async function applicationTables(db: DbOrTx) {
  return rowsOf<{ name: string; key: string | null }>(
    db,
    sql`select c.relname as name,
          (select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
             from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
            where i.indrelid = c.oid and i.indisprimary) as key
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by c.relname`,
  );
}

/** Every row of a table as JSON text: numbers, dates and bytes stay the database's own text, never a JS number. */
export async function dumpTable(db: DbOrTx, table: { name: string; key: string | null }): Promise<TableDump> {
  const order = table.key ?? 't::text';
  const rows = await rowsOf<{ line: string }>(
    db,
    sql.raw(`select row_to_json(t)::text as line from ${quoted(table.name)} t order by ${order}`),
  );
  const lines = rows.map((r) => `${r.line}\n`).join('');
  return { name: table.name, rows: rows.length, sha256: sha256(lines), lines };
}

export async function dumpSequences(db: DbOrTx): Promise<SequenceState[]> {
  return rowsOf<SequenceState>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/** Columns a row can be given: a generated column is computed again from the others. */
async function writableColumns(db: DbOrTx, table: string) {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
         where attrelid = ${`public.${quoted(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
         order by attnum`,
  );
  return columns.map((c) => quoted(c.name)).join(', ');
}

/** At most this many bytes of rows go into one statement. */
const batchBytes = 4 * 1024 * 1024;

/**
 * Puts a dumped table's rows back into its (empty) table: JSON turned back into rows by the database itself, a
 * batch at a time, ids and all.
 */
export async function loadTable(db: DbOrTx, name: string, lines: string) {
  if (!lines) return;
  const columns = await writableColumns(db, name);
  const all = lines.split('\n').filter(Boolean);
  let start = 0;
  while (start < all.length) {
    let end = start;
    let size = 0;
    while (end < all.length && (end === start || size + all[end].length < batchBytes)) size += all[end++].length;
    const json = `[${all.slice(start, end).join(',')}]`;
    await db.execute(
      sql`insert into ${sql.raw(quoted(name))} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(name))}, ${json}::json)`,
    );
    start = end;
  }
}

export async function restoreSequences(db: DbOrTx, sequences: readonly SequenceState[]) {
  for (const s of sequences) {
    const name = `public.${quoted(s.name)}`;
    if (s.value === null) await db.execute(sql`select setval(${name}::regclass, 1, false)`);
    else await db.execute(sql`select setval(${name}::regclass, ${s.value}::bigint, true)`);
  }
}

export { sha256 };
