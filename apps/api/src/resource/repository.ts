import type { ResourceContract } from '@sahay/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { apiToRow, rowToApi, toCamel, toSnake } from '../lib/keys.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';
import type { ExactFilters, ListOptions, SortKey } from './list-query.ts';

export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  totalPages: number;
  totalElements: number;
}

const textColumnTypes = new Set(['PgText', 'PgVarchar', 'PgChar']);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads and writes of one declared resource; every method takes the handle to run on. Writes leave an audit row. */
export function createRepository(definition: ResourceDefinition) {
  const { contract, table, hooks = {} } = definition;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (apiKey: string) => columns[toCamel(apiKey)];
  const hidden = new Set(definition.hidden ?? []);
  const visibleFields = Object.keys(columns)
    .map(toSnake)
    .filter((key) => !hidden.has(key));
  /** Text sorts as people read it, whatever the database's collation: "apple" before "Banana". */
  const sortValue = (field: string) => {
    const target = column(field);
    return textColumnTypes.has(target.columnType) ? sql`lower(${target})` : target;
  };
  const contractOrder: SortKey[] = contract.order ? [{ field: contract.order.field, descending: contract.order.direction === 'desc' }] : [];
  /** The asked order, else the contract's; the id last, so equal values keep one order from page to page. */
  const orderBy = (keys: SortKey[] = contractOrder) => [
    ...keys.map(({ field, descending }) => (descending ? desc(sortValue(field)) : asc(sortValue(field)))),
    ...(keys.some((k) => k.field === 'id') ? [] : [asc(table.id)]),
  ];
  const exactConditions = (exact: ExactFilters = {}) => Object.entries(exact).map(([field, values]) => inArray(column(field), values));
  const missing = (id: number) => notFound(`${contract.label} id - ${id} does not exist`);
  /** Only values of real columns are stored; other input (a role's permission ids) is for the hooks. */
  const storable = (values: Row) => Object.fromEntries(Object.entries(apiToRow(values)).filter(([key]) => key in columns));

  const toApi = (row: Row) => rowToApi(row, visibleFields);
  const expand = async (db: DbOrTx, records: Row[]) => (hooks.expand ? hooks.expand(db, records) : records);

  async function findPage(db: DbOrTx, conditions: SQL[], request: PageRequest, options: ListOptions): Promise<Page<Row>> {
    const all = [...conditions, ...exactConditions(options.exact)];
    const where = all.length ? and(...all) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    const totalPages = Math.max(1, Math.ceil(total / request.size));
    // A page past the end answers the last page, and says so.
    const page = Math.min(Math.max(1, request.page), totalPages);
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy(options.ordering))
      .limit(request.size)
      .offset((page - 1) * request.size);
    return { items: await expand(db, rows.map(toApi)), page, size: request.size, totalPages, totalElements: total };
  }

  /** A text field matches a part of the value, case-insensitively; a number field matches exactly. */
  function fieldCondition(field: string, value: string) {
    const target = column(field);
    if (target.dataType === 'number') return /^\d{1,9}$/.test(value) ? eq(target, Number(value)) : sql`false`;
    return ilike(target, `%${escapeLike(value)}%`);
  }

  async function findRow(db: DbOrTx, id: number, lock = false) {
    const query = db.select().from(table).where(eq(table.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw missing(id);
    return toApi(row);
  }

  return {
    contract,

    list: (db: DbOrTx, request: PageRequest, options: ListOptions = {}) => findPage(db, [], request, options),

    async all(db: DbOrTx, options: ListOptions = {}) {
      const conditions = exactConditions(options.exact);
      const rows = await db
        .select()
        .from(table)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(...orderBy(options.ordering));
      return expand(db, rows.map(toApi));
    },

    /** `filters` match one field each (all must match); `anyText` matches any searchable field. */
    search(db: DbOrTx, filters: Record<string, string>, anyText: string | undefined, request: PageRequest, options: ListOptions = {}) {
      const conditions: SQL[] = Object.entries(filters).map(([field, value]) => fieldCondition(field, value));
      if (anyText) {
        const any = (contract.search ?? []).map((field) => fieldCondition(field, anyText));
        if (any.length) conditions.push(or(...any) as SQL);
      }
      return findPage(db, conditions, request, options);
    },

    async get(db: DbOrTx, id: number) {
      const [record] = await expand(db, [await findRow(db, id)]);
      return record;
    },

    async create(db: DbOrTx, input: Row, actor?: number, ip?: string) {
      return db.transaction(async (tx) => {
        const context = { tx, mode: 'create' as const, actor, ip };
        const values = hooks.prepare ? await hooks.prepare(input, context) : input;
        const [row] = await tx
          .insert(table)
          .values({ ...storable(values), createdBy: actor, updatedBy: actor } as never)
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const record = toApi(row as Row);
        await hooks.afterWrite?.(record, input, context);
        await recordAudit(tx, { userId: actor, entity: contract.name, entityId: record.id as number, action: 'create', after: record });
        const [expanded] = await expand(tx, [record]);
        return expanded;
      });
    },

    async update(db: DbOrTx, id: number, input: Row, actor?: number) {
      return db.transaction(async (tx) => {
        // Locked, so two editors saving at once are recorded one after the other.
        const before = await findRow(tx, id, true);
        const context = { tx, mode: 'update' as const, before, actor };
        const values = hooks.prepare ? await hooks.prepare(input, context) : input;
        const [row] = await tx
          .update(table)
          .set({ ...storable(values), updatedAt: new Date(), updatedBy: actor } as never)
          .where(eq(table.id, id))
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const record = toApi(row as Row);
        await hooks.afterWrite?.(record, input, context);
        const [beforeExpanded, afterExpanded] = await expand(tx, [before, record]);
        await recordAudit(tx, {
          userId: actor,
          entity: contract.name,
          entityId: id,
          action: 'update',
          before: beforeExpanded,
          after: afterExpanded,
        });
        return afterExpanded;
      });
    },

    async remove(db: DbOrTx, id: number, actor?: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(table)
          .where(eq(table.id, id))
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        if (!row) throw missing(id);
        const record = toApi(row as Row);
        await recordAudit(tx, { userId: actor, entity: contract.name, entityId: id, action: 'delete', before: record });
        return record;
      });
    },

    /** Of these stored files, the ones no row of this resource points at any more. */
    async unreferencedFiles(db: DbOrTx, paths: string[]) {
      const fileColumns = Object.keys(contract.files ?? {}).map(column);
      const unused: string[] = [];
      for (const path of new Set(paths)) {
        const [used] = await db
          .select({ id: table.id })
          .from(table)
          .where(or(...fileColumns.map((c) => eq(c, path))))
          .limit(1);
        if (!used) unused.push(path);
      }
      return unused;
    },

    /** Deletes all or nothing: an unknown id leaves every row in place. */
    async removeMany(db: DbOrTx, ids: number[], actor?: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(table)
          .where(inArray(table.id, ids))
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const found = new Set(rows.map((r) => (r as Row).id));
        const unknown = [...new Set(ids)].filter((id) => !found.has(id));
        if (unknown.length) throw notFound(`${contract.label} ids - [${unknown.join(', ')}] do not exist; nothing was deleted`);
        const records = rows.map((r) => toApi(r as Row));
        for (const record of records) {
          await recordAudit(tx, { userId: actor, entity: contract.name, entityId: record.id as number, action: 'delete', before: record });
        }
        return records;
      });
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
}

