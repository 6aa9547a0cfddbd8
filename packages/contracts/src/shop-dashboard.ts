import { z } from 'zod';
import { pagingKeys } from './responses.ts';

/**
 * The shop's dashboard and its stock summary (api-contract.md 4.2). Only the paths are evidenced: the
 * shapes are ours. Counts answer one key, as the only dashboard backend seen does; money is decimal strings.
 */

/** `{total_count}`: one figure of the dashboard's cards. */
export const dashboardCount = z.object({ total_count: z.number().int() });

/** What confirmed orders come to, what is paid of it and what is still due. */
export const dashboardOrderTotals = z.object({ total_amount: z.string(), paid_amount: z.string(), due_amount: z.string() });

/** An order as the dashboard's lists show it. */
export const dashboardOrder = z.object({
  id: z.number(),
  order_no: z.string(),
  order_date: z.string(),
  status: z.enum(['draft', 'confirmed', 'cancelled']),
  customer: z.number().nullable(),
  customer_name: z.string(),
  total: z.string(),
  paid_amount: z.string(),
  due_amount: z.string(),
  payment_status: z.enum(['unpaid', 'partial', 'paid']),
});
export type DashboardOrder = z.infer<typeof dashboardOrder>;
export const dashboardOrders = z.object({ orders: z.array(dashboardOrder), ...pagingKeys });

/** A product at or below its low-stock threshold. */
export const lowStockProduct = z.object({
  product: z.number(),
  name: z.string(),
  sku: z.string(),
  category: z.number(),
  category_name: z.string(),
  quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProduct>;
export const lowStockProducts = z.object({ products: z.array(lowStockProduct), ...pagingKeys });

/** Per top-level category: the quantity of its products in confirmed orders' lines. */
export const categorizedItemCount = z.object({ category: z.number(), category_name: z.string(), item_count: z.number().int() });
export type CategorizedItemCount = z.infer<typeof categorizedItemCount>;
export const categorizedItemCounts = z.object({ categories: z.array(categorizedItemCount) });

/** A product among the ten best sold by confirmed orders: quantity and amount. */
export const bestSeller = z.object({
  product: z.number(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
});
export type BestSeller = z.infer<typeof bestSeller>;
export const bestSellers = z.object({ best_sellers: z.array(bestSeller) });

/** One product of the stock summary: what is on hand and what it cost (on hand × cost, exact). */
export const inventorySummaryLine = z.object({
  product: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.number(),
  category_name: z.string(),
  quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
  low: z.boolean(),
  cost: z.string(),
  cost_value: z.string(),
});
export type InventorySummaryLine = z.infer<typeof inventorySummaryLine>;
export const inventorySummary = z.object({
  inventory_summary: z.array(inventorySummaryLine),
  ...pagingKeys,
  /** Of every product the filters select, not only this page. */
  total_quantity: z.number().int(),
  total_cost_value: z.string(),
  low_count: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummary>;
