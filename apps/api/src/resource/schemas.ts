import { innerSchema, metaOf, pagingKeys, publicFields } from '@sahay/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { toSnake } from '../lib/keys.ts';
import type { ResourceDefinition } from './define-resource.ts';

function columnSchema(column: PgColumn): z.ZodType {
  const base =
    column.dataType === 'number'
      ? z.number()
      : column.dataType === 'boolean'
        ? z.boolean()
        : column.dataType === 'json'
          ? z.unknown()
          : z.string();
  return column.notNull ? base : base.nullable();
}

/** The shape of one record as the API answers it, derived from the table. */
export function rowSchema({ contract, table, hidden = [], output = {}, lines }: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!hidden.includes(toSnake(key))) shape[toSnake(key)] = columnSchema(column as PgColumn);
  }
  // A document is answered with its lines where it is read whole (by id), not in lists.
  if (lines) shape[lines.field] = z.array(z.looseObject({ id: z.number() })).optional();
  Object.assign(shape, output);
  const row = z.object(shape).meta({ id: `${contract.name}` });
  // Anonymous readers of a field-limited resource get a subset of the same record.
  return contract.publicRead && publicFields(contract) ? row.partial() : row;
}

/** The input a client sends: every optional field may also be null, to clear it. */
export function inputSchemas({ contract, lines }: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(contract.input.shape as Record<string, z.ZodType>)) shape[key] = clearable(field);
  if (lines) shape[lines.field] = newLines(contract.input.shape[lines.field] as z.ZodType);
  const create = z.object(shape);
  const update = create.partial();
  if (!lines) return { create, update };
  return { create, update: update.extend({ [lines.field]: changedLines(contract.input.shape[lines.field] as z.ZodType).optional() }) };
}

/** An optional field may also be sent as null, to clear it; one stored with a default is left out instead. */
const clearable = (field: z.ZodType) =>
  field.safeParse(undefined).success && metaOf(field).default === undefined ? field.nullable() : field;

/** A line's optional fields may also be null, to clear them, as a record's may. */
function lineObject(linesField: z.ZodType) {
  const line = (innerSchema(linesField) as z.ZodArray<z.ZodObject>).element;
  return z.object(
    Object.fromEntries(
      Object.entries(line.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        field.safeParse(undefined).success ? field.nullable() : field,
      ]),
    ),
  );
}

function newLines(linesField: z.ZodType) {
  return z.array(lineObject(linesField)).min(1, 'Add at least one line.').max(500, 'At most 500 lines.');
}

/**
 * The lines of a document's update: a line with its id names only what changes; a line without one is
 * new and needs every required field.
 */
function changedLines(linesField: z.ZodType) {
  const line = lineObject(linesField);
  const required = Object.entries(line.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([key]) => key);
  const changed = line.partial().superRefine((value, context) => {
    if ((value as { id?: unknown }).id !== undefined) return;
    for (const key of required) {
      if ((value as Record<string, unknown>)[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: 'This field is required.' });
    }
  });
  return z.array(changed).min(1, 'Add at least one line.').max(500, 'At most 500 lines.');
}

export { errorAnswers as errorResponses, writeErrorAnswers as writeErrorResponses } from '@sahay/contracts';

export const pageQuery = z.object({
  page: z.string().optional(),
  size: z.string().optional(),
});

export { pagingKeys };
