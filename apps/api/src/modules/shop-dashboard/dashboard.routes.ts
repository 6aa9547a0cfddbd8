import { shopDashboardEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as figures from './dashboard.service.ts';

/**
 * The shop's dashboard (api-contract.md 4.2) and the stock summary, as declared in the contracts. Order
 * figures are of confirmed orders and need the orders' read permission; stock figures need the inventory's.
 */
export default async function shopDashboardRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.paidOrderCount, () => figures.countOf(db(), 'paid'));
  serve(app, endpoints.unpaidOrderCount, () => figures.countOf(db(), 'unpaid'));
  serve(app, endpoints.customerCount, () => figures.countOf(db(), 'customers'));
  serve(app, endpoints.lowStockCount, () => figures.countOf(db(), 'low_stock'));
  serve(app, endpoints.orderTotals, () => figures.orderTotals(db()));
  serve(app, endpoints.latestOrders, (request) => figures.ordersOf(db(), 'latest', request.query));
  serve(app, endpoints.incompleteOrders, (request) => figures.ordersOf(db(), 'incomplete', request.query));
  serve(app, endpoints.paidOrders, (request) => figures.ordersOf(db(), 'paid', request.query));
  serve(app, endpoints.unpaidOrders, (request) => figures.ordersOf(db(), 'unpaid', request.query));
  serve(app, endpoints.lowStockProducts, (request) => figures.lowStock(db(), request.query));
  serve(app, endpoints.categorizedItemCounts, () => figures.categorizedItemCounts(db()));
  serve(app, endpoints.bestSellersByAmount, () => figures.bestSellers(db(), 'amount'));
  serve(app, endpoints.bestSellersByQuantity, () => figures.bestSellers(db(), 'quantity'));
  serve(app, endpoints.inventorySummary, (request) => figures.inventorySummary(db(), request.query));
}
