import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../access.tsx';
import { api } from '../../http.ts';
import { periodOf } from '../../reports/period.ts';
import { PeriodForm, ReportState } from '../../reports/ReportFrame.tsx';
import { usePaging } from '../../reports/ReportPagination.tsx';
import { SummaryTable } from '../../reports/SummaryTable.tsx';
import { billSummaryPath, requestSummaryPath } from './purchasing.ts';
import { type BillSummary, billSummaryTable, type RequestSummary, requestSummaryTable } from './summary.ts';

type Kind = 'bill' | 'request';
const pathOf = (kind: Kind) => (kind === 'bill' ? billSummaryPath : requestSummaryPath);
type Answer = BillSummary & RequestSummary;

/** Every row of the period, page by page, for the exports. */
async function allRows(kind: Kind, from: string, to: string) {
  const first = await api<Answer>(`${pathOf(kind)}?date_after=${from}&date_before=${to}&size=100&page=1`);
  const key = kind === 'bill' ? 'purchase_final_summary' : 'purchase_request_summary';
  const rows = [...first[key]];
  for (let page = 2; page <= first.total_pages; page++)
    rows.push(...(await api<Answer>(`${pathOf(kind)}?date_after=${from}&date_before=${to}&size=100&page=${page}`))[key]);
  return { first, rows };
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
    queryFn: () => api<Answer>(`${pathOf(kind)}?date_after=${from}&date_before=${to}&page=${page}&size=${size}`),
  });
  const subtitle = translate('sahay.reports.period', { from, to, _: `${from} – ${to}` });
  const title = `sahay.purchasing.${kind}_summary`;
  const exportTable = async () => {
    const { first, rows } = await allRows(kind, from, to);
    return kind === 'bill'
      ? billSummaryTable(rows as BillSummary['purchase_final_summary'], first, subtitle, translate)
      : requestSummaryTable(rows as RequestSummary['purchase_request_summary'], first.expected_amount, subtitle, translate);
  };
  const rows = (kind === 'bill' ? data?.purchase_final_summary : data?.purchase_request_summary) ?? [];
  const shown = data
    ? kind === 'bill'
      ? billSummaryTable(data.purchase_final_summary, data, subtitle, translate)
      : requestSummaryTable(data.purchase_request_summary, data.expected_amount, subtitle, translate)
    : null;
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
            disabled={!rows.length}
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
