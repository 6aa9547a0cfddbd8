import { Box, Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DonationDashboard } from '@sahay/contracts';
import { type ReactNode, useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDigits, useMoney } from '../useMoney.ts';
import { barHeight, lastTwelveMonths, monthLabel } from './charts.ts';

/** Hidden on screen, read by assistive technology: each chart's figures as a table. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * One chart with its text alternatives: a heading, a one-line summary the figure is described by, and its
 * figures as a table for screen readers (the drawing itself is hidden from them).
 */
export function ChartCard({
  title,
  summary,
  head,
  rows,
  children,
}: {
  title: string;
  summary: string;
  head: string[];
  rows: (string | number)[][];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="subtitle1" fontWeight={600}>
          {title}
        </Typography>
        <Typography id={summaryId} variant="body2" color="text.secondary">
          {summary}
        </Typography>
        <Box role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
          <Box aria-hidden="true">{children}</Box>
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>
            {title}: {translate('sahay.charts.table')}
          </caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={head[i]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={head[i]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}

function GiftsPerMonth({ rows }: { rows: NonNullable<DonationDashboard['gifts_per_month']> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  const digits = useDigits();
  const months = lastTwelveMonths(rows, new Date());
  const labels = months.map((m) => monthLabel(m.month, locale));
  return (
    <ChartCard
      title={translate('sahay.charts.gifts_title')}
      summary={translate('sahay.charts.gifts_summary')}
      head={[translate('sahay.charts.month'), translate('sahay.charts.amount'), translate('sahay.charts.count')]}
      rows={months.map((m, i) => [labels[i], money(m.amount), digits(String(m.count))])}
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: labels }]}
        series={[
          {
            data: months.map((m) => barHeight(m.amount)),
            label: translate('sahay.charts.amount'),
            valueFormatter: (_value, { dataIndex }) => money(months[dataIndex]?.amount ?? '0'),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

function RaisedAgainstGoal({ causes }: { causes: NonNullable<DonationDashboard['causes']> }) {
  const translate = useTranslate();
  const money = useMoney();
  if (causes.length === 0) return null;
  return (
    <ChartCard
      title={translate('sahay.charts.causes_title')}
      summary={translate('sahay.charts.causes_summary')}
      head={[translate('sahay.charts.cause'), translate('sahay.charts.goal'), translate('sahay.charts.raised')]}
      rows={causes.map((c) => [c.name, money(c.goal_amount), money(c.raised_amount)])}
    >
      <BarChart
        height={Math.max(220, causes.length * 36 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: causes.map((c) => c.name), width: 160 }]}
        series={[
          {
            data: causes.map((c) => barHeight(c.goal_amount)),
            label: translate('sahay.charts.goal'),
            valueFormatter: (_v, { dataIndex }) => money(causes[dataIndex]?.goal_amount ?? '0'),
          },
          {
            data: causes.map((c) => barHeight(c.raised_amount)),
            label: translate('sahay.charts.raised'),
            valueFormatter: (_v, { dataIndex }) => money(causes[dataIndex]?.raised_amount ?? '0'),
          },
        ]}
      />
    </ChartCard>
  );
}

function MembersByKind({ members }: { members: NonNullable<DonationDashboard['members_by_kind']> }) {
  const translate = useTranslate();
  const digits = useDigits();
  const kinds = (['executive', 'adviser', 'general'] as const).map((kind, id) => ({
    id,
    value: members[kind],
    label: translate(`sahay.charts.${kind}`),
  }));
  return (
    <ChartCard
      title={translate('sahay.charts.members_title')}
      summary={translate('sahay.charts.members_summary')}
      head={[translate('sahay.charts.kind'), translate('sahay.charts.members')]}
      rows={kinds.map((k) => [k.label, digits(String(k.value))])}
    >
      <PieChart height={220} series={[{ data: kinds, innerRadius: 40, valueFormatter: (v) => digits(String(v.value)) }]} />
    </ChartCard>
  );
}

function SubscriptionsDue({ due }: { due: NonNullable<DonationDashboard['subscriptions_due_this_month']> }) {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="subtitle1" fontWeight={600}>
          {translate('sahay.charts.subscriptions_title')}
        </Typography>
        <Typography component="p" variant="h4">
          {digits(String(due.count))}
        </Typography>
        <Typography color="text.secondary">
          {translate('sahay.charts.subscriptions_figure', { smart_count: due.count, amount: money(due.amount) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The donations dashboard: each chart only when the API's answer has its section (the caller may read its data). */
export function DonationCharts({ data }: { data: DonationDashboard }) {
  const translate = useTranslate();
  const { gifts_per_month, causes, members_by_kind, subscriptions_due_this_month } = data;
  return (
    <Box component="section" aria-labelledby="donation-charts" sx={{ mt: 2 }}>
      <Typography id="donation-charts" component="h2" variant="h6" gutterBottom>
        {translate('sahay.charts.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {gifts_per_month ? <GiftsPerMonth rows={gifts_per_month} /> : null}
        {causes ? <RaisedAgainstGoal causes={causes} /> : null}
        {members_by_kind ? <MembersByKind members={members_by_kind} /> : null}
        {subscriptions_due_this_month ? <SubscriptionsDue due={subscriptions_due_this_month} /> : null}
      </Box>
    </Box>
  );
}
