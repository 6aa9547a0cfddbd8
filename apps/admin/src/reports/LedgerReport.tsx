import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { voucherKinds } from '@sahay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  ReferenceInput,
  Link as RouterLink,
  required,
  useBasename,
  useDataProvider,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LedgerReportRow, SahayDataProvider } from '../dataProvider.ts';
import { fromPaisa, paisaOf, sumPaisa } from '../money.ts';
import { useDigits, useMoney } from '../useMoney.ts';
import { ExportButtons } from './export/ExportButtons.tsx';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportState } from './ReportFrame.tsx';

/** The voucher a log row came from: its kind from the log type, or from its number for the id-journals. */
function voucherKindOf(row: LedgerReportRow) {
  if (row.reference_no.startsWith('JOURNAL')) return 'idjournal';
  return Object.hasOwn(voucherKinds, row.log_type) ? row.log_type : undefined;
}

/** A balance as accountants write it: the amount, then Dr (debits more) or Cr (credits more). */
export function useBalance() {
  const money = useMoney();
  const translate = useTranslate();
  return (value: string) => {
    const paisa = paisaOf(value) ?? 0n;
    if (paisa === 0n) return money(0n);
    return `${money(paisa < 0n ? -paisa : paisa)} ${translate(paisa < 0n ? 'sahay.reports.cr' : 'sahay.reports.dr')}`;
  };
}

const amountCell = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

/**
 * A ledger's statement over a period: the opening balance, each posting with its voucher, the other
 * ledgers of that voucher and the running balance, then the closing balance; pages, and the whole
 * period as CSV, XLSX or PDF.
 */
