import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { inventory } from './inventory.ts';
import { permissionName } from './resource.ts';
import { errorAnswers } from './responses.ts';
import { customer, customerOrder } from './sales.ts';
import {
  bestSellers,
  categorizedItemCounts,
  dashboardCount,
  dashboardOrders,
  dashboardOrderTotals,
  inventorySummary,
  lowStockProducts,
} from './shop-dashboard.ts';

/**
 * The shop's dashboard (api-contract.md 4.2) and the stock summary. Order figures are of confirmed orders
 * (drafts have sold nothing, cancelled ones sold nothing) and need the orders' read permission; stock
 * figures need the inventory's.
 */

const base = '/dashboard/api/v1/';
const tags = ['dashboard'];
const readOrders = { permission: permissionName(customerOrder.name, 'get') };
const readStock = { permission: permissionName(inventory.name, 'get') };
const pageQuery = z.object({ page: z.string().optional(), size: z.string().optional() });

/** A yes-or-no filter of a query: true, 1, yes, on or false, 0, no, off (any case); empty is no filter. */
const yesOrNo = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const v = value.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false.` });
      return z.NEVER;
    });

/** The stock summary's filters: a name or SKU, a category (and those below it), low stock or not; paged. */
export const inventorySummaryQuery = pageQuery.extend({
  name: z.string().max(200, 'At most 200 characters.').optional(),
  category: z.string().regex(/^\d+$/, 'Must be a category id.').transform(Number).optional(),
  low_stock: yesOrNo('low_stock'),
});
export type InventorySummaryQuery = z.output<typeof inventorySummaryQuery>;

const count = (path: string, access: { permission: string }, summary: string) =>
  defineEndpoint({ method: 'GET', path: `${base}${path}`, access, tags, summary, responses: { 200: dashboardCount, ...errorAnswers } });

const orderList = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}${path}`,
    access: readOrders,
    tags,
    summary,
    query: pageQuery,
    responses: { 200: dashboardOrders, ...errorAnswers },
  });

const bestSellersBy = (by: 'amount' | 'quantity') =>
  defineEndpoint({
    method: 'GET',
    path: `${base}get_best_seller_by_${by}`,
    access: readOrders,
    tags,
    summary: `The ten products most sold by confirmed orders, by ${by}`,
    responses: { 200: bestSellers, ...errorAnswers },
  });

export const shopDashboardEndpoints = {
  paidOrderCount: count('get_total_count_of_paid_orders', readOrders, 'How many confirmed orders are paid in full'),
  unpaidOrderCount: count('get_total_count_of_unpaid_orders', readOrders, 'How many confirmed orders are unpaid or partly paid'),
  customerCount: count(
    'get_total_count_of_customers',
    { permission: permissionName(customer.name, 'get') },
    'How many customers the shop has',
  ),
  lowStockCount: count('get_total_count_of_low_stock_products', readStock, 'How many products are at or below their low-stock threshold'),
  orderTotals: defineEndpoint({
    method: 'GET',
    path: `${base}get_order_totals`,
    access: readOrders,
    tags,
    summary: 'What confirmed orders come to, what is paid and what is due (decimal strings)',
    responses: { 200: dashboardOrderTotals, ...errorAnswers },
  }),
  latestOrders: orderList('get_all_latest_orders', 'Every order, the newest first, paged'),
  incompleteOrders: orderList('get_all_incomplete_orders', 'Draft orders, the newest first, paged'),
  paidOrders: orderList('get_all_paid_orders', 'Confirmed orders paid in full, the newest first, paged'),
  unpaidOrders: orderList('get_all_unpaid_orders', 'Confirmed orders unpaid or partly paid, the newest first, paged'),
  lowStockProducts: defineEndpoint({
    method: 'GET',
    path: `${base}get_all_low_stock_products`,
    // The admin front end's constant carries two trailing spaces (api-contract.md 4.2): its requests arrive as `%20%20`.
    aliases: [`${base}get_all_low_stock_products/  `],
    access: readStock,
    tags,
    summary: 'Products at or below their low-stock threshold, the lowest stock first, paged',
    query: pageQuery,
    responses: { 200: lowStockProducts, ...errorAnswers },
  }),
  categorizedItemCounts: defineEndpoint({
    method: 'GET',
    path: `${base}get_all_categorized_order_item_count`,
    access: readOrders,
    tags,
    summary: 'Per top-level category, the quantity of its products in confirmed orders, the most first',
    responses: { 200: categorizedItemCounts, ...errorAnswers },
  }),
  bestSellersByAmount: bestSellersBy('amount'),
  bestSellersByQuantity: bestSellersBy('quantity'),
  inventorySummary: defineEndpoint({
    method: 'GET',
    path: '/summary_report/api/v1/inventory_summary_report/filter',
    access: readStock,
    tags: ['report'],
    summary:
      'Every product with its stock: on hand, threshold, low, cost value (on hand × cost); filtered by `name` (or SKU), `category` (and those below it), `low_stock`; paged; totals of the whole selection',
    query: inventorySummaryQuery,
    responses: { 200: inventorySummary, ...errorAnswers },
  }),
} as const;
