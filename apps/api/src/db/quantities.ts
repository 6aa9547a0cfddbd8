import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A sum of pieces (stock, items sold or bought). Each quantity is an `integer`, but their sum over many
 * lines may pass what `integer` holds (2,147,483,647); it is read as a double instead, which holds every
 * whole number up to 2^53 exactly and reaches the API as a number, as before. Zero for no rows.
 */
export const sumQuantity = (value: SQL | SQLWrapper) => sql<number>`coalesce(sum(${value}), 0)::float8`;
