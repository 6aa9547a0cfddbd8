import { type SQL, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of each post, event and project, kept by a trigger on its table (migration 0040): the kinds a charity
 * writes by the thousand. A search reads these stored words instead of parsing every matching text again, which
 * an index on an expression leaves it to do whenever a word is in most rows and the whole table is read; and the
 * engine's reads of the content tables carry no extra column. Restores load it as it was, with triggers off.
 */
export const searchEntries = pgTable(
  'search_entry',
  {
    /** `post`, `event` or `project`: the trigger's first argument. */
    kind: varchar('kind', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    /** The title's words alone: a match there is shown first. */
    titleWords: tsvector('title_words').notNull(),
    /** The title's and the rest of the text's words, as `searchDocument` reads them. */
    words: tsvector('words').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] }), index('search_entry_words_idx').using('gin', t.words)],
);

/** Whether an entry's words, or its title's alone, match the query. */
export const entryMatches = (query: SQL) => sql<boolean>`(${searchEntries.words} @@ ${query})`;
export const entryTitleMatches = (query: SQL) => sql<boolean>`(${searchEntries.titleWords} @@ ${query})`;
