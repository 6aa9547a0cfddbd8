import { fromPaisa, type InventorySummaryLine, type InventorySummaryQuery, toPaisa } from '@sahay/contracts';
import { aliasedTable, and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { amountText, roundedAmount, sumText } from '../../db/money.ts';
import { sumQuantity } from '../../db/quantities.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { PageRequest } from '../../resource/repository.ts';
import { categories, inventories, products } from '../inventory/index.ts';
import { customerOrderLines, customerOrders, customers, paymentStatusOf } from '../sales/index.ts';

/** The page a list's query asks for. */
type PageQuery = { page?: string; size?: string };

/** The page asked for, clamped to the last one, as the contract's lists are. */
function pageOf(request: PageRequest, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(request.page, totalPages);
  return { page, size: request.size, total_pages: totalPages, total_elements: total, offset: (page - 1) * request.size };
}

const o = customerOrders;
const confirmed = eq(o.status, 'confirmed');
/** A confirmed order is paid when its payments reach its total; unpaid (partly or wholly) otherwise. */
const paid = and(confirmed, sql`${o.paidAmount} >= ${o.total}`) as SQL;
const unpaid = and(confirmed, sql`${o.paidAmount} < ${o.total}`) as SQL;
const low = sql`${inventories.quantity} <= ${products.lowStockThreshold}`;

export type OrderList = 'latest' | 'incomplete' | 'paid' | 'unpaid';
const orderLists: Record<OrderList, SQL | undefined> = {
  latest: undefined,
  incomplete: eq(o.status, 'draft'),
  paid,
  unpaid,
};

export async function countOf(db: DbOrTx, what: 'paid' | 'unpaid' | 'customers' | 'low_stock') {
  const query =
    what === 'customers'
      ? db.select({ n: count() }).from(customers)
      : what === 'low_stock'
        ? db.select({ n: count() }).from(inventories).innerJoin(products, eq(products.id, inventories.product)).where(low)
        : db
            .select({ n: count() })
            .from(o)
            .where(what === 'paid' ? paid : unpaid);
  const [{ n }] = await query;
  return { total_count: n };
}

/** What confirmed orders come to, what is paid and what is due, summed in SQL. */
export async function orderTotals(db: DbOrTx) {
  const [t] = await db
    .select({
      total: sumText(o.total),
      paid: sumText(o.paidAmount),
    })
    .from(o)
    .where(confirmed);
  return { total_amount: t.total, paid_amount: t.paid, due_amount: fromPaisa(toPaisa(t.total) - toPaisa(t.paid)) };
}

/** Orders of one list, newest first (by order date, then number), paged in SQL. */
export async function ordersOf(db: DbOrTx, list: OrderList, query: PageQuery) {
  const where = orderLists[list];
  const [{ n }] = await db.select({ n: count() }).from(o).where(where);
  const paging = pageOf(pageRequest(query), n);
  const rows = await db
    .select({
      id: o.id,
      order_no: o.orderNo,
      order_date: sql<string>`coalesce(${o.orderDate}, ${o.createdAt}::date)::text`,
      status: o.status,
      customer: o.customer,
      customer_name: customers.name,
      total: sql<string>`${o.total}::text`,
      paid_amount: sql<string>`${o.paidAmount}::text`,
    })
    .from(o)
    .leftJoin(customers, eq(customers.id, o.customer))
    .where(where)
    .orderBy(desc(o.orderDate), desc(o.id))
    .limit(paging.size)
    .offset(paging.offset);
  const { offset: _offset, ...keys } = paging;
  return {
    orders: rows.map((r) => ({
      ...r,
      status: r.status as 'draft' | 'confirmed' | 'cancelled',
      customer: (r.customer as number | null) ?? null,
      customer_name: r.customer_name ?? 'Walk-in customer',
      due_amount: r.status === 'confirmed' ? fromPaisa(toPaisa(r.total) - toPaisa(r.paid_amount)) : '0.00',
      payment_status: paymentStatusOf(r.total, r.paid_amount),
    })),
    ...keys,
  };
}

export interface StockFilter {
  name?: string;
  /** A category: its products and those of the categories below it. */
  category?: number;
  low_stock?: boolean;
}

const parentCat = aliasedTable(categories, 'parent_category');
const grandCat = aliasedTable(categories, 'grand_category');
/** The top of a product's category (categories are three levels deep at most: decision 016). */
const topCategory = sql<number>`coalesce(${grandCat.id}, ${parentCat.id}, ${categories.id})`;
const topCategoryName = sql<string>`coalesce(${grandCat.name}, ${parentCat.name}, ${categories.name})`;

function stockWhere(filter: StockFilter) {
  const name = filter.name?.trim();
  return and(
    ...([
      name
        ? sql`(${ilike(products.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} or ${ilike(products.sku, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)})`
        : undefined,
      filter.category ? sql`${filter.category} in (${categories.id}, ${parentCat.id}, ${grandCat.id})` : undefined,
      filter.low_stock === undefined ? undefined : filter.low_stock ? low : sql`not (${low})`,
    ].filter(Boolean) as SQL[]),
  );
}

/** The product rows of the stock screens: each with its stock and its category's ancestors. */
const stockRows = <T extends Record<string, unknown>>(db: DbOrTx, fields: T) =>
  db
    .select(fields as never)
    .from(products)
    .innerJoin(inventories, eq(inventories.product, products.id))
    .innerJoin(categories, eq(categories.id, products.category))
    .leftJoin(parentCat, eq(parentCat.id, categories.parent))
    .leftJoin(grandCat, eq(grandCat.id, parentCat.parent));

/** Products at or below their threshold, the lowest first. */
export async function lowStock(db: DbOrTx, query: PageQuery) {
  const where = stockWhere({ low_stock: true });
  const [{ n }] = (await stockRows(db, { n: count() }).where(where)) as unknown as { n: number }[];
  const paging = pageOf(pageRequest(query), n);
  const rows = (await stockRows(db, {
    product: products.id,
    name: products.name,
    sku: products.sku,
    category: products.category,
    category_name: categories.name,
    quantity: inventories.quantity,
    low_stock_threshold: products.lowStockThreshold,
  })
    .where(where)
    .orderBy(asc(inventories.quantity), asc(products.name), asc(products.id))
    .limit(paging.size)
    .offset(paging.offset)) as unknown as {
    product: number;
    name: string;
    sku: string;
    category: number;
    category_name: string;
    quantity: number;
    low_stock_threshold: number;
  }[];
  const { offset: _offset, ...keys } = paging;
  return { products: rows, ...keys };
}

/** Per top-level category, the quantity of its products in confirmed orders' lines; the most first. */
export async function categorizedItemCounts(db: DbOrTx) {
  const l = customerOrderLines;
  const rows = (await db
    .select({
      category: sql<number>`${topCategory}`.as('top_category'),
      category_name: sql<string>`${topCategoryName}`.as('top_category_name'),
      item_count: sumQuantity(l.quantity).as('item_count'),
    })
    .from(l)
    .innerJoin(o, eq(o.id, l.document))
    .innerJoin(products, eq(products.id, l.product))
    .innerJoin(categories, eq(categories.id, products.category))
    .leftJoin(parentCat, eq(parentCat.id, categories.parent))
    .leftJoin(grandCat, eq(grandCat.id, parentCat.parent))
    .where(confirmed)
    .groupBy(topCategory, topCategoryName)
    .orderBy(sql`item_count desc`, sql`top_category_name asc`)) as unknown as {
    category: number;
    category_name: string;
    item_count: number;
  }[];
  return { categories: rows.map((r) => ({ ...r, category: Number(r.category), item_count: Number(r.item_count) })) };
}

/** The ten products most sold by confirmed orders, by amount or by quantity (ties: the other figure, then the name). */
export async function bestSellers(db: DbOrTx, by: 'amount' | 'quantity') {
  const l = customerOrderLines;
  const amount = sql`sum(${l.lineTotal})`;
  const quantity = sql`sum(${l.quantity})`;
  const rows = await db
    .select({
      product: products.id,
      name: products.name,
      sku: products.sku,
      quantity: sql<number>`${quantity}::float8`,
      amount: amountText(amount),
    })
    .from(l)
    .innerJoin(o, eq(o.id, l.document))
    .innerJoin(products, eq(products.id, l.product))
    .where(confirmed)
    .groupBy(products.id, products.name, products.sku)
    .orderBy(...(by === 'amount' ? [desc(amount), desc(quantity)] : [desc(quantity), desc(amount)]), asc(products.name), asc(products.id))
    .limit(10);
  return { best_sellers: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })) };
}

