import type { ReactNode } from 'react';
import type { FieldSpec } from '../contracts.ts';
import { choiceKey } from '../i18n/choices.ts';
import type { ExportTable } from '../reports/export/table.ts';
import { humanize } from '../text.ts';

/**
 * A list's columns, declared once as data: the list's fields and its export are both made from the declaration,
 * so the export holds what the list shows, under the same headings, with names where the record holds ids.
 */

/** How a column's value reads: it chooses the shared field that shows it and the export's cell. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'dateTime' | 'boolean' | 'names' | 'reference' | 'choice';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListColumn<R = Record<string, unknown>> {
  /** The record's field: what the column sorts by when it is sortable. */
  source: string;
  /** An i18n key; without it the heading is the resource's label for `source`, as react-admin names it. */
  label?: string;
  kind?: ColumnKind;
  /** For `reference`: the resource the id names; the list and the export show that record's title. */
  reference?: string;
  /** The value in words where the record holds it otherwise (a name answered beside an id, a status). */
  text?: (record: R, translate: Translate) => string | null | undefined;
  /** What the screen shows when it is more than the text (a link, a chip); the export takes the text. */
  render?: (record: R) => ReactNode;
  sortable?: boolean;
}

/** What an export needs besides the rows: the language, each column's heading, and the titles of referenced records. */
export interface ExportContext {
  title: string;
  translate: Translate;
  heading: (column: ListColumn) => string;
  /** By column source: the title of each record a `reference` column names, by id. */
  titles?: Map<string, Map<unknown, string>>;
}

type AnyColumn = ListColumn<never>;
const widen = (column: AnyColumn) => column as unknown as ListColumn;

/** One cell of the export: text, a money cell as the API's decimal string, null when empty. */
function cellOf(column: ListColumn, record: Record<string, unknown>, context: ExportContext): string | null {
  if (column.text) return column.text(record, context.translate) ?? null;
  const value = record[column.source];
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'boolean':
      return context.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'names':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'reference':
      return context.titles?.get(column.source)?.get(value) ?? `#${value}`;
    case 'choice':
      return context.translate(choiceKey(String(value)), { _: humanize(String(value)) });
    default:
      return String(value);
  }
}

/** The export of a list's rows: one column per list column, in its order, headed as on the screen. */
export function exportTableOf(columns: readonly AnyColumn[], records: Record<string, unknown>[], context: ExportContext): ExportTable {
  const declared = columns.map(widen);
  return {
    title: context.title,
    columns: declared.map((column) => ({ label: context.heading(column), money: column.kind === 'money' || undefined })),
    rows: records.map((record) => declared.map((column) => cellOf(column, record, context))),
  };
}

/** The columns of a list that declares only its contract's fields (the generated screens). */
export function columnsOfSpecs(specs: FieldSpec[]): ListColumn[] {
  return specs.map((spec) => ({
    source: spec.name,
    kind: spec.money
      ? 'money'
      : spec.kind === 'reference'
        ? 'reference'
        : spec.kind === 'select'
          ? 'choice'
          : spec.kind === 'date' || spec.kind === 'number' || spec.kind === 'boolean'
            ? spec.kind
            : spec.kind === 'dateTime'
              ? 'dateTime'
              : 'text',
    reference: spec.reference,
  }));
}
