import { z } from 'zod';
import { reversalInput } from './accounting-periods.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id, isoDate } from './fields.ts';
import {
  finaliseRequestBody,
  payPurchaseBill,
  payPurchasePermission,
  purchaseFinal,
  purchaseFinalStatuses,
  purchaseItemChange,
  purchasePaidFrom,
  purchaseReqItemImage,
  purchaseRequest,
  purchaseRequestStatuses,
  returnPurchasePermission,
} from './purchasing.ts';
import { basePath, permissionName } from './resource.ts';
import { detail, errorAnswers, pagingKeys, pdfFile, writeErrorAnswers } from './responses.ts';

/**
 * Purchasing's routes beyond the engine's: a request whole (its lines described, with their pictures), a
 * line's removal, cancelling; a bill made from a request, its lines changed or removed one by one, paying it
 * (stock received, voucher posted), returning it once paid, cancelling; both printed as PDF; the two summaries.
 */

const tags = ['purchasing'];
const keyParams = z.object({ id: id() });
const requests = basePath(purchaseRequest);
const bills = basePath(purchaseFinal);
const readRequests = permissionName(purchaseRequest.name, 'get');
const updateRequests = permissionName(purchaseRequest.name, 'update');
const readBills = permissionName(purchaseFinal.name, 'get');
const createBills = permissionName(purchaseFinal.name, 'create');
const updateBills = permissionName(purchaseFinal.name, 'update');

/** A file purchasing prints, as OpenAPI shows it. */

/** What a line read whole adds to its stored fields: its amount, and its product's name and SKU. */
const described = { line_total: z.string(), product_name: z.string(), sku: z.string() };

/** A bill's line read whole. */
export const describedBillLine = z.object({
  id: z.number(),
  product: z.number(),
  quantity: z.number(),
  unit_cost: z.string(),
  ...described,
});
export type DescribedBillLine = z.input<typeof describedBillLine>;

/** A bill whole: its record (with its vendor's name) and its lines described. */
export const purchaseBillWhole = z.intersection(recordOf(purchaseFinal), z.object({ items: z.array(describedBillLine) }));

/** A request's line read whole, with the pictures of the goods. */
export const describedRequestLine = z.object({
  id: z.number(),
  product: z.number(),
  quantity: z.number(),
  expected_unit_cost: z.string(),
  note: z.string().nullable(),
  ...described,
  images: z.array(recordOf(purchaseReqItemImage)),
});
export type DescribedRequestLine = z.input<typeof describedRequestLine>;

/** A request whole: its record (with its vendor's name), its lines described with their pictures, the expected total. */
export const purchaseRequestWhole = z.intersection(
  recordOf(purchaseRequest),
  z.object({ items: z.array(describedRequestLine), expected_total: z.string() }),
);

const optionalId = z
  .string()
  .regex(/^\d{1,9}$/, 'Give the id of a record.')
  .transform(Number)
  .optional();

/** The summaries' filters: a span of document dates (both ends included), a vendor, a status; and the page. */
const summaryQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    date_after: isoDate().optional(),
    date_before: isoDate().optional(),
    vendor: optionalId,
    status: z.enum(statuses, `Choose ${statuses.join(', ')}.`).optional(),
    page: z.string().optional(),
    size: z.string().optional(),
  });
export const purchaseFinalSummaryQuery = summaryQuery(purchaseFinalStatuses);
export const purchaseRequestSummaryQuery = summaryQuery(purchaseRequestStatuses);

/** A bill in the summary: its vendor, how many lines and pieces, its total, and how and when it was paid. */
export const purchaseFinalSummaryRow = z.object({
  id: z.number(),
  invoice_no: z.string(),
  purchase_date: z.string(),
  vendor: z.number(),
  vendor_name: z.string(),
  status: z.enum(purchaseFinalStatuses),
  items: z.number().int(),
  quantity: z.number().int(),
  total: z.string(),
  paid_from: z.enum(purchasePaidFrom).nullable(),
  paid_date: z.string().nullable(),
  voucher_invoice_no: z.string().nullable(),
});