/** The stock summary: every product the filters select with its stock and cost value (on hand × cost, in SQL's numeric). */
export async function inventorySummary(db: DbOrTx, query: InventorySummaryQuery) {
  const { page, size, ...filter } = query;
  if (filter.category !== undefined && filter.category < 1) throw new HttpError(400, { category: ['Must be a category id.'] });
  const where = stockWhere(filter);
  const value = roundedAmount(sql`${inventories.quantity} * ${products.cost}`);
  const [totals] = (await stockRows(db, {
    n: count(),
    quantity: sumQuantity(inventories.quantity),
    value: sumText(value),
    low: sql<number>`(count(*) filter (where ${low}))::int`,
  }).where(where)) as unknown as { n: number; quantity: number; value: string; low: number }[];
  const paging = pageOf(pageRequest({ page, size }), totals.n);
  const rows = (await stockRows(db, {
    product: products.id,
    sku: products.sku,
    name: products.name,
    category: products.category,
    category_name: categories.name,
    quantity: inventories.quantity,
    low_stock_threshold: products.lowStockThreshold,
    low: sql<boolean>`${low}`,
    cost: sql<string>`${products.cost}::text`,
    cost_value: sql<string>`${value}::text`,
  })
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(paging.size)
    .offset(paging.offset)) as unknown as (Omit<InventorySummaryLine, 'low'> & { low: boolean | string })[];
  const { offset: _offset, ...keys } = paging;
  return {
    // A driver may answer the boolean as text.
    inventory_summary: rows.map((r) => ({ ...r, low: r.low === true || r.low === 't' })),
    ...keys,
    total_quantity: Number(totals.quantity),
    total_cost_value: totals.value,
    low_count: Number(totals.low),
  };
}
