import { customer, customerOrder, orderStatus, shippingAddress, shopPaymentMethod } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';
import { users } from '../access/index.ts';

export const customers = resourceTable(customer);
export const orderStatuses = resourceTable(orderStatus);
export const shopPaymentMethods = resourceTable(shopPaymentMethod);

/**
 * An order: a draft until confirmed (its stock out, its sale posted: `sales_invoice_no`), then maybe
 * cancelled (its stock back, its sale reversed: `reversal_invoice_no`; its payments paid back, when
 * cancelled with a refund: `refund_invoice_no`). Its number, status and totals are
 * the server's. `total` is the sum of its lines; `paid_amount` the sum of its payments (or, for a walk-in
 * sale, its total once confirmed).
 */
export const customerOrders = resourceTable(
  customerOrder,
  {
    /** `SO20261125001`: numbered on create. */
    orderNo: varchar('order_no', { length: 40 }).notNull().unique('customerorder_order_no_unique'),
    status: varchar({ length: 10 }).notNull().default('draft'),
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The sales voucher its confirmation posted. */
    salesInvoiceNo: varchar('sales_invoice_no', { length: 40 }),
    /** The sales voucher its cancellation posted, the mirror of the first. */
    reversalInvoiceNo: varchar('reversal_invoice_no', { length: 40 }),
    /** The payment voucher that paid its payments back, when it was cancelled with a refund. */
    refundInvoiceNo: varchar('refund_invoice_no', { length: 40 }),
    confirmedDate: date('confirmed_date', { mode: 'string' }),
    cancelledDate: date('cancelled_date', { mode: 'string' }),
    // As long as a reversal's reason: a cancellation with a refund gives one.
    cancelReason: varchar('cancel_reason', { length: 500 }),
  },
  (t) => [
    // With the id: a deep page of one status finds its ids from the index alone.
    index('customerorder_status_id_idx').on(t.status, t.id),
    index('customerorder_order_date_idx').on(t.orderDate),
    // A voucher's page finds the order it confirmed or cancelled.
    index('customerorder_sales_invoice_no_idx').on(t.salesInvoiceNo),
    index('customerorder_reversal_invoice_no_idx').on(t.reversalInvoiceNo),
    index('customerorder_refund_invoice_no_idx').on(t.refundInvoiceNo),
    check('customerorder_status_valid', sql`${t.status} in ('draft', 'confirmed', 'cancelled')`),
    // A confirmed order has its sale in the books; a draft has none (a cancelled one may have either).
    check('customerorder_posted_when_confirmed', sql`${t.status} <> 'confirmed' or ${t.salesInvoiceNo} is not null`),
    check('customerorder_draft_unposted', sql`${t.status} <> 'draft' or ${t.salesInvoiceNo} is null`),
    check('customerorder_refunded_when_cancelled', sql`${t.refundInvoiceNo} is null or ${t.status} = 'cancelled'`),
    check('customerorder_paid_not_negative', sql`${t.paidAmount} >= 0 and ${t.total} >= 0`),
  ],
);
export const customerOrderLines = linesTable(customerOrder, 'items');

export const shippingAddresses = resourceTable(shippingAddress);

/** Money received against a confirmed order: each one a receipt voucher in the books. */
export const orderPayments = pgTable(
  'customerorder_payment',
  {
    id: serial().primaryKey(),
    order: integer('order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'restrict' }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    method: integer('method_id')
      .notNull()
      .references(() => shopPaymentMethods.id, { onDelete: 'restrict' }),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    receiptInvoiceNo: varchar('receipt_invoice_no', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('customerorder_payment_order_id_idx').on(t.order),
    // A voucher's page finds the payment it records.
    index('customerorder_payment_receipt_invoice_no_idx').on(t.receiptInvoiceNo),
    check('customerorder_payment_amount_positive', sql`${t.amount} > 0`),
  ],
);
