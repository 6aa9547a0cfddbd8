import { z } from 'zod';
import { reversalInput } from './accounting-periods.ts';
import { defineEndpoint, recordOf, recordWithout } from './endpoint.ts';
import { id, isoDate } from './fields.ts';
import { documentInput } from './input-schemas.ts';
import { basePath, permissionName } from './resource.ts';
import { detail, errorAnswers, pagingKeys, pdfFile, writeErrorAnswers } from './responses.ts';
import {
  cancelOrderBody,
  confirmOrderBody,
  customerOrder,
  orderHeader,
  orderLine,
  orderReportLine,
  orderSummaryLine,
  recordPaymentBody,
  salesActionPermissions,
  shippingAddress,
  updateOrderItemBody,
} from './sales.ts';

/**
 * Orders' routes beyond the engine's (api-contract.md 4, 5, 6.6; decision 018): the contract's detail variants
 * and line edits, confirming into stock and the books, cancelling, payments, the invoice PDF, the shipping
 * address of an order, `order/…` (the same records at the other front end's paths), and the order reports.
 */

const orders = basePath(customerOrder);
/** The other front end's paths to the same orders (decision 018). */
const orderPaths = '/order/api/v1/order/';
const idParams = z.object({ id: id() });
const tags = ['customerorder'];
const readOrders = permissionName(customerOrder.name, 'get');
const updateOrders = permissionName(customerOrder.name, 'update');
const order = recordOf(customerOrder);

/** What a client sends to write an order, as the engine's `customerorder/create/` and `update/` take it. */
export const orderInput = documentInput(orderHeader, 'items', orderLine);

