import { seededTicketDepartments, seededTicketPriorities, seededTicketStatuses, seededTicketTypes } from '@sahay/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ticketDepartments, ticketPriorities, ticketStatuses, ticketTypes } from './support.tables.ts';

/**
 * The departments, priorities (in rising order), statuses and types an installation starts with. Runs at
 * every start, and fills only an empty table: lookups staff renamed or removed stay so.
 */
export async function seedSupportLookups(tx: Db) {
  const fill = async (table: PgTable, rows: Record<string, unknown>[]) => {
    const [{ n }] = await tx.select({ n: count() }).from(table);
    if (n === 0) await tx.insert(table).values(rows as never);
  };
  await fill(
    ticketDepartments,
    seededTicketDepartments.map((name) => ({ name })),
  );
  await fill(
    ticketPriorities,
    seededTicketPriorities.map((name, i) => ({ name, position: i + 1 })),
  );
  await fill(
    ticketStatuses,
    seededTicketStatuses.map((name) => ({ name })),
  );
  await fill(
    ticketTypes,
    seededTicketTypes.map((name) => ({ name })),
  );
}
