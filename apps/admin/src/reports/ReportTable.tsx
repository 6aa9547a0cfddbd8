import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { fromPaisa, sumPaisa } from '../money.ts';

/** The pieces every report table shares, so that their amounts and totals look alike on each screen. */

/** An amount's cell: right-aligned, figures of one width, never wrapped. */
export const amountCell = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
export const strongCell = { fontWeight: 600, color: 'text.primary' };

/** The sum of API amounts, as an API amount ("1200.50"). */
export const fromTotal = (values: (string | null | undefined)[]) => fromPaisa(sumPaisa(values));

/** The row that says a table has nothing to show, across all its columns. */
export function NoRowsRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>{text}</TableCell>
    </TableRow>
  );
}

/** A total's amount cell: an amount, in bold. */
export function TotalCell({ children }: { children: ReactNode }) {
  return (
    <TableCell {...amountCell} sx={{ ...amountCell.sx, ...strongCell }}>
      {children}
    </TableCell>
  );
}

/**
 * A table's closing row: its label as the row's header, spanning the columns without an amount, then its
 * amounts (`TotalCell`s) under the last columns.
 */
export function TotalsFooter({ label, span, children }: { label: string; span?: number; children: ReactNode }) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell component="th" scope="row" colSpan={span} sx={strongCell}>
          {label}
        </TableCell>
        {children}
      </TableRow>
    </TableFooter>
  );
}
