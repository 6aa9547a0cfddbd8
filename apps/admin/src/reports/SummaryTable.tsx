import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMoney } from '../useMoney.ts';
import type { ExportTable } from './export/table.ts';
import { ReportHeading } from './ReportFrame.tsx';
import { ReportPagination } from './ReportPagination.tsx';

/**
 * A paged summary report's body, drawn from the same table its exports are made from: the heading with the
 * export buttons, the table (money columns right-aligned and formatted, footer rows in bold) and the pager.
 */
export function SummaryTable({
  caption,
  subtitle,
  shown,
  exportTable,
  disabled,
  count,
  page,
  totalPages,
  size,
  go,
}: {
  /** The table's name for screen readers, read before its rows. */
  caption: string;
  subtitle: string;
  /** This page's rows and totals. */
  shown: ExportTable;
  /** Every row, for the exports. */
  exportTable: () => ExportTable | Promise<ExportTable>;
  disabled: boolean;
  count: number;
  page: number;
  totalPages: number;
  size: number;
  go: (changes: Record<string, string>) => void;
}) {
  const money = useMoney();
  return (
    <>
      <ReportHeading text={subtitle} table={exportTable} disabled={disabled} />
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <Table size="small">
          <caption style={{ position: 'absolute', left: -10000 }}>{caption}</caption>
          <TableHead>
            <TableRow>
              {shown.columns.map((c) => (
                <TableCell key={c.label} align={c.money ? 'right' : 'left'}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...shown.rows, ...(shown.footer ?? [])].map((row, i) => (
              <TableRow key={row.join('|')}>
                {row.map((cell, j) => (
                  <TableCell
                    key={shown.columns[j].label}
                    align={shown.columns[j].money ? 'right' : 'left'}
                    sx={i >= shown.rows.length ? { fontWeight: 600 } : undefined}
                  >
                    {shown.columns[j].money && cell !== null ? money(cell) : (cell ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ReportPagination count={count} page={page} totalPages={totalPages} size={size} go={go} />
    </>
  );
}
