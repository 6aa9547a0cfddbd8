import { basePath, fromPaisa, purchaseFinal, purchaseRequest } from '@sahay/contracts';
import { typedPaisa } from '../../money.ts';

/** Purchasing's workflow paths beside the generated ones (api-contract.md 5, 6.5). */
const bills = basePath(purchaseFinal);
const requests = basePath(purchaseRequest);
export const billWithItemsPath = (id: unknown) => `${bills}get_a_purchase_final_with_items/${id}/`;
export const requestWithItemsPath = (id: unknown) => `/purchase_request/api/v1/purchase_request_with_items_images/${id}/`;
export const finalisePath = `${bills}create_from_purchase_request/`;
export const payPath = (id: unknown) => `${bills}paybill_and_confirm/${id}/`;
export const cancelBillPath = (id: unknown) => `${bills}cancel/${id}/`;
export const cancelRequestPath = (id: unknown) => `${requests}cancel/${id}/`;
export const billInvoicePath = (id: unknown) => `${bills}get_invoice_by_purchase_final_id/${id}/`;
export const requestInvoicePath = (id: unknown) => `${requests}get_invoice_by_purchase_request_id/${id}/`;
export const billSummaryPath = '/summary_report/api/v1/purchase_final_summary_report/filter/';
export const requestSummaryPath = '/summary_report/api/v1/purchase_request_summary_report/filter/';

/** A line as the entry form holds it. */
export interface PurchaseLine {
  id?: number;
  product: number | null;
  quantity?: string | number | null;
  unit_cost?: string | null;
  expected_unit_cost?: string | null;
  note?: string | null;
}

const wholeNumber = /^\d{1,7}$/;

/** A line's amount as typed, exactly (paisa); what is not a quantity or an amount yet counts as 0. */
export function linePaisa(line: PurchaseLine, cost: 'unit_cost' | 'expected_unit_cost') {
  const quantity = String(line.quantity ?? '').trim();
  const amount = typedPaisa(line[cost]);
  if (!wholeNumber.test(quantity) || amount === undefined) return 0n;
  return amount * BigInt(quantity);
}

/** The total of the lines as typed, as a decimal string. */
export const linesTotal = (lines: PurchaseLine[], cost: 'unit_cost' | 'expected_unit_cost') =>
  fromPaisa(lines.reduce((sum, line) => sum + linePaisa(line, cost), 0n));
