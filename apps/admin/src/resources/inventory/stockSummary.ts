import type { InventorySummary, InventorySummaryLine } from '@sahay/contracts';
import type { ExportTable } from '../../reports/export/table.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The stock summary as the screen and every export write it: one row a product, the selection's totals below. */
export function stockSummaryTable(
  rows: InventorySummaryLine[],
  totals: Pick<InventorySummary, 'total_quantity' | 'total_cost_value' | 'low_count'>,
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
