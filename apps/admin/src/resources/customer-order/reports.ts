import type { OrderReportAnswer, OrderSummaryAnswer } from '@sahay/contracts';
import type { ExportTable } from '../../reports/export/table.ts';

/** The shop's order reports (decision 018), as their declarations answer them. */
type OrderReportLine = OrderReportAnswer['order_reports'][number];
type OrderSummaryLine = OrderSummaryAnswer['order_summaries'][number];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The order report as a table: each confirmed line with its cost and profit, and the period's totals. */
export function orderReportTable(lines: OrderReportLine[], totals: OrderReportAnswer, subtitle: string, t: Translate): ExportTable {
  return {
    title: t('sahay.orders.report_with_profit'),
    subtitle,
    columns: [
      { label: t('sahay.reports.date') },
      { label: t('resources.customerorder.fields.order_no') },
      { label: t('resources.customerorder.fields.customer') },
      { label: t('sahay.orders.product') },
      { label: t('sahay.orders.quantity') },
      { label: t('sahay.orders.unit_price'), money: true },
      { label: t('sahay.orders.unit_cost'), money: true },
      { label: t('sahay.orders.line_total'), money: true },
      { label: t('sahay.orders.cost_total'), money: true },
      { label: t('sahay.orders.profit'), money: true },
    ],
    rows: lines.map((l) => [
      l.order_date,
      l.order_no,
      l.customer_name,
      l.product_name,
      String(l.quantity),
      l.unit_price,
      l.unit_cost,
      l.line_total,
      l.cost_total,
      l.profit,
    ]),
    footer: [
      [t('sahay.orders.period_total'), null, null, null, null, null, null, totals.total_sales, totals.total_cost, totals.total_profit],
    ],
  };
}

/** The order summary as a table: one confirmed order a row, with what is paid and due, and the period's totals. */
export function orderSummaryTable(lines: OrderSummaryLine[], totals: OrderSummaryAnswer, subtitle: string, t: Translate): ExportTable {
  return {
    title: t('sahay.orders.summary'),
    subtitle,
    columns: [
      { label: t('sahay.reports.date') },
      { label: t('resources.customerorder.fields.order_no') },
      { label: t('resources.customerorder.fields.customer') },
      { label: t('sahay.orders.items') },
      { label: t('sahay.orders.total'), money: true },
      { label: t('resources.customerorder.fields.paid_amount'), money: true },
      { label: t('sahay.orders.due'), money: true },
      { label: t('sahay.orders.payment_status') },
    ],
    rows: lines.map((l) => [
      l.date,
      l.order_no,
      l.customer_name,
      String(l.items),
      l.total,
      l.paid_amount,
      l.due_amount,
      t(`sahay.orders.payment_statuses.${l.payment_status}`),
    ]),
    footer: [[t('sahay.orders.period_total'), null, null, null, totals.total_amount, totals.total_paid, totals.total_due, null]],
  };
}
