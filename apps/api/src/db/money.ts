import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Amounts of money computed in SQL. One column holds at most `numeric(14,2)`, but a sum of such columns
 * (or a quantity times a price) can hold more: these compute in unbounded `numeric` and round to paisa,
 * so no total, report or page ever fails with "numeric field overflow". The text they answer is the API's
 * decimal string, two places always (`0.00` for no rows).
 */

type Value = SQL | SQLWrapper;

/** An amount rounded to paisa, still a number to compute with. */
export const roundedAmount = (value: Value) => sql<string>`round((${value})::numeric, 2)`;

/** An amount rounded to paisa, as the API writes it. */
export const amountText = (value: Value) => sql<string>`${roundedAmount(value)}::text`;

/** The sum of amounts over the rows (those matching `filter` when given), zero for none, rounded to paisa. */
export const sumAmount = (value: Value, filter?: SQL) =>
  roundedAmount(sql`coalesce(sum(${value})${filter ? sql` filter (where ${filter})` : sql``}, 0)`);

/** The sum of amounts as the API writes it: `0.00` for no rows. */
export const sumText = (value: Value, filter?: SQL) => sql<string>`${sumAmount(value, filter)}::text`;