/** Turns a database constraint violation into the answer a client can act on, naming the field. */
function rethrowConstraint(error: unknown, contract: ResourceContract, columns: Record<string, PgColumn>): never {
  const pgError = findPgError(error);
  if (!pgError) throw error;
  const sqlColumn = /Key \(([^)]+)\)/
    .exec(pgError.detail ?? '')?.[1]
    ?.split(',')[0]
    ?.trim();
  const entry = Object.entries(columns).find(([, c]) => c.name === sqlColumn);
  const field = entry ? toSnake(entry[0]) : (sqlColumn ?? 'detail');
  const value = /=\(([^)]*)\)/.exec(pgError.detail ?? '')?.[1];
  switch (pgError.code) {
    case '23505':
      throw new HttpError(409, { [field]: [`A ${contract.label.toLowerCase()} with this ${field.replace(/_/g, ' ')} already exists.`] });
    case '23503':
      if (/still referenced/.test(pgError.detail ?? ''))
        throw new HttpError(409, `${contract.label} is still in use and cannot be deleted.`);
      throw new HttpError(400, { [field]: [`No record with id ${value} exists.`] });
    case '22003':
    case '22021':
    case '22001':
    case '22P02':
    case '22007':
    case '22008':
      if (!entry) throw new HttpError(400, 'A value is out of range or malformed.');
      throw new HttpError(400, { [field]: ['This value is out of range or malformed.'] });
    default:
      throw error;
  }
}

function findPgError(error: unknown): PgErrorLike | undefined {
  for (let e = error as (PgErrorLike & { cause?: unknown }) | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}
