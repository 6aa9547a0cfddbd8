import { metaOf } from '@sahay/contracts';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { apiToRow, rowToApi, toSnake } from '../lib/keys.ts';
import { rethrowConstraint } from './constraint-errors.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';
import { lineShapeOf } from './table.ts';

/**
 * The lines of a document (a voucher's debits and credits), kept in a table of their own that points
 * at the record: read in their order, written by id (a line with an id changes, one without is added,
 * one left out is removed). A resource without lines gets functions that do nothing.
 */
export function documentLines(definition: ResourceDefinition) {
  const { contract } = definition;
  const document = definition.lines;
  const lineColumns = document ? (getTableColumns(document.table) as Record<string, PgColumn>) : {};
  const lineParent = Object.entries(lineColumns).find(([, c]) => c === document?.parent)?.[0] ?? '';
  const lineMetas = document
    ? Object.entries(lineShapeOf(contract, document.field)).map(([field, schema]) => ({ field, meta: metaOf(schema) }))
    : [];
  const storableLine = (line: Row) =>
    Object.fromEntries(Object.entries(apiToRow(line)).filter(([key]) => key in lineColumns && key !== 'id' && key !== lineParent));

  const lineFields = Object.keys(lineColumns)
    .filter((k) => k !== lineParent)
    .map(toSnake);

  async function linesOf(db: DbOrTx, recordId: number) {
    if (!document) return [];
    const rows = await db.select().from(document.table).where(eq(document.parent, recordId)).orderBy(asc(document.table.id));
    return rows.map((r) => rowToApi(r as Row, lineFields));
  }

  /**
   * The lines of many new records (a bulk write's), in multi-row statements well below the parameters' limit.
   * Answers each record's lines as `linesOf` reads them, in the order given.
   */
  async function insertLines(tx: DbOrTx, records: { id: number; lines: Row[] }[]) {
    if (!document) return records.map(() => []);
    const values = records.flatMap((record) => record.lines.map((line) => ({ ...storableLine(line), [lineParent]: record.id })));
    const byRecord = new Map<number, Row[]>(records.map((record) => [record.id, []]));
    const chunk = Math.max(1, Math.floor(30_000 / Object.keys(lineColumns).length));
    for (let i = 0; i < values.length; i += chunk) {
      const rows = await tx
        .insert(document.table)
        .values(values.slice(i, i + chunk) as never)
        .returning()
        .catch((e) => rethrowConstraint(e, contract, lineColumns, lineMetas));
      // Serial ids are drawn in the order of the rows given.
      for (const row of (rows as Row[]).sort((a, b) => (a.id as number) - (b.id as number)))
        byRecord.get(row[lineParent] as number)?.push(rowToApi(row, lineFields));
    }
    return records.map((record) => byRecord.get(record.id) ?? []);
  }

  /** Makes the stored lines those given: a line with an id changes, one without is added, one left out is removed. */
  async function writeLines(tx: DbOrTx, recordId: number, given: Row[], existing: Row[]) {
    if (!document) return [];
    const known = new Set(existing.map((line) => line.id as number));
    const kept = new Set<number>();
    for (const [i, line] of given.entries()) {
      const values = storableLine(line);
      const lineId = line.id as number | undefined;
      // A line sent back with its id alone stays as it is.
      const unchanged = lineId !== undefined && known.has(lineId) && Object.keys(values).length === 0;
      const write = unchanged
        ? Promise.resolve()
        : lineId === undefined
          ? tx.insert(document.table).values({ ...values, [lineParent]: recordId } as never)
          : known.has(lineId)
            ? tx
                .update(document.table)
                .set(values as never)
                .where(eq(document.table.id, lineId))
            : undefined;
      if (!write)
        throw new HttpError(400, {
          [`${document.field}.${i}.id`]: [`Line ${lineId} is not a line of this ${contract.label.toLowerCase()}.`],
        });
      await write.catch((e) => rethrowConstraint(e, contract, lineColumns, lineMetas));
      if (lineId !== undefined) kept.add(lineId);
    }
    const gone = [...known].filter((lineId) => !kept.has(lineId));
    if (gone.length) await tx.delete(document.table).where(inArray(document.table.id, gone));
    return linesOf(tx, recordId);
  }
  const withLines = async (db: DbOrTx, record: Row) =>
    document ? { ...record, [document.field]: await linesOf(db, record.id as number) } : record;

  return { linesOf, writeLines, insertLines, withLines };
}
