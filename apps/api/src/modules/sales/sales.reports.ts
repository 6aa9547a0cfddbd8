import { fromPaisa, type OrderReportQuery, toPaisa } from '@sahay/contracts';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { amountText, roundedAmount, sumText } from '../../db/money.ts';
import { sumQuantity } from '../../db/quantities.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { PageRequest } from '../../resource/repository.ts';
import { products } from '../inventory/index.ts';
import { paymentStatusOf } from './sales.service.ts';
import { customerOrderLines, customerOrders, customers } from './sales.tables.ts';

export interface Span {
  from?: string;
  until?: string;
}

/** The confirmation dates a report's query asks for; an end before the start is refused on `date_before`. */
function spanOf(query: OrderReportQuery): Span {
  if (query.date_after && query.date_before && query.date_after > query.date_before)
    throw new HttpError(400, { date_before: ['date_before must not be before date_after.'] });
  return { from: query.date_after, until: query.date_before };
}

/** Confirmed orders (cancelled ones never sold), by the day they were confirmed. */
const confirmedWithin = (span: Span): SQL =>
  and(
    eq(customerOrders.status, 'confirmed'),
    ...(span.from ? [gte(customerOrders.confirmedDate, span.from)] : []),
    ...(span.until ? [lte(customerOrders.confirmedDate, span.until)] : []),
  ) as SQL;

/** The page asked for, clamped to the last one, as the contract's lists are. */
function pageOf(request: PageRequest, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(request.page, totalPages);
  return { page, size: request.size, total_pages: totalPages, total_elements: total, offset: (page - 1) * request.size };
}

/** Each line of the confirmed orders with its cost and profit (line total − quantity × unit cost), and the period's totals, summed in SQL. */
export async function orderReport(db: DbOrTx, query: OrderReportQuery) {
  const where = confirmedWithin(spanOf(query));
  const request = pageRequest(query);
  const lines = customerOrderLines;
  const cost = roundedAmount(sql`${lines.quantity} * coalesce(${lines.unitCost}, 0)`);
  const [totals] = await db
    .select({
      n: count(),
      sales: sumText(lines.lineTotal),
      cost: sumText(cost),
    })
    .from(lines)
    .innerJoin(customerOrders, eq(customerOrders.id, lines.document))
    .where(where);
  const paging = pageOf(request, totals.n);
  const rows = await db
    .select({
      order: customerOrders.id,
      order_no: customerOrders.orderNo,
      order_date: customerOrders.confirmedDate,
      customer: customerOrders.customer,
      customer_name: customers.name,
      product: lines.product,
      product_name: products.name,
      quantity: lines.quantity,
      unit_price: sql<string>`${lines.unitPrice}::text`,
      unit_cost: amountText(sql`coalesce(${lines.unitCost}, 0)`),
      line_total: sql<string>`${lines.lineTotal}::text`,
      cost_total: sql<string>`${cost}::text`,
      profit: amountText(sql`${lines.lineTotal} - ${cost}`),
    })
    .from(lines)
    .innerJoin(customerOrders, eq(customerOrders.id, lines.document))
    .innerJoin(products, eq(products.id, lines.product))
    .leftJoin(customers, eq(customers.id, customerOrders.customer))
    .where(where)
    .orderBy(asc(customerOrders.confirmedDate), asc(customerOrders.id), asc(lines.id))
    .limit(paging.size)
    .offset(paging.offset);
  const { offset: _offset, ...keys } = paging;
  return {
    order_reports: rows.map((r) => ({
      ...r,
      order_date: r.order_date as string,
      customer: r.customer as number | null,
      customer_name: r.customer_name ?? 'Walk-in customer',
      product: r.product as number,
      quantity: r.quantity as number,
    })),
    ...keys,
    total_sales: totals.sales,
    total_cost: totals.cost,
    total_profit: fromPaisa(toPaisa(totals.sales) - toPaisa(totals.cost)),
  };
}

/** One line per confirmed order: its items, total, paid and due; and the period's totals, summed in SQL. */
export async function orderSummary(db: DbOrTx, query: OrderReportQuery) {
  const where = confirmedWithin(spanOf(query));
  const request = pageRequest(query);
  const [totals] = await db
    .select({
      n: count(),
      total: sumText(customerOrders.total),
      paid: sumText(customerOrders.paidAmount),
    })
    .from(customerOrders)
    .where(where);
  const paging = pageOf(request, totals.n);
  const rows = await db
    .select({
      id: customerOrders.id,
      order_no: customerOrders.orderNo,
      date: customerOrders.confirmedDate,
      customer: customerOrders.customer,
      customer_name: customers.name,
      items: sql<number>`(select ${sumQuantity(customerOrderLines.quantity)} from ${customerOrderLines} where ${customerOrderLines.document} = ${customerOrders.id})`,
      total: sql<string>`${customerOrders.total}::text`,
      paid_amount: sql<string>`${customerOrders.paidAmount}::text`,
    })
    .from(customerOrders)
    .leftJoin(customers, eq(customers.id, customerOrders.customer))
    .where(where)
    .orderBy(asc(customerOrders.confirmedDate), asc(customerOrders.id))
    .limit(paging.size)
    .offset(paging.offset);
  const { offset: _offset, ...keys } = paging;
  return {
    order_summaries: rows.map((r) => ({
      ...r,
      date: r.date as string,
      customer: r.customer as number | null,
      customer_name: r.customer_name ?? 'Walk-in customer',
      items: Number(r.items),
      due_amount: fromPaisa(toPaisa(r.total) - toPaisa(r.paid_amount)),
      payment_status: paymentStatusOf(r.total, r.paid_amount),
    })),
    ...keys,
    total_amount: totals.total,
    total_paid: totals.paid,
    total_due: fromPaisa(toPaisa(totals.total) - toPaisa(totals.paid)),
  };
}
