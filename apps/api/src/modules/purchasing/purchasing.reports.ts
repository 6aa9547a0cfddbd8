import type { PurchasePaidFrom, purchaseFinalStatuses, purchaseRequestStatuses } from '@sahay/contracts';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sumAmount, sumText } from '../../db/money.ts';
import { sumQuantity } from '../../db/quantities.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { PageRequest } from '../../resource/repository.ts';
import { purchaseFinalLines, purchaseFinals, purchaseRequestLines, purchaseRequests, vendors } from './purchasing.tables.ts';

/** The filters of the purchase summaries: a span of document dates (both ends included), a vendor, a status. */
export interface PurchaseSummaryFilter {
  date_after?: string;
  date_before?: string;
  vendor?: number;
  status?: string;
  /** The page asked for, as the query gives it. */
  page?: string;
  size?: string;
}

function paged(total: number, request: PageRequest) {
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(Math.max(1, request.page), totalPages);
  return { page, size: request.size, total_pages: totalPages, total_elements: total, offset: (page - 1) * request.size };
}

/**
 * The purchase bills of a period, one row each (vendor, number of lines, quantity, total, how and when
 * paid), newest first, paged in SQL; with the count and sums of the whole period, paid and unpaid apart.
 */
export async function purchaseFinalSummary(db: DbOrTx, filter: PurchaseSummaryFilter) {
  const h = purchaseFinals;
  const request = pageRequest(filter);
  const where = and(
    ...([
      filter.date_after ? gte(h.purchaseDate, filter.date_after) : undefined,
      filter.date_before ? lte(h.purchaseDate, filter.date_before) : undefined,
      filter.vendor ? eq(h.vendor, filter.vendor) : undefined,
      filter.status ? eq(h.status, filter.status) : undefined,
    ].filter(Boolean) as SQL[]),
  );
  const [totals] = await db
    .select({
      n: count(),
      // A returned bill's purchase was undone: like a cancelled one, it counts in no total.
      total: sumText(h.total, sql`${h.status} not in ('cancelled', 'returned')`),
      paid: sumText(h.total, sql`${h.status} = 'paid'`),
      unpaid: sumText(h.total, sql`${h.status} = 'finalised'`),
    })
    .from(h)
    .where(where);
  const paging = paged(totals.n, request);
  const rows = await db
    .select({
      id: h.id,
      invoice_no: h.invoiceNo,
      purchase_date: h.purchaseDate,
      vendor: vendors.id,
      vendor_name: vendors.name,
      status: sql<(typeof purchaseFinalStatuses)[number]>`${h.status}`,
      items: sql<number>`(select count(*)::int from ${purchaseFinalLines} where ${purchaseFinalLines.document} = ${h.id})`,
      quantity: sql<number>`(select ${sumQuantity(purchaseFinalLines.quantity)} from ${purchaseFinalLines} where ${purchaseFinalLines.document} = ${h.id})`,
      total: sql<string>`${h.total}::text`,
      paid_from: sql<PurchasePaidFrom | null>`${h.paidFrom}`,
      paid_date: h.paidDate,
      voucher_invoice_no: h.voucherInvoiceNo,
    })
    .from(h)
    .innerJoin(vendors, eq(vendors.id, h.vendor))
    .where(where)
    .orderBy(desc(h.purchaseDate), desc(h.id))
    .limit(request.size)
    .offset(paging.offset);
  const { offset: _offset, ...pages } = paging;
  return {
    purchase_final_summary: rows,
    total_amount: totals.total,
    paid_amount: totals.paid,
    unpaid_amount: totals.unpaid,
    ...pages,
  };
}

/** The purchase requests of a period, one row each (vendor, lines, quantity, expected total), newest first, paged in SQL. */
export async function purchaseRequestSummary(db: DbOrTx, filter: PurchaseSummaryFilter) {
  const h = purchaseRequests;
  const request = pageRequest(filter);
  const l = purchaseRequestLines;
  const where = and(
    ...([
      filter.date_after ? gte(h.requestDate, filter.date_after) : undefined,
      filter.date_before ? lte(h.requestDate, filter.date_before) : undefined,
      filter.vendor ? eq(h.vendor, filter.vendor) : undefined,
      filter.status ? eq(h.status, filter.status) : undefined,
    ].filter(Boolean) as SQL[]),
  );
  const expected = sql`(select ${sumAmount(sql`${l.quantity} * ${l.expectedUnitCost}`)} from ${l} where ${l.document} = ${h.id})`;
  const [totals] = await db
    .select({
      n: count(),
      total: sumText(expected, sql`${h.status} <> 'cancelled'`),
    })
    .from(h)
    .where(where);
  const paging = paged(totals.n, request);
  const rows = await db
    .select({
      id: h.id,
      request_no: h.requestNo,
      request_date: h.requestDate,
      vendor: vendors.id,
      vendor_name: vendors.name,
      status: sql<(typeof purchaseRequestStatuses)[number]>`${h.status}`,
      items: sql<number>`(select count(*)::int from ${l} where ${l.document} = ${h.id})`,
      quantity: sql<number>`(select ${sumQuantity(l.quantity)} from ${l} where ${l.document} = ${h.id})`,
      expected_total: sql<string>`${expected}::text`,
    })
    .from(h)
    .innerJoin(vendors, eq(vendors.id, h.vendor))
    .where(where)
    .orderBy(desc(h.requestDate), desc(h.id))
    .limit(request.size)
    .offset(paging.offset);
  const { offset: _offset, ...pages } = paging;
  return { purchase_request_summary: rows, expected_amount: totals.total, ...pages };
}
