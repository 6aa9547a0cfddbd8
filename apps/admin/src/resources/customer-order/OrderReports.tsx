import { Card, CardContent, Typography } from '@mui/material';
import { type EndpointAddress, type EndpointAnswer, salesEndpoints } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../access.tsx';
import { client } from '../../client.ts';
import { allPages } from '../../reports/allPages.ts';
import { periodOf } from '../../reports/period.ts';
import { PeriodForm, ReportState } from '../../reports/ReportFrame.tsx';
import { usePaging } from '../../reports/ReportPagination.tsx';
import { SummaryTable } from '../../reports/SummaryTable.tsx';
import { orderReportTable, orderSummaryTable } from './reports.ts';

type Kind = 'profit' | 'summary';
const reports = { profit: salesEndpoints.reportWithProfit, summary: salesEndpoints.summaryReport } as const;
type Answer = EndpointAnswer<(typeof reports)[Kind]>;
type Query = NonNullable<EndpointAddress<(typeof reports)[Kind]>['query']>;

const pageOf = (kind: Kind, query: Query) => client.call(reports[kind], { query });

/** Every page of the period, for the exports. */
const pagesOfPeriod = (kind: Kind, from: string, to: string) =>
  allPages((page) => pageOf(kind, { date_after: from, date_before: to, size: '100', page: String(page) }));

/** The pages' lines as a table, with the period's totals of the first. */
function tableOf(pages: Answer[], subtitle: string, translate: (key: string, options?: Record<string, unknown>) => string) {
  const [first] = pages;
  return 'order_reports' in first
    ? orderReportTable(
        pages.flatMap((p) => ('order_reports' in p ? p.order_reports : [])),
        first,
        subtitle,
        translate,
      )
    : orderSummaryTable(
        pages.flatMap((p) => ('order_summaries' in p ? p.order_summaries : [])),
        first,
        subtitle,
        translate,
      );
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
    queryFn: () => pageOf(kind, { date_after: from, date_before: to, page: String(page), size: String(size) }),
  });
  const subtitle = translate('sahay.reports.period', { from, to, _: `${from} – ${to}` });
  const title = kind === 'profit' ? 'sahay.orders.report_with_profit' : 'sahay.orders.summary';
  const exportTable = async () => tableOf(await pagesOfPeriod(kind, from, to), subtitle, translate);
  const shown = data ? tableOf([data], subtitle, translate) : null;
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
