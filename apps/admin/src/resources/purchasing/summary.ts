import type { PurchaseFinalSummary, PurchaseRequestSummary } from '@sahay/contracts';
import type { ExportTable } from '../../reports/export/table.ts';

/** A bill of the bills' summary, and a request of the requests', as their declarations answer them. */
export type BillSummaryRow = PurchaseFinalSummary['purchase_final_summary'][number];
type RequestSummaryRow = PurchaseRequestSummary['purchase_request_summary'][number];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The bills' summary as every export writes it: one row a bill, the period's totals below. */
export function billSummaryTable(
  rows: BillSummaryRow[],
  totals: Pick<PurchaseFinalSummary, 'total_amount' | 'paid_amount' | 'unpaid_amount'>,
  subtitle: string,
  t: Translate,
): ExportTable {
  return {
    title: t('sahay.purchasing.bill_summary'),
    subtitle,
    columns: [
      { label: t('sahay.purchasing.bill_no') },
      { label: t('sahay.purchasing.date') },
      { label: t('resources.vendor.name', { smart_count: 1 }) },
      { label: t('sahay.purchasing.status') },
      { label: t('sahay.purchasing.items_count') },
      { label: t('sahay.purchasing.quantity') },
      { label: t('sahay.purchasing.total'), money: true },
      { label: t('sahay.purchasing.paid_date') },
      { label: t('sahay.purchasing.voucher') },
    ],
    rows: rows.map((r) => [
      r.invoice_no,
      r.purchase_date,
      r.vendor_name,
      t(`sahay.purchasing.statuses.${r.status}`),
      String(r.items),
      String(r.quantity),
      r.total,
      r.paid_date,
      r.voucher_invoice_no,
    ]),
    footer: [
      [t('sahay.purchasing.total'), null, null, null, null, null, totals.total_amount, null, null],
      [t('sahay.purchasing.paid_amount'), null, null, null, null, null, totals.paid_amount, null, null],
      [t('sahay.purchasing.unpaid_amount'), null, null, null, null, null, totals.unpaid_amount, null, null],
    ],
  };
}

/** The requests' summary as every export writes it. */
export function requestSummaryTable(rows: RequestSummaryRow[], expected: string, subtitle: string, t: Translate): ExportTable {
  return {
    title: t('sahay.purchasing.request_summary'),
    subtitle,
    columns: [
      { label: t('sahay.purchasing.request_no') },
      { label: t('sahay.purchasing.date') },
      { label: t('resources.vendor.name', { smart_count: 1 }) },
      { label: t('sahay.purchasing.status') },
      { label: t('sahay.purchasing.items_count') },
      { label: t('sahay.purchasing.quantity') },
      { label: t('sahay.purchasing.expected_total'), money: true },
    ],
    rows: rows.map((r) => [
      r.request_no,
      r.request_date,
      r.vendor_name,
      t(`sahay.purchasing.statuses.${r.status}`),
      String(r.items),
      String(r.quantity),
      r.expected_total,
    ]),
    footer: [[t('sahay.purchasing.expected_total'), null, null, null, null, null, expected]],
  };
}
