import type { ReactElement, ReactNode } from 'react';
import { Datagrid, type DatagridProps, List, type ListProps } from 'react-admin';
import { columnFields, useColumnsExporter } from './columnFields.tsx';
import type { ListColumn } from './columns.ts';
import { ListError } from './views.tsx';

export type ColumnsListProps = Omit<ListProps, 'exporter' | 'children'> & {
  /** The list's declared columns: its grid's fields and its CSV export are both made from them. */
  columns: readonly ListColumn<never>[];
  /** What a click on a row does. */
  rowClick?: DatagridProps['rowClick'];
  /** The actions on the rows ticked, or `false` for no ticks. */
  bulkActionButtons?: DatagridProps['bulkActionButtons'];
  /** Cells each row shows after its columns: a row's own buttons. */
  children?: ReactNode;
  /** What the list shows instead of a grid of its columns, which then make its export alone. */
  body?: ReactElement;
};

/**
 * A list of the back office made from its declared columns, so that what it shows and what it exports stay one
 * declaration. The list's own props (sort, filters, actions, empty state) pass on as they are; a failed load shows
 * the shared error, and the list stays on screen with no rows, its toolbar with it, unless a screen says otherwise.
 */
export function ColumnsList({ columns, rowClick, bulkActionButtons, children, body, ...props }: ColumnsListProps) {
  return (
    <List exporter={useColumnsExporter(columns)} perPage={25} error={<ListError />} empty={false} {...props}>
      {body ?? (
        <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons}>
          {columnFields(columns)}
          {children}
        </Datagrid>
      )}
    </List>
  );
}
