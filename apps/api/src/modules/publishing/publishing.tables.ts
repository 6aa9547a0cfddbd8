import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../access/index.ts';

/** Every save of a record under the editorial workflow: the record as saved, who saved it, when. */
export const contentVersions = pgTable(
  'content_version',
  {
    id: serial().primaryKey(),
    entity: varchar({ length: 60 }).notNull(),
    entityId: integer('entity_id').notNull(),
    record: jsonb().$type<Record<string, unknown>>().notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_version_entity_idx').on(t.entity, t.entityId, t.id)],
);
