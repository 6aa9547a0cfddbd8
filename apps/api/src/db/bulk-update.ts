import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Rows one statement changes: well below PostgreSQL's 65,535 parameters a statement. */
const rowsAStatement = 2000;

/**
 * Gives many rows of a table each its own values, in a statement per two thousand rows
 * (`update … from (values …)`) rather than one a row: a bulk write's (an import's thousands). Every change sets
 * the same fields, those its first change gives (a field left undefined there is left as it is, as a single
 * row's update leaves it).
 */
export async function updateRows<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  table: T,
  changes: { id: number; set: Partial<T['$inferInsert']> }[],
) {
  if (!changes.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const first = changes[0].set as Record<string, unknown>;
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  for (let i = 0; i < changes.length; i += rowsAStatement) {
    const rows = changes.slice(i, i + rowsAStatement).map(({ id, set }) => {
      const values = keys.map((key) => {
        const value = (set as Record<string, unknown>)[key];
        // Typed, since a value list's parameters would otherwise be text.
        return sql`${value == null ? null : columns[key].mapToDriverValue(value)}::${sql.raw(columns[key].getSQLType())}`;
      });
      return sql`(${sql.join([sql`${id}::integer`, ...values], sql`, `)})`;
    });
    const assignments = names.map((name) => sql`${name} = v.${name}`);
    await tx.execute(
      sql`update ${table} set ${sql.join(assignments, sql`, `)}
          from (values ${sql.join(rows, sql`, `)}) as v(id, ${sql.join(names, sql`, `)}) where ${table.id} = v.id`,
    );
  }
}
