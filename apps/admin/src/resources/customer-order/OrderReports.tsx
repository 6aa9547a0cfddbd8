import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../access.tsx';
import { api } from '../../http.ts';
import type { ExportTable } from '../../reports/export/table.ts';
import { periodOf } from '../../reports/period.ts';
import { PeriodForm, ReportState } from '../../reports/ReportFrame.tsx';
import { usePaging } from '../../reports/ReportPagination.tsx';
import { SummaryTable } from '../../reports/SummaryTable.tsx';
import { type OrderReport, type OrderSummary, orderReportPath, orderReportTable, orderSummaryPath, orderSummaryTable } from './reports.ts';

type Kind = 'profit' | 'summary';
type Answer = OrderReport & OrderSummary;
const pathOf = (kind: Kind) => (kind === 'profit' ? orderReportPath : orderSummaryPath);
const rowsOf = (kind: Kind, answer: Answer) => (kind === 'profit' ? answer.order_reports : answer.order_summaries);

/** Every row of the period, page by page, for the exports. */
async function allRows(kind: Kind, from: string, to: string) {
  const at = (page: number) => api<Answer>(`${pathOf(kind)}?date_after=${from}&date_before=${to}&size=100&page=${page}`);
  const first = await at(1);
  const rows: unknown[] = [...rowsOf(kind, first)];
  for (let page = 2; page <= first.total_pages; page++) rows.push(...rowsOf(kind, await at(page)));
  return { first, rows };
}

/** The order report with profit, or the order summary, of a period: paged on screen, every row in CSV and XLSX. */
function OrderReportPage({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const { page, size } = usePaging(search);
  const go = (changes: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...changes });
  const { data, isPending, error } = useQuery({
    queryKey: ['sahay', 'order-report', kind, from, to, page, size],
    queryFn: () => api<Answer>(`${pathOf(kind)}?date_after=${from}&date_before=${to}&page=${page}&size=${size}`),
  });
  const subtitle = translate('sahay.reports.period', { from, to, _: `${from} – ${to}` });
  const title = kind === 'profit' ? 'sahay.orders.report_with_profit' : 'sahay.orders.summary';
  const tableOf = (rows: unknown[], totals: Answer): ExportTable =>
    kind === 'profit'
      ? orderReportTable(rows as OrderReport['order_reports'], totals, subtitle, translate)
      : orderSummaryTable(rows as OrderSummary['order_summaries'], totals, subtitle, translate);
  const exportTable = async () => {
    const { first, rows } = await allRows(kind, from, to);
    return tableOf(rows, first);
  };
  const shown = data ? tableOf(rowsOf(kind, data), data) : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(title)}
        </Typography>
        <PeriodForm values={{ from, to }} onSubmit={(v) => go({ from: String(v.from), to: String(v.to), page: '1' })} />
        <ReportState isPending={isPending} error={error} />
        {shown ? (
          <SummaryTable
            caption={`${translate(title)}: ${subtitle}`}
            subtitle={subtitle}
            shown={shown}
            exportTable={exportTable}
            disabled={!shown.rows.length}
            count={data?.total_elements ?? 0}
            page={page}
            totalPages={data?.total_pages ?? 1}
            size={size}
            go={go}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

export function OrderProfitReport() {
  return (
    <RequirePermission permission="customerorder.read">
      <OrderReportPage kind="profit" />
    </RequirePermission>
  );
}

export function OrderSummaryReport() {
  return (
    <RequirePermission permission="customerorder.read">
      <OrderReportPage kind="summary" />
    </RequirePermission>
  );
}

/** The shop's order reports: pages of their own, listed at the end of the Sales menu group. */
export const salesReportPages = [
  {
    path: 'reports/orders-with-profit',
    label: 'sahay.orders.report_with_profit',
    permission: 'customerorder.read',
    Page: OrderProfitReport,
  },
  { path: 'reports/order-summary', label: 'sahay.orders.summary', permission: 'customerorder.read', Page: OrderSummaryReport },
];
