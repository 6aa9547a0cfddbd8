import { cloneElement, type ReactElement } from 'react';
import {
  downloadCSV,
  type Exporter,
  FunctionField,
  getFieldLabelTranslationArgs,
  type RaRecord,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { FieldSpec } from '../contracts.ts';
import { representationOf } from '../contracts.ts';
import { exportFileName } from '../reports/export/table.ts';
import { toCsv } from '../reports/period.ts';
import { type ExportContext, exportTableOf, type ListColumn } from './columns.ts';
import { fieldFor } from './fields.tsx';

type AnyColumn = ListColumn<never>;

/** The shared field each kind of value is shown with, so the shared formats (dates, money) apply to every list. */
function specOf(column: ListColumn): FieldSpec | undefined {
  const base = { name: column.source, required: false } as FieldSpec;
  switch (column.kind) {
    case 'money':
      return { ...base, kind: 'text', money: true };
    case 'date':
    case 'dateTime':
      return { ...base, kind: 'date' };
    case 'number':
    case 'boolean':
      return { ...base, kind: column.kind };
    case 'reference':
      return { ...base, kind: 'reference', reference: column.reference };
    case 'choice':
      return { ...base, kind: 'select' };
    case 'names':
      return undefined;
    default:
      return { ...base, kind: 'text' };
  }
}

/** The list's fields, one per declared column, in its order: children of a `Datagrid`. */
export function columnFields(columns: readonly AnyColumn[]): ReactElement[] {
  return columns.map((declared) => {
    const column = declared as unknown as ListColumn;
    const heading = { source: column.source, label: column.label, sortable: column.sortable ?? false, key: column.source };
    if (column.render || column.text || column.kind === 'names') {
      return (
        <FunctionField
          {...heading}
          textAlign={column.kind === 'money' || column.kind === 'number' ? 'right' : undefined}
          render={(record: RaRecord) => <ColumnText column={column} record={record} />}
        />
      );
    }
    const field = fieldFor(specOf(column) as FieldSpec, 'list') as ReactElement;
    return cloneElement(field, { ...heading, ...(column.kind === 'dateTime' ? { showTime: true } : {}) });
  });
}

function ColumnText({ column, record }: { column: ListColumn; record: RaRecord }) {
  const translate = useTranslate();
  if (column.render) return <>{column.render(record)}</>;
  if (column.text) return <>{column.text(record, translate) ?? ''}</>;
  const value = record[column.source];
  return <>{Array.isArray(value) ? value.join(', ') : ''}</>;
}

/** The export's title and headings as the list names them: the resource's plural, each column's label in the language. */
export function exportContextOf(
  translate: ExportContext['translate'],
  resource: string | undefined,
  titles: ExportContext['titles'] = new Map(),
): ExportContext {
  return {
    title: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }),
    translate,
    heading: (column) => {
      const [key, options] = getFieldLabelTranslationArgs({ label: column.label, resource, source: column.source });
      return translate(key, options);
    },
    titles,
  };
}

/**
 * The list's CSV export, derived from its columns: the headings the list shows and each row's cells as it shows them,
 * a referenced record by its title (the referenced records are read once per column for the whole export).
 */
export function useColumnsExporter(columns: readonly AnyColumn[]): Exporter {
  const translate = useTranslate();
  const resource = useResourceContext();
  return async (records, fetchRelatedRecords, _dataProvider, exported = resource) => {
    const declared = columns as unknown as ListColumn[];
    const titles = new Map<string, Map<unknown, string>>();
    for (const column of declared) {
      if (column.kind !== 'reference' || !column.reference || column.text) continue;
      const related = await fetchRelatedRecords(records, column.source, column.reference);
      const title = representationOf(column.reference);
      titles.set(column.source, new Map(Object.values(related).map((r: RaRecord) => [r.id, title(r)])));
    }
    const table = exportTableOf(declared, records, exportContextOf(translate, exported, titles));
    downloadCSV(toCsv([table.columns.map((c) => c.label), ...table.rows]), exportFileName(table));
  };
}
