import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { registerResourceTable } from '../../resource/table.ts';

/**
 * Who changed what, when: one row per create, update or delete, written in the change's transaction.
 * Written by hand rather than derived: its rows are never edited, so they carry no edit columns.
 */
export const auditLogs = registerResourceTable(
  'audit_log',
  pgTable(
    'audit_log',
    {
      id: serial().primaryKey(),
      at: timestamp({ withTimezone: true }).notNull().defaultNow(),
      userId: integer('user_id'),
      entity: varchar({ length: 80 }).notNull(),
      entityId: integer('entity_id').notNull(),
      action: varchar({ length: 20 }).notNull(),
      /** For an update `{field: [before, after]}`; for a create the values set; for a delete the values removed. */
      changes: jsonb().notNull(),
    },
    (t) => [
      index('audit_log_entity_idx').on(t.entity, t.entityId),
      index('audit_log_user_idx').on(t.userId),
      index('audit_log_at_idx').on(t.at),
    ],
  ),
);
