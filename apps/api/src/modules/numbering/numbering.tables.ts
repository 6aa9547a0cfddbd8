import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** The last number given to documents of a prefix on a day: one row per prefix and day, locked while it counts. */
export const documentNumbers = pgTable(
  'document_number',
  {
    prefix: varchar({ length: 20 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);