export function LedgerReport() {
  const translate = useTranslate();
  const money = useMoney();
  const balance = useBalance();
  const digits = useDigits();
  const basename = useBasename();
  const dataProvider = useDataProvider<SahayDataProvider>();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const ledger = search.get('ledger') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = [25, 50, 100].includes(Number(search.get('size'))) ? Number(search.get('size')) : 25;
  const query = { ledger, date_after: from, date_before: to };
  const { data: ledgerRecord } = useGetOne('ledger_account', { id: ledger }, { enabled: ledger !== '' });

  const report = useQuery({
    queryKey: ['sahay', 'ledger-report', query, page, size],
    queryFn: () => dataProvider.ledgerReport(query, page, size),
    enabled: ledger !== '',
    placeholderData: keepPreviousData,
  });

  const go = (changes: Record<string, string>) => setSearch({ ledger, from, to, page: String(page), size: String(size), ...changes });

  /**
   * The whole period as a table for export: the opening balance, every posting with its running balance,
   * then the period's totals and the closing balance. Balances are signed: debit balances positive.
   */
  const exportTable = async (): Promise<ExportTable> => {
    const rows = await dataProvider.ledgerReportRows(query);
    const opening = report.data?.previous_balance ?? '0.00';
    const closing = rows.at(-1)?.balance ?? opening;
    return {
      title: translate('sahay.reports.ledger'),
      subtitle: `${String(ledgerRecord?.name ?? ledger)} — ${translate('sahay.reports.period', { from, to })}`,
      columns: [
        { label: translate('sahay.reports.date') },
        { label: translate('sahay.reports.voucher') },
        { label: translate('sahay.reports.details') },
        { label: translate('sahay.reports.other_ledgers') },
        { label: translate('sahay.reports.debit'), money: true },
        { label: translate('sahay.reports.credit'), money: true },
        { label: translate('sahay.reports.balance'), money: true },
      ],
      rows: [
        [from, null, translate('sahay.reports.opening'), null, null, null, opening],
        ...rows.map((r) => [
          r.log_date,
          r.reference_no,
          r.details ?? '',
          r.related_ledgers.map((l) => l.name).join(', '),
          r.debit_amount,
          r.credit_amount,
          r.balance,
        ]),
      ],
      footer: [
        [
          null,
          null,
          translate('sahay.reports.totals'),
          null,
          fromPaisa(sumPaisa(rows.map((r) => r.debit_amount))),
          fromPaisa(sumPaisa(rows.map((r) => r.credit_amount))),
          null,
        ],
        [to, null, translate('sahay.reports.closing'), null, null, null, closing],
      ],
    };
  };

  const data = report.data;
  return (
    <ReportFrame
      title="sahay.reports.ledger"
      form={
        <PeriodForm
          values={{ ledger: ledger === '' ? null : Number(ledger), from, to }}
          onSubmit={(values) => go({ ledger: String(values.ledger ?? ''), from: String(values.from), to: String(values.to), page: '1' })}
        >
          <ReferenceInput source="ledger" reference="ledger_account">
            <AutocompleteInput
              label="sahay.reports.ledger_account"
              optionText="name"
              filterToQuery={(q) => ({ q })}
              validate={required()}
              sx={{ width: 300 }}
            />
          </ReferenceInput>
        </PeriodForm>
      }
    >
      {ledger === '' ? (
        <Typography sx={{ my: 2 }}>{translate('sahay.reports.choose_ledger')}</Typography>
      ) : (
        <>
          <ReportState isPending={report.isPending} error={report.error} />
          {data ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
                <Typography component="h2" variant="h6">
                  {String(ledgerRecord?.name ?? '')} — {translate('sahay.reports.period', { from: digits(from), to: digits(to) })}
                </Typography>
                <ExportButtons table={exportTable} disabled={data.total_elements === 0} />
              </Box>
              <TableContainer>
                <Table size="small" aria-label={translate('sahay.reports.ledger')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('sahay.reports.date')}</TableCell>
                      <TableCell>{translate('sahay.reports.voucher')}</TableCell>
                      <TableCell>{translate('sahay.reports.details')}</TableCell>
                      <TableCell>{translate('sahay.reports.other_ledgers')}</TableCell>
                      <TableCell align="right">{translate('sahay.reports.debit')}</TableCell>
                      <TableCell align="right">{translate('sahay.reports.credit')}</TableCell>
                      <TableCell align="right">{translate('sahay.reports.balance')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.page === 1 ? (
                      <TableRow>
                        <TableCell component="th" scope="row" colSpan={6} sx={{ fontWeight: 600 }}>
                          {translate('sahay.reports.opening')}
                        </TableCell>
                        <TableCell {...amountCell}>{balance(data.previous_balance)}</TableCell>
                      </TableRow>
                    ) : null}
                    {data.account_logs.map((row) => {
                      const kind = voucherKindOf(row);
                      return (
                        <TableRow key={row.id}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{digits(row.log_date)}</TableCell>
                          <TableCell>
                            {kind ? (
                              <Link component={RouterLink} to={`${basename}/${kind}/${encodeURIComponent(row.reference_no)}/show`}>
                                {row.reference_no}
                              </Link>
                            ) : (
                              row.reference_no
                            )}
                          </TableCell>
                          <TableCell>{row.details ?? ''}</TableCell>
                          <TableCell>{row.related_ledgers.map((l) => l.name).join(', ')}</TableCell>
                          <TableCell {...amountCell}>{paisaOf(row.debit_amount) ? money(row.debit_amount) : ''}</TableCell>
                          <TableCell {...amountCell}>{paisaOf(row.credit_amount) ? money(row.credit_amount) : ''}</TableCell>
                          <TableCell {...amountCell}>{balance(row.balance)}</TableCell>
                        </TableRow>
                      );
                    })}
                    {data.account_logs.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={7}>{translate('sahay.reports.no_rows')}</TableCell>
                      </TableRow>
                    ) : null}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableCell component="th" scope="row" colSpan={6} sx={{ fontWeight: 600, color: 'text.primary' }}>
                        {translate('sahay.reports.closing')}
                      </TableCell>
                      <TableCell {...amountCell} sx={{ ...amountCell.sx, fontWeight: 600, color: 'text.primary' }}>
                        {balance(data.closing_balance)}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={data.total_elements}
                page={Math.min(page, data.total_pages) - 1}
                rowsPerPage={size}
                rowsPerPageOptions={[25, 50, 100]}
                onPageChange={(_, next) => go({ page: String(next + 1) })}
                onRowsPerPageChange={(event) => go({ size: event.target.value, page: '1' })}
                labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              />
            </>
          ) : null}
        </>
      )}
    </ReportFrame>
  );
}
