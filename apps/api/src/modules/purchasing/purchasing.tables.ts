import { purchaseFinal, purchaseReqItemImage, purchaseRequest, purchaseStatus, vendor } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, varchar } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';

/** A supplier (declared with the organisation's lookups); its ledger is opened with it. */
export const vendors = resourceTable(vendor);

/** The statuses as a lookup (rows written by the migration). */
export const purchaseStatuses = resourceTable(purchaseStatus);

/** A request: numbered `PR…`; `requested` until a bill is made from it or it is cancelled. */
export const purchaseRequests = resourceTable(
  purchaseRequest,
  {
    requestNo: varchar('request_no', { length: 40 }).notNull().unique('purchase_request_request_no_unique'),
    status: varchar({ length: 12 }).notNull().default('requested'),
  },
  (t) => [
    index('purchase_request_status_idx').on(t.status),
    index('purchase_request_request_date_idx').on(t.requestDate),
    check('purchase_request_status_in', sql`${t.status} in ('requested', 'finalised', 'cancelled')`),
  ],
);
export const purchaseRequestLines = linesTable(purchaseRequest, 'items');

/** A picture of a request's line; it goes with its request (and with its line: see the request's hooks). */
export const purchaseReqItemImages = resourceTable(purchaseReqItemImage, undefined, (t) => [
  index('purchase_req_item_image_item_idx').on(t.purchaseReqItem),
]);

/**
 * A bill: numbered `PF…`; `finalised` until paid (its stock received and its purchase voucher posted, both
 * recorded here) or cancelled; a paid bill may be returned. `total` is the sum of its lines, kept by the server.
 */
export const purchaseFinals = resourceTable(
  purchaseFinal,
  {
    invoiceNo: varchar('invoice_no', { length: 40 }).notNull().unique('purchase_final_invoice_no_unique'),
    status: varchar({ length: 12 }).notNull().default('finalised'),
    purchaseRequest: integer('purchase_request_id').references(() => purchaseRequests.id, { onDelete: 'set null' }),
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    paidFrom: varchar('paid_from', { length: 10 }),
    paidDate: date('paid_date', { mode: 'string' }),
    voucherInvoiceNo: varchar('voucher_invoice_no', { length: 40 }),
    /** A returned bill: when and why, the reversal of its purchase, and the receipt of its money back (none on credit). */
    returnedDate: date('returned_date', { mode: 'string' }),
    returnReason: varchar('return_reason', { length: 500 }),
    returnInvoiceNo: varchar('return_invoice_no', { length: 40 }),
    refundInvoiceNo: varchar('refund_invoice_no', { length: 40 }),
  },
  (t) => [
    index('purchase_final_status_idx').on(t.status),
    index('purchase_final_purchase_date_idx').on(t.purchaseDate),
    index('purchase_final_purchase_request_id_idx').on(t.purchaseRequest),
    // A voucher's page finds the bill it settles.
    index('purchase_final_voucher_invoice_no_idx').on(t.voucherInvoiceNo),
    index('purchase_final_return_invoice_no_idx').on(t.returnInvoiceNo),
    index('purchase_final_refund_invoice_no_idx').on(t.refundInvoiceNo),
    check('purchase_final_status_in', sql`${t.status} in ('finalised', 'paid', 'cancelled', 'returned')`),
    check('purchase_final_paid_from_in', sql`${t.paidFrom} is null or ${t.paidFrom} in ('cash', 'bank', 'vendor')`),
    // A paid bill (and a returned one, paid before) has its voucher and its day; an unpaid one has neither.
    check(
      'purchase_final_paid_has_voucher',
      sql`(${t.status} in ('paid', 'returned')) = (${t.voucherInvoiceNo} is not null and ${t.paidDate} is not null and ${t.paidFrom} is not null)`,
    ),
    check('purchase_final_returned_has_reversal', sql`(${t.status} = 'returned') = (${t.returnInvoiceNo} is not null)`),
    check('purchase_final_total_not_negative', sql`${t.total} >= 0`),
  ],
);
export const purchaseFinalLines = linesTable(purchaseFinal, 'items');
