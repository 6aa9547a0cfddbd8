import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { type ReportedKind, reportedKinds } from '@sahay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutocompleteInput, ReferenceInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useDigits, useMoney } from '../useMoney.ts';
import { isReportedKind, summarisedKinds, type VoucherQuery, voucherReport, voucherReportRows, voucherSummary } from './accountReports.ts';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportHeading, ReportState } from './ReportFrame.tsx';
import { ReportPagination, usePaging } from './ReportPagination.tsx';
import { amountCell, fromTotal, NoRowsRow, TotalCell, TotalsFooter } from './ReportTable.tsx';
import { VoucherLink } from './VoucherLink.tsx';

/** The API's name of the summary's group of rows without a sub-ledger. */
const noSubLedger = 'No sub-ledger';

/** The kind, the filters and the period of a voucher report, from the address. */
function useVoucherQuery(kinds: readonly ReportedKind[]) {
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const asked = search.get('kind');
  const kind: ReportedKind = isReportedKind(asked) && kinds.includes(asked) ? asked : kinds[0];
  const filters = {
    ledger: search.get('ledger') ?? '',
    sub_ledger: search.get('sub_ledger') ?? '',
    branch: search.get('branch') ?? '',
    invoice_no: search.get('invoice_no') ?? '',
  };
  const query: VoucherQuery = { ...filters, date_after: from, date_before: to };
  const paging = usePaging(search);
  const go = (changes: Record<string, string>) =>
    setSearch({ kind, ...filters, from, to, page: String(paging.page), size: String(paging.size), ...changes });
  return { kind, query, from, to, go, filters, ...paging };
}

/** The form of a voucher report: the kind, a ledger, sub-ledger, branch, part of the number, and the period. */
function VoucherForm({ kinds, state }: { kinds: readonly ReportedKind[]; state: ReturnType<typeof useVoucherQuery> }) {
  const id = (value: string) => (value === '' ? null : Number(value));
  const { kind, filters, from, to } = state;
  return (
    <PeriodForm
      values={{
        kind,
        ledger: id(filters.ledger),
        sub_ledger: id(filters.sub_ledger),
        branch: id(filters.branch),
        invoice_no: filters.invoice_no,
        from,
        to,
      }}
      onSubmit={(values) =>
        state.go({
          kind: String(values.kind),
          ledger: String(values.ledger ?? ''),
          sub_ledger: String(values.sub_ledger ?? ''),
          branch: String(values.branch ?? ''),
          invoice_no: String(values.invoice_no ?? '').trim(),
          from: String(values.from),
          to: String(values.to),
          page: '1',
        })
      }
    >
      <SelectInput
        source="kind"
        label="sahay.account_reports.kind"
        choices={kinds.map((k) => ({ id: k, name: `sahay.account_reports.kind_${k}` }))}
        validate={required()}
        sx={{ width: 180 }}
      />
      <ReferenceInput source="ledger" reference="ledger_account">
        <AutocompleteInput label="sahay.vouchers.ledger" optionText="name" filterToQuery={(q) => ({ q })} sx={{ width: 240 }} />
      </ReferenceInput>
      <ReferenceInput source="sub_ledger" reference="sub_ledger_account">
        <AutocompleteInput label="sahay.vouchers.sub_ledger" optionText="name" filterToQuery={(q) => ({ q })} sx={{ width: 200 }} />
      </ReferenceInput>
      <ReferenceInput source="branch" reference="branch">
        <AutocompleteInput label="sahay.vouchers.branch" optionText="name" filterToQuery={(q) => ({ q })} sx={{ width: 180 }} />
      </ReferenceInput>
      <TextInput source="invoice_no" label="sahay.vouchers.number" sx={{ width: 180 }} />
    </PeriodForm>
  );
}

const reportKinds = Object.keys(reportedKinds) as ReportedKind[];

/**
 * The report of one kind of voucher: each line on its reported side (a payment's debits: what was paid
 * for; a receipt's credits: what was received for), newest first, with the other ledgers of its voucher,
 * and the total of the period.
 */