/** One line of an order as its detail and invoice show it: with its product's name, SKU and unit. */
export const orderItem = z.object({
  id: z.number(),
  product: z.number(),
  quantity: z.number(),
  unit_price: z.string().nullable(),
  line_total: z.string().nullable(),
  unit_cost: z.string().nullable(),
  product_name: z.string(),
  sku: z.string(),
  unit: z.string(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** Money received against an order, with its method's name and its receipt voucher. */
export const orderPayment = z.object({
  id: z.number(),
  amount: z.string(),
  method: z.number(),
  method_name: z.string(),
  date: z.string(),
  receipt_invoice_no: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** An order (without its `items`) with its lines apart, with their products, and its payments. */
export const orderDetail = z.object({
  order: recordWithout(customerOrder, ['items']),
  order_items: z.array(orderItem),
  payments: z.array(orderPayment),
});

const detailOfOrder = defineEndpoint({
  method: 'GET',
  path: `${orders}get_a_customer_order_detail/:id`,
  access: { permission: readOrders },
  tags,
  summary: 'An order with its lines (each with its product’s name and SKU) and its payments',
  params: idParams,
  responses: { 200: orderDetail, ...errorAnswers },
});

const detailWithShipping = defineEndpoint({
  method: 'GET',
  path: `${orders}get_a_customer_order_detail_with_order_orderitem_shipping/:id`,
  access: { permission: readOrders },
  tags,
  summary: 'An order with its lines, payments and shipping address (null when it has none)',
  params: idParams,
  responses: { 200: orderDetail.extend({ shipping_address: recordOf(shippingAddress).nullable() }), ...errorAnswers },
});

const changeOrder = defineEndpoint({
  method: ['PUT', 'PATCH', 'POST'],
  path: `${orders}update_order`,
  access: { permission: updateOrders },
  tags,
  summary:
    'Change a draft order: its id and the fields that change (lines by id: a line with an id changes, one without is added, one left out is removed); 409 once confirmed or cancelled',
  body: orderInput.update.extend({ id: id() }),
  responses: { 200: order, ...writeErrorAnswers },
});

const changeLine = defineEndpoint({
  method: ['PUT', 'PATCH', 'POST'],
  path: `${orders}update_item`,
  access: { permission: updateOrders },
  tags,
  summary: 'Change one line of a draft order: its id, and its quantity or unit price; answers the order',
  body: updateOrderItemBody,
  responses: { 200: order, ...writeErrorAnswers },
});

const removeLine = defineEndpoint({
  method: 'DELETE',
  path: '/customerorder/api/v1/customerorder_delete_item/:id',
  access: { permission: updateOrders },
  tags,
  summary: 'Remove one line of a draft order; its last line stays (delete the order instead); answers the order',
  params: idParams,
  responses: { 200: order, ...writeErrorAnswers },
});

const confirm = defineEndpoint({
  method: 'POST',
  path: `${orders}confirm`,
  access: { permission: salesActionPermissions.confirm.name },
  tags,
  summary:
    'Confirm a draft order ({id}, optional date): takes its stock out and posts its sales voucher in one transaction; 409 with a sentence when a product is short (naming it and what is left) or the order is not a draft',
  body: confirmOrderBody,
  responses: { 200: order, ...writeErrorAnswers },
});

const cancel = defineEndpoint({
  method: 'POST',
  path: `${orders}cancel/:id`,
  // The back office calls it without the trailing slash.
  trailingSlash: false,
  access: { permission: salesActionPermissions.cancel.name },
  tags,
  summary:
    'Cancel an order ({reason}, optional): a confirmed one returns its stock and its sale is reversed by a mirror sales voucher; a draft is only marked; 409 when already cancelled or paid against',
  params: idParams,
  body: cancelOrderBody.nullish(),
  responses: { 200: order, ...writeErrorAnswers },
});

const cancelWithRefund = defineEndpoint({
  method: 'POST',
  path: `${orderPaths}cancel_with_refund/:id`,
  access: { permission: salesActionPermissions.refund.name },
  tags: ['order'],
  summary:
    'Cancel a confirmed order and pay its money back ({reason, date?}, the date in an open period): its stock returns, its sale is reversed, and one payment voucher pays the customer back from where each payment went (Cash or Bank), all in one transaction; 409 for a draft or an order already cancelled',
  params: idParams,
  body: reversalInput,
  responses: { 200: order, ...writeErrorAnswers },
});

const recordPayment = defineEndpoint({
  method: 'POST',
  path: `${orders}record_payment/:id`,
  // The back office calls it without the trailing slash.
  trailingSlash: false,
  access: { permission: salesActionPermissions.recordPayment.name },
  tags,
  summary:
    "Record money received against a confirmed order ({amount, method, date}): a receipt voucher (Cash or Bank debited by the method, the customer's ledger credited); more than is due is refused",
  params: idParams,
  body: recordPaymentBody,
  responses: { 200: order, ...writeErrorAnswers },
});

const invoice = defineEndpoint({
  method: 'GET',
  path: `${orders}get_invoice_by_order_id/:id`,
  // The back office calls it without the trailing slash.
  trailingSlash: false,
  access: { permission: readOrders },
  tags,
  summary: "An order's invoice as PDF, with the charity's letterhead (a draft's is marked as such)",
  params: idParams,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers },
});

const shippingAddressOfOrder = defineEndpoint({
  method: 'GET',
  path: '/shippingaddress/api/v1/shippingaddress_using_order_id/:id',
  access: { permission: permissionName(shippingAddress.name, 'get') },
  tags: ['shippingaddress'],
  summary: 'The shipping address of an order (404 when it has none)',
  params: idParams,
  responses: { 200: recordOf(shippingAddress), ...errorAnswers },
});

/** A list's parameter as the engine's lists take it: given once, several values separated by commas. */
const listParameter = z.string('Give this parameter once; separate several values with commas.').max(2000).optional();

/**
 * The order list's query at the `order/…` paths, as the engine's `customerorder/all/` takes it: paging,
 * `ordering`, the order date's range, the exact filters (`id`, `customer`, `payment_method`, a line's
 * `product`), `status` and `payment_status`; and `searchKey`, matching the order number or note.
 */
export const orderListQuery = z.object({
  page: z.string().optional(),
  size: z.string().optional(),
  ordering: listParameter,
  date_after: listParameter,
  date_before: listParameter,
  id: listParameter,
  customer: listParameter,
  payment_method: listParameter,
  product: listParameter,
  status: listParameter,
  payment_status: listParameter,
  searchKey: z.string().max(200).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

const listOrders = defineEndpoint({
  method: 'GET',
  path: `${orderPaths}all`,
  aliases: [`${orderPaths}search`],
  access: { permission: readOrders },
  tags: ['order'],
  summary: 'Orders, paged (the same records as customerorder/all/); search/ matches the order number or note by `searchKey`',
  query: orderListQuery,
  responses: { 200: z.object({ orders: z.array(order), ...pagingKeys }), ...errorAnswers },
});

const getOrder = defineEndpoint({
  method: 'GET',
  path: `${orderPaths}:id`,
  access: { permission: readOrders },
  tags: ['order'],
  summary: 'One order with its lines',
  params: idParams,
  responses: { 200: order, ...errorAnswers },
});

const createOrder = defineEndpoint({
  method: 'POST',
  path: `${orderPaths}create`,
  access: { permission: permissionName(customerOrder.name, 'create') },
  tags: ['order'],
  summary: 'Create a draft order',
  body: orderInput.create,
  responses: { 201: order, ...writeErrorAnswers },
});

const updateOrder = defineEndpoint({
  method: ['PUT', 'PATCH'],
  path: `${orderPaths}update/:id`,
  access: { permission: updateOrders },
  tags: ['order'],
  summary: 'Change a draft order',
  params: idParams,
  body: orderInput.update,
  responses: { 200: order, ...writeErrorAnswers },
});

const deleteOrder = defineEndpoint({
  method: 'DELETE',
  path: `${orderPaths}delete/:id`,
  access: { permission: permissionName(customerOrder.name, 'delete') },
  tags: ['order'],
  summary: 'Delete a draft order',
  params: idParams,
  responses: { 200: detail, ...writeErrorAnswers },
});

/** The order reports' query: the confirmation dates' range, and the page. */
export const orderReportQuery = z.object({
  date_after: isoDate().optional(),
  date_before: isoDate().optional(),
  page: z.string().optional(),
  size: z.string().optional(),
});
export type OrderReportQuery = z.infer<typeof orderReportQuery>;

/** Confirmed orders' lines with their profit, a page of them, and the period's totals. */
export const orderReportAnswer = z.object({
  order_reports: z.array(orderReportLine),
  ...pagingKeys,
  total_sales: z.string(),
  total_cost: z.string(),
  total_profit: z.string(),
});
export type OrderReportAnswer = z.infer<typeof orderReportAnswer>;

/** One line per confirmed order, a page of them, and the period's totals. */
export const orderSummaryAnswer = z.object({
  order_summaries: z.array(orderSummaryLine),
  ...pagingKeys,
  total_amount: z.string(),
  total_paid: z.string(),
  total_due: z.string(),
});
export type OrderSummaryAnswer = z.infer<typeof orderSummaryAnswer>;

const reportWithProfit = defineEndpoint({
  method: 'GET',
  path: '/report/api/v1/order_report_with_profit/filter',
  access: { permission: readOrders },
  tags: ['report'],
  summary:
    "Confirmed orders' lines with their cost and profit (line total − quantity × unit cost), by confirmation date (`date_after`, `date_before`), paged; totals of the whole period",
  query: orderReportQuery,
  responses: { 200: orderReportAnswer, ...errorAnswers },
});

const summaryReport = defineEndpoint({
  method: 'GET',
  path: '/summary_report/api/v1/order_summary_report/filter',
  access: { permission: readOrders },
  tags: ['report'],
  summary:
    'One line per confirmed order (number, date, customer, items, total, paid, due, payment status), by confirmation date, paged; totals of the whole period',
  query: orderReportQuery,
  responses: { 200: orderSummaryAnswer, ...errorAnswers },
});

export const salesEndpoints = {
  detailOfOrder,
  detailWithShipping,
  changeOrder,
  changeLine,
  removeLine,
  confirm,
  cancel,
  cancelWithRefund,
  recordPayment,
  invoice,
  shippingAddressOfOrder,
  listOrders,
  getOrder,
  createOrder,
  updateOrder,
  deleteOrder,
  reportWithProfit,
  summaryReport,
} as const;
