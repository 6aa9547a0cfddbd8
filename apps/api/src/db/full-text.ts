import { type SQL, sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Full-text search of the site's content, the same on PGlite and PostgreSQL. The charity writes in English and in
 * Bengali, often without saying which: every text is read with both configurations, `english` (words by their
 * stem: "donations" finds "donation") and `simple` (words as written: PostgreSQL has no Bengali stemmer).
 */
const configurations = ['english', 'simple'] as const;

/**
 * Text as the parser should split it. Punctuation beyond ASCII (the danda ending a Bengali sentence, curly quotes,
 * dashes) is a letter to the parser under the C locale PGlite runs with, so "খাদ্য।" would be one word that
 * "খাদ্য" does not find: such marks are set apart by spaces. Tags of rich text are left to the parser, which skips them.
 */
const splitMarks = '([।॥“”‘’«»—–…])';
function splittable(text: SQL) {
  return sql`regexp_replace(${text}, ${sql.raw(`'${splitMarks}'`)}, ' \\1 ', 'g')`;
}

/**
 * For an excerpt, the same marks are set apart by a control character rather than a space: the parser splits there
 * too, and `withoutSplits` takes it out again, so the visitor reads the text as written.
 */
const split = '\u0001';
const splittableForExcerpt = (text: SQL) => sql`regexp_replace(${text}, ${sql.raw(`'${splitMarks}'`)}, ${`${split}\\1${split}`}, 'g')`;
const withoutSplits = (excerpt: string) => excerpt.replaceAll(split, '');

/** The columns' text, one after the other. */
const joined = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );

/**
 * The words of these columns as the search matches them. The index on it (`searchIndex`) and the queries that use
 * that index must build it from the same columns, in the same order: PostgreSQL uses an expression's index only
 * for the same expression.
 */
export function searchDocument(columns: readonly PgColumn[]): SQL {
  const text = splittable(joined(columns));
  // In brackets: an index on an expression other than a function call needs them.
  return sql`(${sql.join(
    configurations.map((configuration) => sql`to_tsvector(${sql.raw(`'${configuration}'::regconfig`)}, ${text})`),
    sql` || `,
  )})`;
}

/** A GIN index of the columns' words (no stored column: the rows the engine reads stay as they are). */
export const searchIndex = (name: string, columns: readonly PgColumn[]) => index(name).using('gin', searchDocument(columns));

/**
 * What a visitor typed, as a query of either configuration (quotes for a phrase, `or`, `-` to leave a word out,
 * as web search engines take them). A text of nothing but punctuation or stop words matches nothing.
 */
export function searchQuery(text: string): SQL {
  return sql`(${sql.join(
    configurations.map((configuration) => sql`websearch_to_tsquery(${sql.raw(`'${configuration}'::regconfig`)}, ${text})`),
    sql` || `,
  )})`;
}

/** Whether the columns' words match the query. */
export const matchesSearch = (columns: readonly PgColumn[], query: SQL) => sql<boolean>`(${searchDocument(columns)} @@ ${query})`;

/** Bengali letters: a query holding any is highlighted with the `simple` configuration, else by English stems. */
const bengali = /[\u0980-\u09FF]/;

/** Marks the excerpt's matched words; never characters that content may hold as text (see `markedExcerpt`). */
export const markStart = '\uE000';
export const markEnd = '\uE001';

/**
 * Excerpts of each text around the words that match the query, the matched words between `markStart` and
 * `markEnd`, in one query. Tags of rich text are taken out first, and marks like the danda are set apart as in the
 * index, so that the words found are the words marked.
 */
export async function searchExcerpts(db: DbOrTx, texts: readonly string[], text: string): Promise<string[]> {
  if (!texts.length) return [];
  const configuration = sql.raw(`'${bengali.test(text) ? 'simple' : 'english'}'::regconfig`);
  const options = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = sql.join(
    texts.map((value, i) => sql`(${i}::int, ${value}::text)`),
    sql`, `,
  );
  const found = await rowsOf<{ excerpt: string }>(
    db,
    sql`
    select ts_headline(${configuration}, ${splittableForExcerpt(sql`regexp_replace(t.body, '<[^>]*>', ' ', 'g')`)}, websearch_to_tsquery(${configuration}, ${text}), ${options}) as excerpt
    from (values ${rows}) as t(n, body) order by t.n`,
  );
  return found.map((row) => withoutSplits(row.excerpt));
}
