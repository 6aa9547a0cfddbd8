import type { ExportTable } from '../../reports/export/table.ts';

export const stockSummaryPath = '/summary_report/api/v1/inventory_summary_report/filter/';

/** A row of `inventory_summary_report/filter/`. */
export interface StockSummaryRow {
  product: number;
  sku: string;
  name: string;
  category: number;
  category_name: string;
  quantity: number;
  low_stock_threshold: number;
  low: boolean;
  cost: string;
  cost_value: string;
}
export interface StockSummary {
  inventory_summary: StockSummaryRow[];
  total_quantity: number;
  total_cost_value: string;
  low_count: number;
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The stock summary as the screen and every export write it: one row a product, the selection's totals below. */
export function stockSummaryTable(
  rows: StockSummaryRow[],
  totals: Pick<StockSummary, 'total_quantity' | 'total_cost_value' | 'low_count'>,
  subtitle: string,
  t: Translate,
): ExportTable {
  return {
    title: t('sahay.stock_summary.title'),
    subtitle,
    columns: [
      { label: t('sahay.stock.sku') },
      { label: t('sahay.stock.product') },
      { label: t('sahay.stock_summary.category') },
      { label: t('sahay.stock.on_hand') },
      { label: t('sahay.stock.threshold') },
      { label: t('sahay.stock.low') },
      { label: t('sahay.stock_summary.cost'), money: true },
      { label: t('sahay.stock_summary.cost_value'), money: true },
    ],
    rows: rows.map((r) => [
      r.sku,
      r.name,
      r.category_name,
      String(r.quantity),
      String(r.low_stock_threshold),
      r.low ? t('sahay.stock_summary.yes') : t('sahay.stock_summary.no'),
      r.cost,
      r.cost_value,
    ]),
    footer: [
      [
        t('sahay.stock_summary.total'),
        null,
        t('sahay.stock_summary.low_count', { smart_count: totals.low_count }),
        String(totals.total_quantity),
        null,
        null,
        null,
        totals.total_cost_value,
      ],
    ],
  };
}
