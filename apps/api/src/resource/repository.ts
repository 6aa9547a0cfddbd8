import { fileFields, pluralWords, recordTitle, resourceContracts, richTextFields } from '@sahay/contracts';
import { and, asc, count, desc, eq, getTableColumns, getTableName, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { apiToRow, rowToApi, toCamel, toSnake } from '../lib/keys.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { rethrowConstraint } from './constraint-errors.ts';
import type { Actor, ResourceDefinition, Row, WriteContext } from './define-resource.ts';
import { documentLines } from './document-lines.ts';
import type { WriteEffects } from './effects.ts';
import { keptCount } from './kept-counts.ts';
import type { ExactFilters, ListOptions, SortKey } from './list-query.ts';
import { storedFields, tableOfResource } from './table.ts';

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

/** A record's key as the routes give it: its id, or the contract's lookup field. */
export type RecordKey = number | string;

const textColumnTypes = new Set(['PgText', 'PgVarchar', 'PgChar']);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The records of other resources that must go before one of this resource may (their reference refuses deletes). */
function referrersOf(resource: string) {
  return resourceContracts.flatMap((contract) =>
    storedFields(contract)
      .filter(({ meta }) => meta.references?.resource === resource && meta.references.onDelete === 'restrict')
      .map(({ field }) => ({
        contract,
        column: () => getTableColumns(tableOfResource(contract.name) as never)[toCamel(field)] as PgColumn,
      })),
  );
}

/**
 * Reads and writes of one declared resource; every method takes the handle to run on. Every read,
 * update and delete applies the resource's row scope for the caller. Every write sanitises rich text,
 * leaves an audit row in its transaction, and once committed empties the caches of the entity and
 * removes the files it left behind.
 */
export function createRepository(definition: ResourceDefinition, effects: WriteEffects) {
  const { contract, table, hooks = {} } = definition;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (apiKey: string) => columns[toCamel(apiKey)];
  const hidden = new Set(definition.hidden ?? []);
  const visibleFields = Object.keys(columns)
    .map(toSnake)
    .filter((key) => !hidden.has(key));
  const files = Object.keys(fileFields(contract));
  const richText = richTextFields(contract);
  const keyColumn = contract.lookup ? column(contract.lookup) : table.id;
  const keyName = contract.lookup ?? 'id';
  const referrers = referrersOf(contract.name);

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
  const dateConditions = (dates: ListOptions['dates']) =>
    contract.dateRange && dates
      ? [
          dates.after ? gte(column(contract.dateRange), dates.after) : undefined,
          dates.before ? lte(column(contract.dateRange), dates.before) : undefined,
        ]
      : [];
  /** A line of the record refers to one of the values; a field of the header too: the header may instead. */
  const lineConditions = (lines: ListOptions['lines'] = {}) => {
    const document = definition.lines;
    if (!document) return [];
    const lineColumns = getTableColumns(document.table) as Record<string, PgColumn>;
    return Object.entries(lines).map(([field, values]) => {
      const onLine = sql`exists (select 1 from ${document.table} where ${document.parent} = ${table.id} and ${inArray(lineColumns[toCamel(field)], values)})`;
      return column(field) ? (or(inArray(column(field), values), onLine) as SQL) : onLine;
    });
  };
  /** The conditions of a list's options: exact filters, the date range, the lines' references and the declared text filters. */
  const listConditions = (options: ListOptions) => [
    ...exactConditions(options.exact),
    ...dateConditions(options.dates),
    ...lineConditions(options.lines),
    ...Object.entries(options.text ?? {}).map(([name, text]) => definition.textFilters?.[name]?.(text)),
  ];
  const now = () => effects.now?.() ?? new Date();
  const scopeOf = (actor: Actor | undefined) => definition.scope?.(actor?.caller, { now: now() });
  const scoped = (actor: Actor | undefined, conditions: (SQL | undefined)[]) => {
    const all = [scopeOf(actor), ...conditions].filter((c): c is SQL => c !== undefined);
    return all.length ? and(...all) : undefined;
  };
  const missing = (key: RecordKey) => notFound(`${contract.label} ${keyName} - ${key} does not exist`);
  /** Only values of real columns are stored; other input (a role's permission ids) is for the hooks. */
  const storable = (values: Row) =>
    Object.fromEntries(
      Object.entries(apiToRow(values))
        .filter(([key]) => key in columns)
        // Moments arrive as ISO text; their columns take dates.
        .map(([key, value]) => [key, typeof value === 'string' && columns[key].columnType === 'PgTimestamp' ? new Date(value) : value]),
    );
  const clean = (input: Row) => {
    const out = { ...input };
    for (const field of richText) if (typeof out[field] === 'string') out[field] = sanitizeRichText(out[field] as string);
    return out;
  };

  const toApi = (row: Row) => rowToApi(row, visibleFields);

  const document = definition.lines;
  const { writeLines, insertLines, withLines } = documentLines(definition);
  const expand = async (db: DbOrTx, records: Row[]) => (hooks.expand ? hooks.expand(db, records) : records);

  /** The value of the one filter a list asks, when it is the kept-count column's and nothing else narrows the list. */
  const countedValue = (actor: Actor | undefined, conditions: SQL[], options: ListOptions) => {
    const counted = definition.countedBy;
    if (!counted || conditions.length || scopeOf(actor)) return undefined;
    if (options.dates?.after || options.dates?.before || Object.keys(options.lines ?? {}).length) return undefined;
    const exact = Object.entries(options.exact ?? {});
    const text = Object.entries(options.text ?? {});
    if (exact.length + text.length !== 1) return undefined;
    const [[field, value]] = [...exact, ...text];
    if (field !== counted) return undefined;
    if (Array.isArray(value)) return value.length === 1 ? String(value[0]) : undefined;
    return value;
  };

  async function countRows(db: DbOrTx, actor: Actor | undefined, conditions: SQL[], options: ListOptions, where: SQL | undefined) {
    const value = countedValue(actor, conditions, options);
    if (value !== undefined) return keptCount(db, getTableName(table), value);
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    return total;
  }

  /** Pages deeper than this find their ids first (an index alone can often answer), then read only those rows. */
  const deepOffset = 1000;

  async function findPage(db: DbOrTx, actor: Actor | undefined, conditions: SQL[], request: PageRequest, options: ListOptions) {
    const where = scoped(actor, [...conditions, ...listConditions(options)]);
    const total = await countRows(db, actor, conditions, options, where);
    const totalPages = Math.max(1, Math.ceil(total / request.size));
    // A page past the end answers the last page, and says so.
    const page = Math.min(Math.max(1, request.page), totalPages);
    const offset = (page - 1) * request.size;
    const order = orderBy(options.ordering);
    const rows =
      offset < deepOffset
        ? await db
            .select()
            .from(table)
            .where(where)
            .orderBy(...order)
            .limit(request.size)
            .offset(offset)
        : await db
            .select()
            .from(table)
            .where(
              inArray(
                table.id,
                db
                  .select({ id: table.id })
                  .from(table)
                  .where(where)
                  .orderBy(...order)
                  .limit(request.size)
                  .offset(offset),
              ),
            )
            .orderBy(...order);
    return { items: await expand(db, rows.map(toApi)), page, size: request.size, totalPages, totalElements: total } as Page<Row>;
  }

  /** A text field matches a part of the value, case-insensitively; a number field matches exactly. */
  function fieldCondition(field: string, value: string) {
    const target = column(field);
    if (target.dataType === 'number') return /^\d{1,9}$/.test(value) ? eq(target, Number(value)) : sql`false`;
    return ilike(target, `%${escapeLike(value)}%`);
  }

  async function findRow(db: DbOrTx, key: RecordKey, actor: Actor | undefined, lock = false) {
    const query = db
      .select()
      .from(table)
      .where(scoped(actor, [eq(keyColumn, key)]));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw missing(key);
    return toApi(row);
  }

  /** Of these stored files, the ones no row of this resource points at any more; removed once the change commits. */
  async function releaseFiles(db: DbOrTx, records: Row[]) {
    const paths = records
      .flatMap((r) => files.map((f) => r[f]))
      .filter((p): p is string => typeof p === 'string' && p.startsWith('/media/'));
    if (!paths.length) return;
    await afterCommit(db, async (committed) => {
      for (const path of new Set(paths)) {
        const [used] = await committed
          .select({ id: table.id })
          .from(table)
          .where(or(...files.map((f) => eq(column(f), path))))
          .limit(1);
        if (!used) await effects.removeFile(path);
      }
    });
  }

  /** Refuses, with a sentence, to delete a record that is marked not deletable or that other records still refer to. */
  async function guardDelete(tx: DbOrTx, record: Row) {
    const name = `${contract.label} “${recordTitle(contract, record)}”`;
    if (record.is_deletable === false) throw new HttpError(409, `${name} came with Sahay and cannot be deleted.`);
    for (const referrer of referrers) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(tableOfResource(referrer.contract.name) as never)
        .where(eq(referrer.column(), record.id as number));
      if (n > 0) {
        const what = n === 1 ? `1 ${referrer.contract.label.toLowerCase()}` : `${n} ${pluralWords(referrer.contract)}`;
        throw new HttpError(409, `${name} cannot be deleted: ${what} still refer${n === 1 ? 's' : ''} to it.`);
      }
    }
    const refusal = await definition.deleteGuard?.(tx, record);
    if (refusal) throw new HttpError(409, refusal);
  }

  const actorOf = (actor: Actor | undefined) => actor?.caller?.userId;
  const limitIn =
    (tx: DbOrTx): WriteContext['rateLimit'] =>
    (attempt, limits) =>
      effects.rateLimit(tx, attempt, limits);

  async function removeRows(db: DbOrTx, keys: RecordKey[], actor: Actor | undefined) {
    return inTransaction(db, async (tx) => {
      const rows = await tx
        .select()
        .from(table)
        .where(scoped(actor, [inArray(keyColumn, keys)]))
        .for('update');
      const records = rows.map((r) => toApi(r as Row));
      const found = new Set(records.map((r) => r[keyName]));
      const unknown = [...new Set(keys)].filter((key) => !found.has(key));
      if (unknown.length === 1 && keys.length === 1) throw missing(unknown[0]);
      if (unknown.length) throw notFound(`${contract.label} ${keyName}s - [${unknown.join(', ')}] do not exist; nothing was deleted`);
      for (const record of records) await guardDelete(tx, record);
      // A document's audit row keeps its lines: what was deleted can be read back whole.
      const removed = document ? await Promise.all(records.map((record) => withLines(tx, record))) : records;
      if (definition.posting) {
        for (const record of removed)
          await definition.posting.undo(tx, { record, lines: (record[document?.field ?? ''] as Row[] | undefined) ?? [] }, actor);
      }
      if (hooks.beforeDelete) for (const record of records) await hooks.beforeDelete(tx, record, actorOf(actor));
      await tx
        .delete(table)
        .where(
          inArray(
            table.id,
            records.map((r) => r.id as number),
          ),
        )
        .catch((e) => rethrowConstraint(e, contract, columns));
      for (const record of removed)
        await effects.audit(tx, {
          userId: actorOf(actor),
          entity: contract.name,
          entityId: record.id as number,
          action: 'delete',
          before: record,
        });
      await afterCommit(tx, () => effects.changed(contract.name));
      await releaseFiles(tx, records);
      return records;
    });
  }

  return {
    contract,

    /** The app's clock, as the row scope reads it. */
    now,

    list: (db: DbOrTx, request: PageRequest, options: ListOptions = {}, actor?: Actor) => findPage(db, actor, [], request, options),

    async all(db: DbOrTx, options: ListOptions = {}, actor?: Actor) {
      const rows = await db
        .select()
        .from(table)
        .where(scoped(actor, listConditions(options)))
        .orderBy(...orderBy(options.ordering));
      return expand(db, rows.map(toApi));
    },

    /** `filters` match one field each (all must match); `anyText` matches any searchable field. */
    search(
      db: DbOrTx,
      filters: Record<string, string>,
      anyText: string | undefined,
      request: PageRequest,
      options: ListOptions = {},
      actor?: Actor,
    ) {
      const conditions: SQL[] = Object.entries(filters).map(([field, value]) => fieldCondition(field, value));
      if (anyText) {
        const any = (contract.search ?? []).map((field) => fieldCondition(field, anyText));
        if (any.length) conditions.push(or(...any) as SQL);
      }
      return findPage(db, actor, conditions, request, options);
    },

    async get(db: DbOrTx, key: RecordKey, actor?: Actor) {
      const [record] = await expand(db, [await findRow(db, key, actor)]);
      return withLines(db, record);
    },

    async create(db: DbOrTx, input: Row, actor: Actor = {}) {
      return inTransaction(db, async (tx) => {
        const context: WriteContext = { tx, mode: 'create', ...actor, actor: actorOf(actor), rateLimit: limitIn(tx), now: now() };
        const cleaned = clean(input);
        const values = hooks.prepare ? await hooks.prepare(cleaned, context) : { ...cleaned };
        if (definition.number) [values[definition.number.field]] = await effects.nextNumbers(tx, definition.number.prefix, 1);
        const [row] = await tx
          .insert(table)
          .values({ ...storable(values), createdBy: context.actor, updatedBy: context.actor } as never)
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const stored = toApi(row as Row);
        await hooks.afterWrite?.(stored, cleaned, context);
        const givenLines = (cleaned[document?.field ?? ''] as Row[] | undefined) ?? [];
        definition.posting?.check?.(givenLines);
        const lines = await writeLines(tx, stored.id as number, givenLines, []);
        const record = document ? { ...stored, [document.field]: lines } : stored;
        await definition.posting?.post(tx, { record, lines }, context);
        await effects.audit(tx, {
          userId: context.actor,
          entity: contract.name,
          entityId: record.id as number,
          action: 'create',
          after: record,
        });
        await afterCommit(tx, () => effects.changed(contract.name));
        const [expanded] = await expand(tx, [record]);
        return expanded;
      });
    },

    /**
     * Many records in a few multi-row statements, for a bulk write (an import) whose caller has already done in
     * bulk what the resource's hooks do one record at a time: the values come prepared, so no hook runs. Rich
     * text is sanitised, each record audited and the caches told once it commits, as `create` does; a document's
     * numbers are taken in one step, its lines written and posted in bulk (its posting's `postMany`, by the
     * rules `post` follows). Answers the records stored, with their lines, in the order given.
     */
    async insertMany(db: DbOrTx, inputs: Row[], actor: Actor = {}) {
      const { posting } = definition;
      if (posting && !posting.postMany) throw new Error(`${contract.name}: its posting has no postMany for a bulk write`);
      return inTransaction(db, async (tx) => {
        const by = actorOf(actor);
        const given = inputs.map(clean);
        const givenLines = given.map((input) => (input[document?.field ?? ''] as Row[] | undefined) ?? []);
        for (const lines of givenLines) posting?.check?.(lines);
        const { number } = definition;
        const numbers = number ? await effects.nextNumbers(tx, number.prefix, given.length) : [];
        const numbered = number ? given.map((input, i) => ({ ...input, [number.field]: numbers[i] })) : given;
        const stored: Row[] = [];
        const chunk = Math.max(1, Math.floor(30_000 / (Object.keys(columns).length + 2)));
        for (let i = 0; i < numbered.length; i += chunk) {
          const rows = await tx
            .insert(table)
            .values(numbered.slice(i, i + chunk).map((input) => ({ ...storable(input), createdBy: by, updatedBy: by })) as never)
            .returning()
            .catch((e) => rethrowConstraint(e, contract, columns));
          // Serial ids are drawn in the order of the rows given: sorted by id, the records follow the inputs.
          stored.push(...(rows as Row[]).sort((a, b) => (a.id as number) - (b.id as number)).map(toApi));
        }
        const records = document
          ? (
              await insertLines(
                tx,
                stored.map((record, i) => ({ id: record.id as number, lines: givenLines[i] })),
              )
            ).map((lines, i) => ({
              ...stored[i],
              [document.field]: lines,
            }))
          : stored;
        if (posting?.postMany) {
          const context: WriteContext = { tx, mode: 'create', ...actor, actor: by, rateLimit: limitIn(tx), now: now() };
          await posting.postMany(
            tx,
            records.map((record) => ({ record, lines: (record[document?.field ?? ''] as Row[] | undefined) ?? [] })),
            context,
          );
        }
        await effects.audit(
          tx,
          records.map((record) => ({
            userId: by,
            entity: contract.name,
            entityId: record.id as number,
            action: 'create' as const,
            after: record,
          })),
        );
        await afterCommit(tx, () => effects.changed(contract.name));
        return records;
      });
    },

    async update(db: DbOrTx, key: RecordKey, input: Row, actor: Actor = {}) {
      return inTransaction(db, async (tx) => {
        // Locked, so two editors saving at once are recorded one after the other.
        const before = await withLines(tx, await findRow(tx, key, actor, true));
        const beforeLines = (before[document?.field ?? ''] as Row[] | undefined) ?? [];
        await definition.posting?.undo(tx, { record: before, lines: beforeLines }, actor);
        const context: WriteContext = { tx, mode: 'update', before, ...actor, actor: actorOf(actor), rateLimit: limitIn(tx), now: now() };
        const cleaned = clean(input);
        const values = hooks.prepare ? await hooks.prepare(cleaned, context) : cleaned;
        const [row] = await tx
          .update(table)
          .set({ ...storable(values), updatedAt: new Date(), updatedBy: context.actor } as never)
          .where(eq(table.id, before.id as number))
          .returning()
          .catch((e) => rethrowConstraint(e, contract, columns));
        const stored = toApi(row as Row);
        await hooks.afterWrite?.(stored, cleaned, context);
        const given = cleaned[document?.field ?? ''] as Row[] | undefined;
        if (given)
          definition.posting?.check?.(
            given.map((line) => ({ ...beforeLines.find((b) => b.id === line.id && line.id !== undefined), ...line })),
          );
        const lines = given ? await writeLines(tx, stored.id as number, given, beforeLines) : beforeLines;
        const record = document ? { ...stored, [document.field]: lines } : stored;
        await definition.posting?.post(tx, { record, lines }, context);
        const [beforeExpanded, afterExpanded] = await expand(tx, [before, record]);
        await effects.audit(tx, {
          userId: context.actor,
          entity: contract.name,
          entityId: record.id as number,
          action: 'update',
          before: beforeExpanded,
          after: afterExpanded,
        });
        await afterCommit(tx, () => effects.changed(contract.name));
        await releaseFiles(tx, [before]);
        return afterExpanded;
      });
    },

    async remove(db: DbOrTx, key: RecordKey, actor?: Actor) {
      const [record] = await removeRows(db, [key], actor);
      return record;
    },

    /** Deletes all or nothing: an unknown id, or one record that may not go, leaves every row in place. */
    removeMany: (db: DbOrTx, keys: RecordKey[], actor?: Actor) => removeRows(db, keys, actor),
  };
}

export type Repository = ReturnType<typeof createRepository>;

/** What a service writes through: the app's repositories by resource name, and the effects they run. */
export interface ResourceWriter {
  repositories: ReadonlyMap<string, Repository>;
  writeEffects: WriteEffects;
}
