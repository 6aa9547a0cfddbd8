import { pagingKeys, publicFields, resourceInput } from '@sahay/contracts';
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

/** The input a client sends, as the contracts derive it: every optional field may also be null, to clear it; a document's lines by id. */
export function inputSchemas({ contract, lines }: ResourceDefinition) {
  return resourceInput(contract, lines?.field) as { create: z.ZodObject; update: z.ZodObject };
}

export { errorAnswers as errorResponses, writeErrorAnswers as writeErrorResponses } from '@sahay/contracts';

export const pageQuery = z.object({
  page: z.string().optional(),
  size: z.string().optional(),
});

export { pagingKeys };