/** The bills of a period, a page of them, with the period's total, paid and unpaid amounts (cancelled and returned bills left out). */
export const purchaseFinalSummaryAnswer = z.object({
  purchase_final_summary: z.array(purchaseFinalSummaryRow),
  total_amount: z.string(),
  paid_amount: z.string(),
  unpaid_amount: z.string(),
  ...pagingKeys,
});
export type PurchaseFinalSummary = z.infer<typeof purchaseFinalSummaryAnswer>;

/** A request in the summary: its vendor, how many lines and pieces, its expected total. */
export const purchaseRequestSummaryRow = z.object({
  id: z.number(),
  request_no: z.string(),
  request_date: z.string(),
  vendor: z.number(),
  vendor_name: z.string(),
  status: z.enum(purchaseRequestStatuses),
  items: z.number().int(),
  quantity: z.number().int(),
  expected_total: z.string(),
});

/** The requests of a period, a page of them, with the expected amount of the period (cancelled requests left out). */
export const purchaseRequestSummaryAnswer = z.object({
  purchase_request_summary: z.array(purchaseRequestSummaryRow),
  expected_amount: z.string(),
  ...pagingKeys,
});
export type PurchaseRequestSummary = z.infer<typeof purchaseRequestSummaryAnswer>;

// ——— Requests ———

const requestWhole = defineEndpoint({
  method: 'GET',
  path: `/${purchaseRequest.name}/api/v1/${purchaseRequest.name}_with_items_images/:id`,
  access: { permission: readRequests },
  tags,
  summary: 'A purchase request with its lines (product, SKU, amount) and each line’s pictures',
  params: keyParams,
  responses: { 200: purchaseRequestWhole, ...errorAnswers },
});

const requestLines = defineEndpoint({
  method: 'GET',
  path: `${requests}get_all_purchase_request_items_with_images_by_purchase_request_id/:id`,
  access: { permission: readRequests },
  tags,
  summary: 'The lines of a purchase request, each with its pictures',
  params: keyParams,
  responses: { 200: z.object({ purchase_req_items: z.array(describedRequestLine) }), ...errorAnswers },
});

const requestInvoice = defineEndpoint({
  method: 'GET',
  path: `${requests}get_invoice_by_purchase_request_id/:id`,
  access: { permission: readRequests },
  tags,
  summary: 'A purchase request printed as PDF on the charity’s letterhead',
  params: keyParams,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers },
});

const cancelRequest = defineEndpoint({
  method: 'POST',
  path: `${requests}cancel/:id`,
  access: { permission: updateRequests },
  tags,
  summary: 'Cancel an open purchase request (409 once finalised or cancelled)',
  params: keyParams,
  responses: { 200: recordOf(purchaseRequest), ...writeErrorAnswers },
});

const removeRequestLine = defineEndpoint({
  method: 'DELETE',
  path: '/purchase_req_item/api/v1/purchase_req_item/delete/:id',
  access: { permission: updateRequests },
  tags,
  summary: 'Remove a line (and its pictures) from an open purchase request; not its only line (409)',
  params: keyParams,
  responses: { 200: detail, ...writeErrorAnswers },
});

// ——— Bills ———

const finaliseRequest = defineEndpoint({
  method: 'POST',
  path: `${bills}create_from_purchase_request`,
  access: { permission: createBills },
  tags,
  summary: 'Make a bill from an open purchase request: its vendor and lines copied; the request becomes finalised (409 if it already is)',
  body: finaliseRequestBody,
  responses: { 201: purchaseBillWhole, ...writeErrorAnswers },
});

const billWhole = defineEndpoint({
  method: 'GET',
  path: `${bills}get_a_purchase_final_with_items/:id`,
  access: { permission: readBills },
  tags,
  summary: 'A bill with its vendor and lines (product, SKU, quantity, unit cost, line total)',
  params: keyParams,
  responses: { 200: purchaseBillWhole, ...errorAnswers },
});

