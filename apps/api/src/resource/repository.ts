import type { ResourceContract } from '@sahay/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { apiToRow, rowToApi, toCamel, toSnake } from '../lib/keys.ts';
import type { ResourceDefinition } from './define-resource.ts';

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

type Row = Record<string, unknown>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads and writes of one declared resource; every method takes the handle to run on. */
export function createRepository({ contract, table }: ResourceDefinition) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (apiKey: string) => columns[toCamel(apiKey)];
  const orderColumn = contract.order ? column(contract.order.field) : undefined;
  const ordering = orderColumn
    ? [contract.order?.direction === 'desc' ? desc(orderColumn) : asc(orderColumn), asc(table.id)]
    : [asc(table.id)];
  const missing = (id: number) => notFound(`${contract.label} id - ${id} does not exist`);

  async function findPage(db: DbOrTx, where: SQL | undefined, request: PageRequest): Promise<Page<Row>> {
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    const totalPages = Math.max(1, Math.ceil(total / request.size));
    // A page past the end answers the last page, and says so.
    const page = Math.min(Math.max(1, request.page), totalPages);
    const items = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(...ordering)
      .limit(request.size)
      .offset((page - 1) * request.size);
    return { items: items.map((r) => rowToApi(r)), page, size: request.size, totalPages, totalElements: total };
  }

  return {
    contract,

    list: (db: DbOrTx, request: PageRequest) => findPage(db, undefined, request),

    async all(db: DbOrTx, direction: 'asc' | 'desc' = 'asc') {
      const rows = await db
        .select()
        .from(table)
        .orderBy(...(direction === 'asc' ? ordering : [desc(table.id)]));
      return rows.map((r) => rowToApi(r));
    },

    /** `filters` match one field each (all must match); `anyText` matches any searchable field. */
    search(db: DbOrTx, filters: Record<string, string>, anyText: string | undefined, request: PageRequest) {
      const conditions: SQL[] = [];
      for (const [field, value] of Object.entries(filters)) {
        conditions.push(ilike(column(field), `%${escapeLike(value)}%`));
      }
      if (anyText) {
        const any = (contract.search ?? []).map((field) => ilike(column(field), `%${escapeLike(anyText)}%`));
        if (any.length) conditions.push(or(...any) as SQL);
      }
      return findPage(db, conditions.length ? and(...conditions) : undefined, request);
    },

    async get(db: DbOrTx, id: number) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) throw missing(id);
      return rowToApi(row);
    },

    async create(db: DbOrTx, input: Row, by?: number) {
      const [row] = await db
        .insert(table)
        .values({ ...apiToRow(input), createdBy: by, updatedBy: by } as never)
        .returning()
        .catch((e) => rethrowConstraint(e, contract, columns));
      return rowToApi(row as Row);
    },

    async update(db: DbOrTx, id: number, input: Row, by?: number) {
      const [row] = await db
        .update(table)
        .set({ ...apiToRow(input), updatedAt: new Date(), updatedBy: by } as never)
        .where(eq(table.id, id))
        .returning()
        .catch((e) => rethrowConstraint(e, contract, columns));
      if (!row) throw missing(id);
      return rowToApi(row as Row);
    },

    async remove(db: DbOrTx, id: number) {
      const [row] = await db
        .delete(table)
        .where(eq(table.id, id))
        .returning()
        .catch((e) => rethrowConstraint(e, contract, columns));
      if (!row) throw missing(id);
      return rowToApi(row as Row);
    },

    /** Deletes all or nothing: an unknown id leaves every row in place. */
    async removeMany(db: DbOrTx, ids: number[]) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(table)
          .where(inArray(table.id, ids))
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const found = new Set(rows.map((r) => (r as Row).id));
        const unknown = [...new Set(ids)].filter((id) => !found.has(id));
        if (unknown.length) throw notFound(`${contract.label} ids - [${unknown.join(', ')}] do not exist; nothing was deleted`);
        return rows.map((r) => rowToApi(r as Row));
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
