import { choicesOf, exactFilterFields, lineFilterFields } from '@sahay/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { toSnake } from '../lib/keys.ts';
import type { ResourceDefinition } from './define-resource.ts';

/** One sort key: a field, and whether it runs from the largest value down. */
export interface SortKey {
  field: string;
  descending: boolean;
}

/** A field that must equal one of these values. */
export type ExactFilters = Record<string, (string | number | boolean)[]>;

export interface ListOptions {
  ordering?: SortKey[];
  exact?: ExactFilters;
  /** The contract's date field from this day, to this day (inclusive). */
  dates?: { after?: string; before?: string };
  /** A document's line references (a voucher line's `ledger`): one of its lines refers to one of these. */
  lines?: Record<string, number[]>;
  /** The declaration's own text filters (`textFilters`), by name: the text to match. */
  text?: Record<string, string>;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const maxSortKeys = 3;
const maxValues = 100;

/**
 * The list routes' optional query beyond paging: `ordering=field,-other` (Django REST's spelling)
 * over the answered columns, and an exact filter per field the contract filters exactly (its
 * `exactFilterFields`: `is_active=true`, `role=3`, `id=4,7,9`, `gender=female`).
 */
export function listQuery(definition: ResourceDefinition) {
  const { contract, table, hidden = [] } = definition;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>)
    .map(([key, column]) => ({ field: toSnake(key), column }))
    .filter(({ field }) => !hidden.includes(field));
  const sortable = columns.filter(({ column }) => column.dataType !== 'json').map(({ field }) => field);
  const inputShape = contract.input.shape as Record<string, z.ZodType>;
  const exact = new Set(exactFilterFields(contract));
  const exactKinds = new Map(
    columns
      .filter(({ field }) => exact.has(field))
      .map(({ field, column }): [string, 'number' | 'boolean' | 'choice'] => [
        field,
        column.dataType === 'number' ? 'number' : column.dataType === 'boolean' ? 'boolean' : 'choice',
      ]),
  );

  // A document's lines filter by their references; a field the header has too matches either.
  const lineFields = definition.lines ? (lineFilterFields(contract)?.fields ?? []) : [];
  for (const field of lineFields) exactKinds.delete(field);

  const textFilters = Object.keys(definition.textFilters ?? {});
  const text = z.string('Give this parameter once; separate several values with commas.').max(2000).optional();
  const range = contract.dateRange ? { date_after: text, date_before: text } : {};
  const schema = z.object({
    ordering: text,
    ...range,
    ...Object.fromEntries([...exactKinds.keys(), ...lineFields, ...textFilters].map((field) => [field, text])),
  });

  /**
   * Reads `ordering` and the exact filters; a caller who may see only some fields (`visible`) may sort
   * and filter by those alone. Anything else is a 400 naming the parameter.
   */
  function parse(query: Record<string, unknown>, visible?: readonly string[]): ListOptions {
    const allowed = (field: string) => !visible || visible.includes(field);
    const errors: Record<string, string[]> = {};
    const options: ListOptions = {};

    const ordering = typeof query.ordering === 'string' ? query.ordering.trim() : '';
    if (ordering) {
      const choices = sortable.filter(allowed);
      const keys = ordering.split(',').map((term) => term.trim());
      const wrong = keys.filter((term) => !choices.includes(term.replace(/^-/, '')));
      if (wrong.length)
        errors.ordering = [`Cannot sort by ${wrong.map((w) => `"${w}"`).join(', ')}. Sort by one of: ${choices.join(', ')}.`];
      else if (keys.length > maxSortKeys) errors.ordering = [`Sort by at most ${maxSortKeys} fields.`];
      else options.ordering = keys.map((term) => ({ field: term.replace(/^-/, ''), descending: term.startsWith('-') }));
    }

    const exact: ExactFilters = {};
    for (const [field, kind] of exactKinds) {
      const raw = query[field];
      if (typeof raw !== 'string' || raw === '') continue;
      const read = allowed(field)
        ? readValues(
            kind,
            raw.split(',').map((v) => v.trim()),
            choicesOf(inputShape[field]),
          )
        : notAllowed(field);
      if ('error' in read) errors[field] = [read.error];
      else exact[field] = read.values;
    }
    if (Object.keys(exact).length) options.exact = exact;

    const lines: Record<string, number[]> = {};
    for (const field of lineFields) {
      const raw = query[field];
      if (typeof raw !== 'string' || raw === '') continue;
      const read = allowed(field)
        ? readValues(
            'number',
            raw.split(',').map((v) => v.trim()),
          )
        : notAllowed(field);
      if ('error' in read) errors[field] = [read.error];
      else lines[field] = read.values as number[];
    }
    if (Object.keys(lines).length) options.lines = lines;

    const texts: Record<string, string> = {};
    for (const name of textFilters) {
      const raw = typeof query[name] === 'string' ? (query[name] as string).trim() : '';
      if (!raw) continue;
      if (allowed(name)) texts[name] = raw;
      else errors[name] = [(notAllowed(name) as { error: string }).error];
    }
    if (Object.keys(texts).length) options.text = texts;

    if (contract.dateRange) {
      const dates: { after?: string; before?: string } = {};
      for (const [param, key] of [
        ['date_after', 'after'],
        ['date_before', 'before'],
      ] as const) {
        const value = query[param];
        if (typeof value !== 'string' || value === '') continue;
        if (isoDay.test(value) && !Number.isNaN(Date.parse(value))) dates[key] = value;
        else errors[param] = ['Enter a date as YYYY-MM-DD.'];
      }
      if (dates.after || dates.before) options.dates = dates;
    }

    if (Object.keys(errors).length) throw new HttpError(400, errors);
    return options;
  }

  return { schema, parse, exactFilters: [...exactKinds.keys(), ...lineFields, ...textFilters] };
}

type Read = { values: (string | number | boolean)[] } | { error: string };

const notAllowed = (field: string): Read => ({ error: `Filtering by ${field} is not allowed.` });

/** One filter's comma-separated values, checked against the field's kind. */
function readValues(kind: 'number' | 'boolean' | 'choice', values: string[], choices: readonly string[] = []): Read {
  if (values.length > maxValues) return { error: `Give at most ${maxValues} values.` };
  if (kind === 'number') {
    return values.every((v) => /^\d{1,9}$/.test(v))
      ? { values: values.map(Number) }
      : { error: 'Give a whole number, or several separated by commas.' };
  }
  if (kind === 'boolean') {
    return values.length === 1 && ['true', 'false'].includes(values[0])
      ? { values: [values[0] === 'true'] }
      : { error: 'Give true or false.' };
  }
  return values.every((v) => choices.includes(v)) ? { values } : { error: `Choose ${choices.join(', ')}.` };
}
