import { Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutocompleteInput, ReferenceInput, required, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { SahayDataProvider } from '../dataProvider.ts';
import { useDigits } from '../useMoney.ts';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportHeading, ReportState } from './ReportFrame.tsx';
import { usePaging } from './ReportPagination.tsx';
import { fromTotal } from './ReportTable.tsx';
import { StatementTable, statementColumns } from './StatementTable.tsx';

/**
 * A ledger's statement over a period: the opening balance, each posting with its voucher, the other
 * ledgers of that voucher and the running balance, then the closing balance; pages, and the whole
 * period as CSV, XLSX or PDF.
 */
export function LedgerReport() {
  const translate = useTranslate();
  const digits = useDigits();
  const dataProvider = useDataProvider<SahayDataProvider>();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const ledger = search.get('ledger') ?? '';
  const { page, size } = usePaging(search);
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
      columns: statementColumns(translate),
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
          fromTotal(rows.map((r) => r.debit_amount)),
          fromTotal(rows.map((r) => r.credit_amount)),
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
              <ReportHeading
                text={`${String(ledgerRecord?.name ?? '')} — ${translate('sahay.reports.period', { from: digits(from), to: digits(to) })}`}
                table={exportTable}
                disabled={data.total_elements === 0}
              />
              <StatementTable name={translate('sahay.reports.ledger')} data={data} page={page} size={size} go={go} />
            </>
          ) : null}
        </>
      )}
    </ReportFrame>
  );
}