export function VoucherReport() {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const state = useVoucherQuery(reportKinds);
  const { kind, query, page, size, from, to } = state;
  const side = reportedKinds[kind].side;
  const report = useQuery({
    queryKey: ['sahay', 'voucher-report', kind, query, page, size],
    queryFn: () => voucherReport(kind, query, page, size),
    placeholderData: keepPreviousData,
  });
  // The period's total: the summary's groups added up where the kind has one, else every row's amount.
  const total = useQuery({
    queryKey: ['sahay', 'voucher-report-total', kind, query],
    queryFn: async () =>
      reportedKinds[kind].summary
        ? fromTotal((await voucherSummary(kind, query)).map((g) => g.total))
        : fromTotal((await voucherReportRows(kind, query)).map((r) => r[`${side}_amount`])),
  });
  const title = translate('sahay.account_reports.voucher_report');
  const kindName = translate(`sahay.account_reports.kind_${kind}`);
  const subtitle = `${kindName} — ${translate('sahay.reports.period', { from, to })}`;
  const columns = [
    translate('sahay.reports.date'),
    translate('sahay.reports.voucher'),
    translate('sahay.reports.ledger_account'),
    translate('sahay.vouchers.sub_ledger'),
    translate('sahay.vouchers.branch'),
    translate('sahay.reports.details'),
    translate('sahay.reports.other_ledgers'),
  ];

  const exportTable = async (): Promise<ExportTable> => {
    const rows = await voucherReportRows(kind, query);
    const amounts = rows.map((r) => r[`${side}_amount`]);
    return {
      title,
      subtitle,
      columns: [...columns.map((label) => ({ label })), { label: translate('sahay.reports.amount'), money: true }],
      rows: rows.map((r, i) => [
        r.date,
        r.invoice_no,
        r.ledger?.name ?? null,
        r.sub_ledger?.name ?? null,
        r.branch?.name ?? null,
        r.details,
        r.related_ledgers.map((l) => l.name).join(', '),
        amounts[i],
      ]),
      footer: [[translate('sahay.reports.total'), null, null, null, null, null, null, fromTotal(amounts)]],
    };
  };

  const data = report.data;
  return (
    <ReportFrame title="sahay.account_reports.voucher_report" form={<VoucherForm kinds={reportKinds} state={state} />}>
      <ReportState isPending={report.isPending} error={report.error} />
      {data ? (
        <>
          <ReportHeading
            text={`${kindName} — ${translate('sahay.reports.period', { from: digits(from), to: digits(to) })}`}
            table={exportTable}
            disabled={data.total_elements === 0}
          />
          <TableContainer>
            <Table size="small" aria-label={`${title}: ${kindName}`}>
              <TableHead>
                <TableRow>
                  {columns.map((label) => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                  <TableCell align="right">{translate('sahay.reports.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{digits(row.date)}</TableCell>
                    <TableCell>
                      <VoucherLink kind={kind} number={row.invoice_no} />
                    </TableCell>
                    <TableCell>{row.ledger?.name ?? ''}</TableCell>
                    <TableCell>{row.sub_ledger?.name ?? ''}</TableCell>
                    <TableCell>{row.branch?.name ?? ''}</TableCell>
                    <TableCell>{row.details ?? ''}</TableCell>
                    <TableCell>{row.related_ledgers.map((l) => l.name).join(', ')}</TableCell>
                    <TableCell {...amountCell}>{money(row[`${side}_amount`])}</TableCell>
                  </TableRow>
                ))}
                {data.rows.length === 0 ? <NoRowsRow columns={8} text={translate('sahay.account_reports.no_vouchers')} /> : null}
              </TableBody>
              <TotalsFooter label={translate('sahay.account_reports.period_total')} span={7}>
                <TotalCell>{total.data === undefined ? '…' : money(total.data)}</TotalCell>
              </TotalsFooter>
            </Table>
          </TableContainer>
          <ReportPagination count={data.total_elements} page={page} totalPages={data.total_pages} size={size} go={state.go} />
        </>
      ) : null}
    </ReportFrame>
  );
}

/** The totals of a kind of voucher by sub-ledger over a period (lines without one together), and their sum. */
export function VoucherSummary() {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const state = useVoucherQuery(summarisedKinds);
  const { kind, query, from, to } = state;
  const summary = useQuery({
    queryKey: ['sahay', 'voucher-summary', kind, query],
    queryFn: () => voucherSummary(kind, query),
    placeholderData: keepPreviousData,
  });
  const title = translate('sahay.account_reports.voucher_summary');
  const kindName = translate(`sahay.account_reports.kind_${kind}`);
  const groupName = (name: string) => (name === noSubLedger ? translate('sahay.account_reports.no_sub_ledger') : name);
  const groups = summary.data ?? [];
  const total = fromTotal(groups.map((g) => g.total));

  const exportTable = (): ExportTable => ({
    title,
    subtitle: `${kindName} — ${translate('sahay.reports.period', { from, to })}`,
    columns: [{ label: translate('sahay.vouchers.sub_ledger') }, { label: translate('sahay.reports.total'), money: true }],
    rows: groups.map((g) => [groupName(g.name), g.total]),
    footer: [[translate('sahay.reports.total'), total]],
  });

  return (
    <ReportFrame title="sahay.account_reports.voucher_summary" form={<VoucherForm kinds={summarisedKinds} state={state} />}>
      <ReportState isPending={summary.isPending} error={summary.error} />
      {summary.data ? (
        <>
          <ReportHeading
            text={`${kindName} — ${translate('sahay.reports.period', { from: digits(from), to: digits(to) })}`}
            table={exportTable}
            disabled={groups.length === 0}
          />
          <TableContainer>
            <Table size="small" aria-label={`${title}: ${kindName}`} sx={{ maxWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sahay.vouchers.sub_ledger')}</TableCell>
                  <TableCell align="right">{translate('sahay.reports.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((g) => (
                  <TableRow key={g.name}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                      {groupName(g.name)}
                    </TableCell>
                    <TableCell {...amountCell}>{money(g.total)}</TableCell>
                  </TableRow>
                ))}
                {groups.length === 0 ? <NoRowsRow columns={2} text={translate('sahay.account_reports.no_vouchers')} /> : null}
              </TableBody>
              <TotalsFooter label={translate('sahay.reports.total')}>
                <TotalCell>{money(total)}</TotalCell>
              </TotalsFooter>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </ReportFrame>
  );
}
