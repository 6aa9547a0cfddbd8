import { BarChart } from '@mui/x-charts/BarChart';
import type { BestSeller, CategorizedItemCount } from '@sahay/contracts';
import { useTranslate } from 'react-admin';
import { useDigits, useMoney } from '../useMoney.ts';
import { barHeight } from './charts.ts';
import { ChartCard } from './DonationCharts.tsx';

/** The ten products most sold by amount, with their figures as a table for screen readers. */
export function BestSellersChart({ rows }: { rows: BestSeller[] }) {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  return (
    <ChartCard
      title={translate('sahay.shop_dashboard.best_sellers_title')}
      summary={translate('sahay.shop_dashboard.best_sellers_summary')}
      head={[translate('sahay.stock.product'), translate('sahay.charts.amount'), translate('sahay.shop_dashboard.quantity')]}
      rows={rows.map((r) => [r.name, money(r.amount), digits(String(r.quantity))])}
    >
      <BarChart
        height={Math.max(220, rows.length * 32 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((r) => r.name), width: 160 }]}
        series={[
          {
            data: rows.map((r) => barHeight(r.amount)),
            label: translate('sahay.charts.amount'),
            valueFormatter: (_v, { dataIndex }) => money(rows[dataIndex]?.amount ?? '0'),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

/** Items sold per top-level category. */
export function CategoryItemsChart({ rows }: { rows: CategorizedItemCount[] }) {
  const translate = useTranslate();
  const digits = useDigits();
  return (
    <ChartCard
      title={translate('sahay.shop_dashboard.categories_title')}
      summary={translate('sahay.shop_dashboard.categories_summary')}
      head={[translate('sahay.stock_summary.category'), translate('sahay.shop_dashboard.quantity')]}
      rows={rows.map((r) => [r.category_name, digits(String(r.item_count))])}
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: rows.map((r) => r.category_name) }]}
        series={[{ data: rows.map((r) => r.item_count), label: translate('sahay.shop_dashboard.quantity') }]}
        hideLegend
      />
    </ChartCard>
  );
}
