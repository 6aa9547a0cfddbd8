import { type Action, permissionName, pluralLabelOf } from '@sahay/contracts';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi, toCamel } from '../../lib/keys.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { ResourceDefinition, Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { storedFields } from '../../resource/table.ts';

/**
 * Rows of other resources that belong to a record under the workflow (a page's blocks), by the field its versions
 * hold them in. Each part's contract has a reference to the record's entity: that is how its rows name their record.
 */
export type EditorialPartDefinitions = Record<string, ResourceDefinition>;

/** One part as versions keep it: the field holding its rows, the field of a row naming its record, the fields kept of each row. */
export interface EditorialPart {
  field: string;
  definition: ResourceDefinition;
  owner: string;
  kept: string[];
}

/** The parts of a record of `entity`, each with what is derived from its contract. */
export function describeParts(entity: string, parts: EditorialPartDefinitions): EditorialPart[] {
  return Object.entries(parts).map(([field, definition]) => {
    const stored = storedFields(definition.contract);
    const owner = stored.find(({ meta }) => meta.references?.resource === entity)?.field;
    if (!owner) throw new Error(`${definition.contract.name} has no field referring to ${entity}: it cannot be a part of it`);
    return { field, definition, owner, kept: stored.map((f) => f.field).filter((f) => f !== owner) };
  });
}

/**
 * The part's resource, whose writes keep a version of the record each row belongs to (`keepVersion`, by the
 * record's id and who wrote), in the write's transaction. Its own hooks still run.
 */
export function keepingVersions(
  { definition, owner }: EditorialPart,
  keepVersion: (tx: DbOrTx, id: number, savedBy: number | undefined) => Promise<void>,
): ResourceDefinition {
  const { hooks = {} } = definition;
  const ownerOf = (row: Row | undefined) => row?.[owner] as number | null | undefined;
  return {
    ...definition,
    hooks: {
      ...hooks,
      async afterWrite(record, input, context) {
        await hooks.afterWrite?.(record, input, context);
        // A row moved to another record changes both.
        for (const id of new Set([ownerOf(context.before), ownerOf(record)]))
          if (typeof id === 'number') await keepVersion(context.tx, id, context.actor);
      },
      async beforeDelete(tx, record, actor) {
        await hooks.beforeDelete?.(tx, record, actor);
        const id = ownerOf(record);
        if (typeof id === 'number') await keepVersion(tx, id, actor);
      },
    },
  };
}

const ownerColumn = (part: EditorialPart) => (getTableColumns(part.definition.table) as Record<string, PgColumn>)[toCamel(part.owner)];

/** A record's rows of one part as versions keep them: each row's id and kept fields, by id. */
async function partRows(db: DbOrTx, part: EditorialPart, id: number): Promise<Row[]> {
  const { table } = part.definition;
  const rows = await db
    .select()
    .from(table)
    .where(eq(ownerColumn(part), id))
    .orderBy(asc(table.id));
  return rows.map((row) => rowToApi(row as Row, ['id', ...part.kept]));
}

/** What a version holds of a record's parts: every part's rows under its field. */
export async function readParts(db: DbOrTx, parts: readonly EditorialPart[], id: number): Promise<Row> {
  const held: Row = {};
  for (const part of parts) held[part.field] = await partRows(db, part, id);
  return held;
}

/** The changes that make a part's rows those a version kept: matched by id, a row kept but gone is created anew. */
function changesOf(part: EditorialPart, current: Row[], wanted: Row[]) {
  const now = new Map(current.map((row) => [row.id, row]));
  const wantedIds = new Set(wanted.map((row) => row.id));
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const fieldsOf = (row: Row) => Object.fromEntries(part.kept.filter((f) => f in row).map((f) => [f, row[f]]));
  return {
    delete: current.filter((row) => !wantedIds.has(row.id)).map((row) => row.id as number),
    update: wanted.flatMap((row) => {
      const before = now.get(row.id);
      if (!before) return [];
      const changed = Object.fromEntries(Object.entries(fieldsOf(row)).filter(([f, value]) => !same(value, before[f])));
      return Object.keys(changed).length ? [{ id: row.id as number, values: changed }] : [];
    }),
    create: wanted.filter((row) => !now.has(row.id)).map(fieldsOf),
  };
}

/**
 * Makes a record's parts what a version kept: rows removed, changed and created through their repositories (so
 * each is audited and the caches are emptied), once the caller is found to hold every permission those changes
 * need. A part the version does not hold (kept before the entity had parts) stays as it is. Run inside the
 * restore's transaction.
 */
export async function restoreParts(
  tx: DbOrTx,
  parts: readonly (EditorialPart & { repository: Repository })[],
  id: number,
  version: Row,
  caller: Caller | null,
) {
  const plans = [];
  for (const part of parts) {
    const wanted = version[part.field];
    if (!Array.isArray(wanted)) continue;
    plans.push({ part, changes: changesOf(part, await partRows(tx, part, id), wanted as Row[]) });
  }
  for (const { part, changes } of plans) {
    const actions = (['delete', 'update', 'create'] as const satisfies readonly Action[]).filter((a) => changes[a].length);
    const lacking = actions.map((a) => permissionName(part.definition.contract.name, a)).filter((p) => caller && !can(caller, p));
    if (lacking.length)
      throw new HttpError(
        403,
        `Restoring this version changes its ${pluralLabelOf(part.definition.contract).toLowerCase()}, which needs ${lacking.join(', ')}.`,
      );
  }
  for (const { part, changes } of plans) {
    // Removed first: a row created back may take a name (unique on its record) that a removed one holds.
    if (changes.delete.length) await part.repository.removeMany(tx, changes.delete, { caller });
    for (const { id: rowId, values } of changes.update) await part.repository.update(tx, rowId, values, { caller });
    for (const values of changes.create) await part.repository.create(tx, { ...values, [part.owner]: id }, { caller });
  }
}
