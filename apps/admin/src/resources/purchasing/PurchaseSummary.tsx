import { Card, CardContent, Typography } from '@mui/material';
import { type EndpointAddress, type EndpointAnswer, purchasingEndpoints } from '@sahay/contracts';
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
import { billSummaryTable, requestSummaryTable } from './summary.ts';

type Kind = 'bill' | 'request';
const summaries = { bill: purchasingEndpoints.billSummary, request: purchasingEndpoints.requestSummary } as const;
type Answer = EndpointAnswer<(typeof summaries)[Kind]>;
type Query = NonNullable<EndpointAddress<(typeof summaries)[Kind]>['query']>;

const pageOf = (kind: Kind, query: Query) => client.call(summaries[kind], { query });

/** Every page of the period, for the exports. */
const pagesOfPeriod = (kind: Kind, from: string, to: string) =>
  allPages((page) => pageOf(kind, { date_after: from, date_before: to, size: '100', page: String(page) }));

/** The pages' rows as a table, with the period's totals of the first. */
function tableOf(pages: Answer[], subtitle: string, translate: (key: string, options?: Record<string, unknown>) => string) {
  const [first] = pages;
  return 'purchase_final_summary' in first
    ? billSummaryTable(
        pages.flatMap((p) => ('purchase_final_summary' in p ? p.purchase_final_summary : [])),
        first,
        subtitle,
        translate,
      )
    : requestSummaryTable(
        pages.flatMap((p) => ('purchase_request_summary' in p ? p.purchase_request_summary : [])),
        first.expected_amount,
        subtitle,
        translate,
      );
}

/** The purchase bills' or requests' summary of a period: paged on screen, every row in CSV, XLSX and PDF. */
function PurchaseSummaryPage({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const { page, size } = usePaging(search);
  const go = (changes: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...changes });
  const { data, isPending, error } = useQuery({
    queryKey: ['sahay', 'purchase-summary', kind, from, to, page, size],
    queryFn: () => pageOf(kind, { date_after: from, date_before: to, page: String(page), size: String(size) }),
  });
  const subtitle = translate('sahay.reports.period', { from, to, _: `${from} – ${to}` });
  const title = `sahay.purchasing.${kind}_summary`;
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

export function BillSummaryReport() {
  return (
    <RequirePermission permission="purchase_final.read">
      <PurchaseSummaryPage kind="bill" />
    </RequirePermission>
  );
}
export function RequestSummaryReport() {
  return (
    <RequirePermission permission="purchase_request.read">
      <PurchaseSummaryPage kind="request" />
    </RequirePermission>
  );
}