const changeBillLine = defineEndpoint({
  method: ['PUT', 'PATCH'],
  path: `${bills}update_item/:id`,
  access: { permission: updateBills },
  tags,
  summary: 'Change one line of an unpaid bill: its quantity or unit cost (409 once paid or cancelled)',
  params: keyParams,
  body: purchaseItemChange,
  responses: { 200: purchaseBillWhole, ...writeErrorAnswers },
});

const removeBillLine = defineEndpoint({
  method: 'DELETE',
  path: `${bills}delete_item/:id`,
  access: { permission: updateBills },
  tags,
  summary: 'Remove one line of an unpaid bill; not its only line (409)',
  params: keyParams,
  responses: { 200: purchaseBillWhole, ...writeErrorAnswers },
});

const payBill = defineEndpoint({
  method: 'POST',
  path: `${bills}paybill_and_confirm/:id`,
  access: { permission: payPurchasePermission.name },
  tags,
  summary:
    'Pay a bill and receive its goods, once (409 after): each line’s quantity enters stock, one purchase voucher is posted (Company Purchase debited; Cash, Bank or the vendor’s ledger credited)',
  params: keyParams,
  body: payPurchaseBill,
  responses: { 200: purchaseBillWhole, ...writeErrorAnswers },
});

const returnBill = defineEndpoint({
  method: 'POST',
  path: `${bills}return/:id`,
  access: { permission: returnPurchasePermission.name },
  tags,
  summary:
    'Return a paid bill ({reason, date?}, the date in an open period): its stock goes out (409 naming the product when it is no longer there), its purchase is reversed against the vendor, and the money paid is received back by a receipt voucher (none for a bill bought on credit), in one transaction; once only (409 after)',
  params: keyParams,
  body: reversalInput,
  responses: { 200: purchaseBillWhole, ...writeErrorAnswers },
});

const cancelBill = defineEndpoint({
  method: 'POST',
  path: `${bills}cancel/:id`,
  access: { permission: updateBills },
  tags,
  summary: 'Cancel an unpaid bill; the request it came from is open again (409 once paid)',
  params: keyParams,
  responses: { 200: recordOf(purchaseFinal), ...writeErrorAnswers },
});

const billInvoice = defineEndpoint({
  method: 'GET',
  path: `${bills}get_invoice_by_purchase_final_id/:id`,
  access: { permission: readBills },
  tags,
  summary: 'A bill printed as PDF on the charity’s letterhead: vendor, lines, total in figures and words',
  params: keyParams,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers },
});

// ——— Summaries ———

const billSummary = defineEndpoint({
  method: 'GET',
  path: '/summary_report/api/v1/purchase_final_summary_report/filter',
  access: { permission: readBills },
  tags,
  summary:
    'Purchase bills of a period (`date_after`, `date_before` on the bill’s date; `vendor`, `status`), paged, newest first, with the period’s total, paid and unpaid amounts',
  query: purchaseFinalSummaryQuery,
  responses: { 200: purchaseFinalSummaryAnswer, ...errorAnswers },
});

const requestSummary = defineEndpoint({
  method: 'GET',
  path: '/summary_report/api/v1/purchase_request_summary_report/filter',
  access: { permission: readRequests },
  tags,
  summary:
    'Purchase requests of a period (`date_after`, `date_before` on the request’s date; `vendor`, `status`), paged, newest first, with the expected amount of the period',
  query: purchaseRequestSummaryQuery,
  responses: { 200: purchaseRequestSummaryAnswer, ...errorAnswers },
});

export const purchasingEndpoints = {
  requestWhole,
  requestLines,
  requestInvoice,
  cancelRequest,
  removeRequestLine,
  finaliseRequest,
  billWhole,
  changeBillLine,
  removeBillLine,
  payBill,
  returnBill,
  cancelBill,
  billInvoice,
  billSummary,
  requestSummary,
} as const;
