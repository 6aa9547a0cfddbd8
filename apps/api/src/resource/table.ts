import {
  choicesOf,
  type FieldMeta,
  formatOf,
  type InputOnly,
  innerSchema,
  maxLengthOf,
  metaOf,
  type ResourceContract,
  type WithStoredDefault,
} from '@sahay/contracts';
import { type $Type, type HasDefault, type NotNull, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  type PgBooleanBuilderInitial,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgIntegerBuilderInitial,
  type PgTable,
  type PgTableExtraConfigValue,
  type PgVarcharBuilderInitial,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { recordColumns } from '../db/columns.ts';
import { toCamel } from '../lib/keys.ts';

/**
 * A resource's table, derived from its contract: each input field becomes its column (type, length,
 * not-null, default, unique, choices as a check, references as foreign keys with their delete rule and an
 * index). Columns the server keeps for itself (a password hash) and other indexes are added by the caller.
 */

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type StringColumn<T> = $Type<PgVarcharBuilderInitial<'', [string, ...string[]], undefined>, T>;
type BaseColumn<T> = [T] extends [boolean]
  ? PgBooleanBuilderInitial<''>
  : [T] extends [number]
    ? PgIntegerBuilderInitial<''>
    : StringColumn<T>;
type ColumnFor<S extends z.ZodType> =
  undefined extends z.input<S>
    ? S extends WithStoredDefault
      ? HasDefault<NotNull<BaseColumn<NonNullable<z.output<S>>>>>
      : BaseColumn<NonNullable<z.output<S>>>
    : NotNull<BaseColumn<NonNullable<z.output<S>>>>;
/** The columns of a contract's input, typed as drizzle would type them written by hand. */
export type ColumnsOf<Shape> = {
  [K in keyof Shape & string as Shape[K] extends InputOnly ? never : Camel<K>]: Shape[K] extends z.ZodType ? ColumnFor<Shape[K]> : never;
};

/** Every resource table by resource name: references find their target here, lazily. */
const tables = new Map<string, { id: PgColumn }>();

/** The declaration each derived table was made from: a plain resource needs nothing else. */
const contractsOfTables = new WeakMap<object, ResourceContract>();

/** The declaration a table was derived from by `resourceTable`. */
export function contractOfTable(table: object): ResourceContract {
  const contract = contractsOfTables.get(table);
  if (!contract) throw new Error('this table was not derived from a declaration');
  return contract;
}

/** Registers a resource table written by hand (one whose rows are not edited, like the audit trail). */
export function registerResourceTable<T extends { id: PgColumn }>(name: string, table: T) {
  tables.set(name, table);
  return table;
}

export const tableOfResource = (name: string) => {
  const table = tables.get(name);
  if (!table) throw new Error(`No table is declared for the resource ${name}.`);
  return table;
};

/** Texts up to this length are varchar(n); longer ones are text. */
const longestVarchar = 2000;
const choiceLength = 40;

interface Def {
  type: string;
  format?: string;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a client may leave the field out. */
export const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The storage kind of a field, read from its schema and meta. */
export function storageOf(schema: z.ZodType, meta: FieldMeta = metaOf(schema)) {
  const inner = innerSchema(schema);
  const def = defOf(inner);
  const maxLength = maxLengthOf(inner);
  if (meta.references) return { kind: 'integer' as const };
  if (meta.money) return { kind: 'numeric' as const };
  if (def.type === 'number') return { kind: 'integer' as const };
  if (def.type === 'boolean' || (def.type === 'union' && def.options?.some((o) => defOf(innerSchema(o)).type === 'boolean')))
    return { kind: 'boolean' as const };
  if (def.type === 'enum') return { kind: 'varchar' as const, length: choiceLength, choices: choicesOf(inner) };
  if (def.type === 'string' && formatOf(inner) === 'date') return { kind: 'date' as const };
  if (def.type === 'string' && formatOf(inner) === 'datetime') return { kind: 'timestamp' as const };
  if (def.type === 'string' && !meta.richText && maxLength !== undefined && maxLength <= longestVarchar)
    return { kind: 'varchar' as const, length: maxLength };
  if (def.type === 'string') return { kind: 'text' as const };
  throw new Error(`A field of type ${def.type} has no column kind; mark it inputOnly or give it one.`);
}

/** The SQL name of a field's column: references end in `_id` (`department` → `department_id`). */
export const columnNameOf = (field: string, meta: FieldMeta) => (meta.references ? `${field}_id` : field);

function columnFor(tableName: string, field: string, schema: z.ZodType): PgColumnBuilderBase {
  const meta = metaOf(schema);
  const name = columnNameOf(field, meta);
  const storage = storageOf(schema, meta);
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's builders differ per type; the chain below is common to all.
  let column: any =
    storage.kind === 'integer'
      ? integer(name)
      : storage.kind === 'numeric'
        ? numeric(name, { precision: 14, scale: 2 })
        : storage.kind === 'boolean'
          ? boolean(name)
          : storage.kind === 'date'
            ? date(name, { mode: 'string' })
            : storage.kind === 'timestamp'
              ? timestamp(name, { withTimezone: true })
              : storage.kind === 'varchar'
                ? varchar(name, { length: storage.length })
                : text(name);
  if (!isOptional(schema) || meta.default !== undefined) column = column.notNull();
  if (meta.default !== undefined) column = column.default(meta.default);
  if (meta.unique === true) column = column.unique(`${tableName}_${name}_unique`);
  const target = meta.references;
  if (target) column = column.references(() => tableOfResource(target.resource).id, { onDelete: target.onDelete });
  return column;
}

/** The stored fields of a contract's input, each with its meta. */
export function storedFields(contract: Pick<ResourceContract, 'input'>) {
  return Object.entries(contract.input.shape as Record<string, z.ZodType>)
    .map(([field, schema]) => ({ field, schema, meta: metaOf(schema) }))
    .filter(({ meta }) => !meta.inputOnly);
}

/** The columns of a contract's input fields. */
export function columnsOf<C extends ResourceContract>(contract: C): ColumnsOf<C['input']['shape']> {
  return Object.fromEntries(
    storedFields(contract).map(({ field, schema }) => [toCamel(field), columnFor(contract.name, field, schema)]),
  ) as ColumnsOf<C['input']['shape']>;
}

/** Indexes and checks every derived table has: one index per reference, a check per choice, case-blind uniques. */
function derivedConstraints(contract: ResourceContract, columns: Record<string, PgColumn>): PgTableExtraConfigValue[] {
  const out: PgTableExtraConfigValue[] = [];
  for (const { field, schema, meta } of storedFields(contract)) {
    const column = columns[toCamel(field)];
    const name = columnNameOf(field, meta);
    if (meta.references) out.push(index(`${contract.name}_${name}_idx`).on(column));
    if (meta.unique === 'ignoreCase') out.push(uniqueIndex(`${contract.name}_${name}_unique`).on(sql`lower(${column})`));
    const choices = storageOf(schema, meta).choices;
    if (choices) {
      const list = sql.raw(choices.map((c) => `'${c.replace(/'/g, "''")}'`).join(', '));
      out.push(check(`${contract.name}_${name}_check`, sql`${column} in (${list})`));
    }
  }
  return out;
}

/**
 * The table of a resource: the record columns, the contract's fields, then `extra` columns the server
 * keeps for itself; `config` adds indexes beyond the derived ones.
 */
export function resourceTable<C extends ResourceContract, Extra extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  contract: C,
  extra?: Extra,
  // biome-ignore lint/suspicious/noExplicitAny: the built columns, as drizzle passes them to its extra config.
  config?: (columns: any) => PgTableExtraConfigValue[],
) {
  const columns = { ...recordColumns, ...columnsOf(contract), ...(extra ?? ({} as Extra)) };
  const table = pgTable(contract.name as C['name'], columns, (t) => [
    ...derivedConstraints(contract, t as unknown as Record<string, PgColumn>),
    ...(config?.(t) ?? []),
  ]);
  tables.set(contract.name, table as unknown as { id: PgColumn });
  contractsOfTables.set(table, contract);
  return table;
}

/** The line object of a document's `lines()` field, without its `id`. */
export function lineShapeOf(contract: Pick<ResourceContract, 'input'>, field: string): Record<string, z.ZodType> {
  const array = innerSchema((contract.input.shape as Record<string, z.ZodType>)[field]) as unknown as {
    _zod: { def: { element: z.ZodObject } };
  };
  const { id: _id, ...shape } = array._zod.def.element.shape as Record<string, z.ZodType>;
  return shape;
}

/**
 * The table of a document's lines (`<name>_line`): an id, `document_id` pointing at the document (its
 * lines go with it), and a column per field of the line object, derived as a resource's are.
 */
export function linesTable(
  contract: ResourceContract,
  field = 'items',
  // biome-ignore lint/suspicious/noExplicitAny: the built columns, as drizzle passes them to its extra config.
  config?: (columns: any) => PgTableExtraConfigValue[],
) {
  const name = `${contract.name}_line`;
  const shape = lineShapeOf(contract, field);
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial().primaryKey(),
    document: integer('document_id')
      .notNull()
      .references(() => tableOfResource(contract.name).id, { onDelete: 'cascade' }),
  };
  for (const [key, schema] of Object.entries(shape)) columns[toCamel(key)] = columnFor(name, key, schema);
  const lines = { input: z.object(shape) } as unknown as ResourceContract;
  return pgTable(name, columns, (t) => [
    index(`${name}_document_id_idx`).on(t.document),
    ...derivedConstraints({ ...lines, name }, t as unknown as Record<string, PgColumn>),
    ...(config?.(t) ?? []),
  ]) as unknown as PgTable & { id: PgColumn; document: PgColumn } & Record<string, PgColumn>;
}
