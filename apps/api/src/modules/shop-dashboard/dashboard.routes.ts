import {
  bestSellers,
  categorizedItemCounts,
  dashboardCount,
  dashboardOrders,
  dashboardOrderTotals,
  errorAnswers,
  inventorySummary,
  lowStockProducts,
} from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import * as figures from './dashboard.service.ts';

const security = [{ bearer: [] }];
const orders = { permission: 'customerorder.read' };
const stock = { permission: 'inventory.read' };
const paging = z.object({ page: z.string().optional(), size: z.string().optional() });
const base = '/dashboard/api/v1/';

const flag = (name: string) =>
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
const summaryQuery = paging.extend({
  name: z.string().max(200, 'At most 200 characters.').optional(),
  category: z.string().regex(/^\d+$/, 'Must be a category id.').transform(Number).optional(),
  low_stock: flag('low_stock'),
});

/**
 * The shop's dashboard (api-contract.md 4.2) and the stock summary. Order figures are of confirmed orders
 * (drafts have sold nothing, cancelled ones sold nothing) and need the orders' read permission; stock
 * figures need the inventory's. Paths are registered without their trailing slash so the OpenAPI
 * document lists them; the router answers both spellings.
 */
export default async function shopDashboardRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  const countRoute = (path: string, config: { permission: string }, what: Parameters<typeof figures.countOf>[1], summary: string) =>
    app.get(
      `${base}${path}`,
      { config, schema: { tags: ['dashboard'], summary, security, response: { 200: dashboardCount, ...errorAnswers } } },
      async () => figures.countOf(db(), what),
    );
  countRoute('get_total_count_of_paid_orders', orders, 'paid', 'How many confirmed orders are paid in full');
  countRoute('get_total_count_of_unpaid_orders', orders, 'unpaid', 'How many confirmed orders are unpaid or partly paid');
  countRoute('get_total_count_of_customers', { permission: 'customer.read' }, 'customers', 'How many customers the shop has');
  countRoute('get_total_count_of_low_stock_products', stock, 'low_stock', 'How many products are at or below their low-stock threshold');

  app.get(
    `${base}get_order_totals`,
    {
      config: orders,
      schema: {
        tags: ['dashboard'],
        summary: 'What confirmed orders come to, what is paid and what is due (decimal strings)',
        security,
        response: { 200: dashboardOrderTotals, ...errorAnswers },
      },
    },
    async () => figures.orderTotals(db()),
  );

  const listRoute = (path: string, list: figures.OrderList, summary: string) =>
    app.get(
      `${base}${path}`,
      {
        config: orders,
        schema: { tags: ['dashboard'], summary, security, querystring: paging, response: { 200: dashboardOrders, ...errorAnswers } },
      },
      async (request) => (await figures.ordersOf(db(), list, pageRequest(request.query))) as never,
    );
  listRoute('get_all_latest_orders', 'latest', 'Every order, the newest first, paged');
  listRoute('get_all_incomplete_orders', 'incomplete', 'Draft orders, the newest first, paged');
  listRoute('get_all_paid_orders', 'paid', 'Confirmed orders paid in full, the newest first, paged');
  listRoute('get_all_unpaid_orders', 'unpaid', 'Confirmed orders unpaid or partly paid, the newest first, paged');

  const lowStockOptions = {
    config: stock,
    schema: {
      tags: ['dashboard'],
      summary: 'Products at or below their low-stock threshold, the lowest stock first, paged',
      security,
      querystring: paging,
      response: { 200: lowStockProducts, ...errorAnswers },
    },
  };
  const lowStockHandler = async (request: { query: z.infer<typeof paging> }) =>
    (await figures.lowStock(db(), pageRequest(request.query))) as never;
  app.get(`${base}get_all_low_stock_products`, lowStockOptions, lowStockHandler);
  // The admin front end's constant carries two trailing spaces (api-contract.md 4.2): its requests arrive as `%20%20`.
  app.get(`${base}get_all_low_stock_products/  `, lowStockOptions, lowStockHandler);

  app.get(
    `${base}get_all_categorized_order_item_count`,
    {
      config: orders,
      schema: {
        tags: ['dashboard'],
        summary: 'Per top-level category, the quantity of its products in confirmed orders, the most first',
        security,
        response: { 200: categorizedItemCounts, ...errorAnswers },
      },
    },
    async () => figures.categorizedItemCounts(db()),
  );
  for (const by of ['amount', 'quantity'] as const)
    app.get(
      `${base}get_best_seller_by_${by}`,
      {
        config: orders,
        schema: {
          tags: ['dashboard'],
          summary: `The ten products most sold by confirmed orders, by ${by}`,
          security,
          response: { 200: bestSellers, ...errorAnswers },
        },
      },
      async () => figures.bestSellers(db(), by),
    );

  app.get(
    '/summary_report/api/v1/inventory_summary_report/filter',
    {
      config: stock,
      schema: {
        tags: ['report'],
        summary:
          'Every product with its stock: on hand, threshold, low, cost value (on hand × cost); filtered by `name` (or SKU), `category` (and those below it), `low_stock`; paged; totals of the whole selection',
        security,
        querystring: summaryQuery,
        response: { 200: inventorySummary, ...errorAnswers },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      if (filter.category !== undefined && filter.category < 1) throw new HttpError(400, { category: ['Must be a category id.'] });
      return (await figures.inventorySummary(db(), filter, pageRequest({ page, size }))) as never;
    },
  );
}
