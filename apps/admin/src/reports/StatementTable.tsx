import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { LedgerStatement, StatementRow } from '@sahay/contracts';
import type { ReactNode } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { paisaOf } from '../money.ts';
import { useDigits, useMoney } from '../useMoney.ts';
import type { ExportColumn } from './export/table.ts';
import { ReportPagination } from './ReportPagination.tsx';
import { amountCell, NoRowsRow, TotalCell, TotalsFooter } from './ReportTable.tsx';
import { useBalance } from './useBalance.ts';
import { VoucherLink, voucherKindOf } from './VoucherLink.tsx';

/** A column a statement shows besides its own, between the voucher and the details. */
export interface StatementColumn {
  label: string;
  cell: (row: StatementRow) => ReactNode;
}

/** A statement's column headings, the extra columns' after the voucher; the amounts (`money`) last. */
export function statementColumns(translate: TranslateFunction, extra: string[] = []): ExportColumn[] {
  return [
    { label: translate('sahay.reports.date') },
    { label: translate('sahay.reports.voucher') },
    ...extra.map((label) => ({ label })),
    { label: translate('sahay.reports.details') },
    { label: translate('sahay.reports.other_ledgers') },
    { label: translate('sahay.reports.debit'), money: true },
    { label: translate('sahay.reports.credit'), money: true },
    { label: translate('sahay.reports.balance'), money: true },
  ];
}

/**
 * One page of an account statement (a ledger's, or Cash's and the banks'): the opening balance on the
 * first page, each posting with its voucher, the other ledgers of that voucher and the running balance,
 * the closing balance, and the pager; `go` writes a new page or size into the address.
 */
export function StatementTable({
  name,
  data,
  columns = [],
  size,
  page,
  go,
}: {
  /** The table's accessible name. */
  name: string;
  data: LedgerStatement;
  columns?: StatementColumn[];
  page: number;
  size: number;
  go: (changes: Record<string, string>) => void;
}) {
  const translate = useTranslate();
  const money = useMoney();
  const balance = useBalance();
  const digits = useDigits();
  // Every column but the running balance: the opening and closing labels span them.
  const labelSpan = columns.length + 6;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={name}>
          <TableHead>
            <TableRow>
              {statementColumns(
                translate,
                columns.map((column) => column.label),
              ).map((heading) => (
                <TableCell key={heading.label} align={heading.money ? 'right' : undefined}>
                  {heading.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.page === 1 ? (
              <TableRow>
                <TableCell component="th" scope="row" colSpan={labelSpan} sx={{ fontWeight: 600 }}>
                  {translate('sahay.reports.opening')}
                </TableCell>
                <TableCell {...amountCell}>{balance(data.previous_balance)}</TableCell>
              </TableRow>
            ) : null}
            {data.account_logs.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{digits(row.log_date)}</TableCell>
                <TableCell>
                  <VoucherLink kind={voucherKindOf(row)} number={row.reference_no} />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.cell(row)}</TableCell>
                ))}
                <TableCell>{row.details ?? ''}</TableCell>
                <TableCell>{row.related_ledgers.map((l) => l.name).join(', ')}</TableCell>
                <TableCell {...amountCell}>{paisaOf(row.debit_amount) ? money(row.debit_amount) : ''}</TableCell>
                <TableCell {...amountCell}>{paisaOf(row.credit_amount) ? money(row.credit_amount) : ''}</TableCell>
                <TableCell {...amountCell}>{balance(row.balance)}</TableCell>
              </TableRow>
            ))}
            {data.account_logs.length === 0 ? <NoRowsRow columns={labelSpan + 1} text={translate('sahay.reports.no_rows')} /> : null}
          </TableBody>
          <TotalsFooter label={translate('sahay.reports.closing')} span={labelSpan}>
            <TotalCell>{balance(data.closing_balance)}</TotalCell>
          </TotalsFooter>
        </Table>
      </TableContainer>
      <ReportPagination count={data.total_elements} page={page} totalPages={data.total_pages} size={size} go={go} />
    </>
  );
}
