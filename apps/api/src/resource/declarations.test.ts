import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { choicesOf, maxLengthOf, resourceContracts } from '@sahay/contracts';
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../modules/index.ts';
import { columnNameOf, isOptional, storageOf, storedFields, tableOfResource } from './table.ts';

/**
 * Each field is declared once, in the contract; the table is derived from it. These checks walk every
 * resource and fail when a table says something else than its fields (a column added or changed by
 * hand), or when the committed migrations no longer describe the tables (a migration not generated).
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
}
const snapshot = JSON.parse(readFileSync(join(migrationsDir, 'meta', lastSnapshotFile), 'utf8')) as {
  tables: Record<string, SnapshotTable>;
};

describe.each(resources.map((r) => [r.contract.name, r] as const))('the declaration of %s', (_name, resource) => {
  const config = getTableConfig(resource.table as PgTable);
  const column = (name: string) => config.columns.find((c) => c.name === name);

  it('is served from its own table, registered for references', () => {
    expect(getTableName(resource.table as PgTable)).toBe(resource.contract.name);
    expect(() => tableOfResource(resource.contract.name)).not.toThrow();
  });

  for (const { field, schema, meta } of storedFields(resource.contract)) {
    const name = columnNameOf(field, meta);
    it(`stores ${field} as its field says: type, length, required, choices, unique, reference`, () => {
      const stored = column(name);
      expect(stored, `a column ${name}`).toBeDefined();
      if (!stored) return;
      const storage = storageOf(schema, meta);
      expect(stored.notNull, 'not null exactly when required or defaulted').toBe(!isOptional(schema) || meta.default !== undefined);
      if (storage.kind === 'varchar' && !choicesOf(schema)) expect(stored.getSQLType()).toBe(`varchar(${maxLengthOf(schema)})`);
      if (storage.kind === 'numeric') expect(stored.getSQLType()).toBe('numeric(14, 2)');
      const choices = choicesOf(schema);
      if (choices) {
        const check = config.checks.find((c) => c.name === `${resource.contract.name}_${name}_check`);
        expect(check, 'a check of the choices').toBeDefined();
      }
      const uniqueByConstraint =
        stored.isUnique || config.uniqueConstraints.some((u) => u.columns.length === 1 && u.columns[0].name === name);
      const uniqueByIndex = config.indexes.some((i) => i.config.unique && i.config.name === `${resource.contract.name}_${name}_unique`);
      expect(uniqueByConstraint || uniqueByIndex, 'unique exactly when declared').toBe(meta.unique !== undefined);
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

  it('is described by the committed migrations, column for column', () => {
    const migrated = snapshot.tables[`public.${resource.contract.name}`];
    expect(migrated, `the migrations create ${resource.contract.name}; run npm run db:generate`).toBeDefined();
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
