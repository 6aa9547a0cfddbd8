import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every record carries: id and who changed it when (the contract's audit fields). */
export const recordColumns = {
  id: serial().primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
};
