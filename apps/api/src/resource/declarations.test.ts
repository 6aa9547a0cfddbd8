import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { choicesOf, maxLengthOf, metaOf, resourceContracts } from '@sahay/contracts';
import { getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../modules/index.ts';
import { columnNameOf, isOptional, lineShapeOf, storageOf, storedFields, tableOfResource } from './table.ts';

/**
 * Each field is declared once, in the contract; the table is derived from it. These checks walk every
 * resource and every document's lines table, and fail when a table says something else than its fields
 * (a column, a check of choices or a unique rule added or changed by hand), or when the committed
 * migrations no longer describe the tables (a migration not generated).
 */
const migrationsDir = join(import.meta.dirname, '../../drizzle');
const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
const lastSnapshotFile = readdirSync(join(migrationsDir, 'meta'))
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort()
  .at(-1) as string;
interface SnapshotTable {
  columns: Record<string, { name: string; type: string; notNull: boolean }>;
  foreignKeys: Record<string, { columnsFrom: string[]; tableTo: string; onDelete: string }>;
  checkConstraints: Record<string, { name: string; value: string }>;
  uniqueConstraints: Record<string, { name: string; columns: string[] }>;
  indexes: Record<string, { name: string; isUnique: boolean; columns: { expression: string }[] }>;
}
const snapshot = JSON.parse(readFileSync(join(migrationsDir, 'meta', lastSnapshotFile), 'utf8')) as {
  tables: Record<string, SnapshotTable>;
};

const dialect = new PgDialect();
const sqlOf = (value: SQL) => dialect.sqlToQuery(value).sql;

/** The quoted values of a check `"t"."c" in ('a', 'b')`, or undefined when it is another kind of check. */
function valuesOfCheck(text: string, table: string, column: string) {
  const list = text.match(new RegExp(`^"${table}"\\."${column}" in \\((.*)\\)$`))?.[1];
  return list ? [...list.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'")) : undefined;
}

/** An index's columns as SQL text, without the table's name (drizzle-kit writes `lower("c")`). */
const indexColumns = (table: string, columns: readonly unknown[]) =>
  columns.map((c) => (is(c, SQL) ? sqlOf(c).replaceAll(`"${table}".`, '') : (c as { name: string }).name));

type Field = ReturnType<typeof storedFields>[number];

/** A resource's table and, for a document, the table of its lines: each with the fields it stores. */
const tables = resources.flatMap((resource) => {
  const own = { name: resource.contract.name, table: resource.table as PgTable, fields: storedFields(resource.contract) };
  if (!resource.lines) return [own];
  const shape = lineShapeOf(resource.contract, resource.lines.field);
  const fields: Field[] = Object.entries(shape)
    .map(([field, schema]) => ({ field, schema, meta: metaOf(schema) }))
    .filter(({ meta }) => !meta.inputOnly);
  return [own, { name: getTableName(resource.lines.table as PgTable), table: resource.lines.table as PgTable, fields }];
});

describe.each(resources.map((r) => [r.contract.name, r] as const))('the resource %s', (_name, resource) => {
  it('is served from its own table, registered for references', () => {
    expect(getTableName(resource.table as PgTable)).toBe(resource.contract.name);
    expect(() => tableOfResource(resource.contract.name)).not.toThrow();
  });

  const counted = resource.countedBy;
  if (counted)
    it(`has its counts per ${counted} kept by the committed migrations' triggers, on insert, update, delete and truncate`, () => {
      const table = getTableName(resource.table as PgTable);
      const migrations = readdirSync(migrationsDir)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => readFileSync(join(migrationsDir, name), 'utf8'))
        .join('\n');
      const kept = [...migrations.matchAll(/CREATE TRIGGER "\w+" AFTER (\w+) ON "(\w+)"[^;]*keep_count_rows\('(\w+)'\)/g)]
        .filter(([, , on, column]) => on === table && column === counted)
        .map(([, event]) => event);
      expect(kept.sort()).toEqual(['DELETE', 'INSERT', 'TRUNCATE', 'UPDATE']);
    });

  const lines = resource.lines;
  if (lines)
    it('keeps its lines in a table that points at it, and they go with it', () => {
      const parent = getTableConfig(lines.table as PgTable).foreignKeys.find((fk) => fk.reference().columns[0] === lines.parent);
      expect(getTableName(lines.table as PgTable)).toBe(`${resource.contract.name}_line`);
      expect(getTableName(parent?.reference().foreignTable as PgTable)).toBe(resource.contract.name);
      expect(parent?.onDelete).toBe('cascade');
    });
});

describe.each(tables.map((t) => [t.name, t] as const))('the table %s', (tableName, { table, fields }) => {
  const config = getTableConfig(table);
  const column = (name: string) => config.columns.find((c) => c.name === name);

  for (const { field, schema, meta } of fields) {
    const name = columnNameOf(field, meta);
    it(`stores ${field} as its field says: type, length, required, choices, unique, reference`, () => {
      const stored = column(name);
      expect(stored, `a column ${name}`).toBeDefined();
      if (!stored) return;
      const storage = storageOf(schema, meta);
      expect(stored.notNull, 'not null exactly when required or defaulted').toBe(!isOptional(schema) || meta.default !== undefined);
      if (storage.kind === 'varchar' && !choicesOf(schema)) expect(stored.getSQLType()).toBe(`varchar(${maxLengthOf(schema)})`);
      if (storage.kind === 'numeric') expect(stored.getSQLType()).toBe('numeric(14, 2)');

      // The database takes exactly the declared choices, and checks no other field's values.
      const check = config.checks.find((c) => c.name === `${tableName}_${name}_check`);
      const choices = choicesOf(schema);
      if (choices) expect(check && valuesOfCheck(sqlOf(check.value), tableName, name), 'the check takes the choices').toEqual([...choices]);
      else expect(check, 'no check of choices').toBeUndefined();

      // Unique as declared: a unique constraint on the column, or a unique index on its lower case; else neither.
      const byConstraint =
        (stored.isUnique ? [stored.uniqueName] : []).length +
        config.uniqueConstraints.filter((u) => u.columns.length === 1 && u.columns[0].name === name).length;
      const uniqueIndexes = config.indexes.filter((i) => i.config.unique && i.config.columns.length === 1);
      const onColumn = uniqueIndexes.filter((i) => indexColumns(tableName, i.config.columns)[0] === name).length;
      const onLowerCase = uniqueIndexes.filter((i) => indexColumns(tableName, i.config.columns)[0] === `lower("${name}")`).length;
      const unique = byConstraint + onColumn > 0 ? true : onLowerCase > 0 ? 'ignoreCase' : undefined;
      expect(unique, 'unique exactly as declared').toBe(meta.unique);
      expect(byConstraint + onColumn + onLowerCase, 'one unique rule at most').toBeLessThanOrEqual(1);

      const foreignKey = config.foreignKeys.find((fk) => fk.reference().columns[0].name === name);
      if (meta.references) {
        expect(foreignKey, 'a foreign key').toBeDefined();
        expect(getTableName(foreignKey?.reference().foreignTable as PgTable)).toBe(meta.references.resource);
        expect(foreignKey?.onDelete).toBe(meta.references.onDelete);
      } else {
        expect(foreignKey, 'no foreign key').toBeUndefined();
      }
    });
  }

  it('is described by the committed migrations: columns, foreign keys, checks, uniques and indexes', () => {
    const migrated = snapshot.tables[`public.${tableName}`];
    expect(migrated, `the migrations create ${tableName}; run npm run db:generate`).toBeDefined();
    const inCode = Object.fromEntries(config.columns.map((c) => [c.name, { type: c.getSQLType(), notNull: c.notNull }]));
    const inMigrations = Object.fromEntries(
      Object.values(migrated.columns).map((c) => [c.name, { type: c.type.replace(/,(\S)/g, ', $1'), notNull: c.notNull }]),
    );
    expect(inMigrations).toEqual(inCode);
    const foreignKeys = (fks: { column: string; table: string; onDelete: string }[]) =>
      fks.sort((a, b) => a.column.localeCompare(b.column));
    expect(
      foreignKeys(
        Object.values(migrated.foreignKeys).map((fk) => ({ column: fk.columnsFrom[0], table: fk.tableTo, onDelete: fk.onDelete })),
      ),
    ).toEqual(
      foreignKeys(
        config.foreignKeys.map((fk) => ({
          column: fk.reference().columns[0].name,
          table: getTableName(fk.reference().foreignTable),
          onDelete: fk.onDelete ?? 'no action',
        })),
      ),
    );
    const byName = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
    expect(byName(Object.values(migrated.checkConstraints).map((c) => [c.name, c.value]))).toEqual(
      byName(config.checks.map((c) => [c.name, sqlOf(c.value)])),
    );
    expect(byName(Object.values(migrated.uniqueConstraints).map((u) => [u.name, u.columns]))).toEqual(
      byName([
        ...config.columns.filter((c) => c.isUnique).map((c) => [c.uniqueName ?? '', [c.name]] as [string, string[]]),
        ...config.uniqueConstraints.map((u) => [u.name ?? '', u.columns.map((c) => c.name)] as [string, string[]]),
      ]),
    );
    expect(
      byName(Object.values(migrated.indexes).map((i) => [i.name, { unique: i.isUnique, columns: i.columns.map((c) => c.expression) }])),
    ).toEqual(
      byName(
        config.indexes.map((i) => [i.config.name ?? '', { unique: i.config.unique, columns: indexColumns(tableName, i.config.columns) }]),
      ),
    );
  });
});

describe('the registry', () => {
  it('serves every contract it lists, and each reference points at a declared resource', () => {
    expect(resources.map((r) => r.contract.name).sort()).toEqual(resourceContracts.map((c) => c.name).sort());
    for (const contract of resourceContracts) {
      for (const { field, meta } of storedFields(contract)) {
        if (meta.references)
          expect(
            resourceContracts.map((c) => c.name),
            `${contract.name}.${field}`,
          ).toContain(meta.references.resource);
      }
    }
  });

  it('has a migration journal entry for every snapshot', () => {
    expect(journal.entries.length).toBe(Number(lastSnapshotFile.slice(0, 4)) + 1);
  });
});
