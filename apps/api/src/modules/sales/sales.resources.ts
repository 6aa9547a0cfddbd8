import * as contracts from '@sahay/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.ts';
import { closeLedger, ledgerOf, ledgersOf, postingsTo } from '../accounting/index.ts';
import { customerLedgerType, notDraft, openCustomerLedger, orderExtras, prepareOrder } from './sales.service.ts';
import * as tables from './sales.tables.ts';

/** A customer comes with their ledger under Sundry Debtors, and goes with it while nothing posts to it. */
export const customerResource = defineResource({
  contract: contracts.customer,
  table: tables.customers,
  output: { ledger: z.number().nullable(), order_count: z.number() },
  hooks: {
    async afterWrite(record, _input, { tx, mode, actor }) {
      if (mode === 'create') await openCustomerLedger(tx, { id: record.id as number, name: String(record.name) }, actor);
    },
    async beforeDelete(tx, record) {
      const ledger = await ledgerOf(tx, customerLedgerType, record.id as number);
      if (ledger) await closeLedger(tx, ledger.id);
    },
    async expand(db, records) {
      const ids = records.map((r) => r.id as number);
      const ledgers = await ledgersOf(db, customerLedgerType, ids);
      const rows = ids.length
        ? await db
            .select({ customer: tables.customerOrders.customer, n: count() })
            .from(tables.customerOrders)
            .where(inArray(tables.customerOrders.customer, ids))
            .groupBy(tables.customerOrders.customer)
        : [];
      const counts = new Map(rows.map((r) => [r.customer as number, r.n]));
      return records.map((r) => ({ ...r, ledger: ledgers.get(r.id as number) ?? null, order_count: counts.get(r.id as number) ?? 0 }));
    },
  },
  async deleteGuard(tx, record) {
    const [orders] = await tx
      .select({ n: count() })
      .from(tables.customerOrders)
      .where(eq(tables.customerOrders.customer, record.id as number));
    if (orders.n > 0) return `${record.name} has ${orders.n} order${orders.n === 1 ? '' : 's'}; a customer with orders is not deleted.`;
    const ledger = await ledgerOf(tx, customerLedgerType, record.id as number);
    const n = ledger ? await postingsTo(tx, ledger.id) : 0;
    if (n > 0)
      return `${record.name} cannot be deleted: their ledger “${ledger?.name}” has ${n} posting${n === 1 ? '' : 's'} in the books.`;
    return undefined;
  },
});

/** The three statuses are seeded and stay: staff may rename them, not add or delete. */
export const orderStatusResource = defineResource({ contract: contracts.orderStatus, table: tables.orderStatuses });

/** The shop's payment methods; one a payment names is not deleted (its foreign key says so). */
export const shopPaymentMethodResource = defineResource({ contract: contracts.shopPaymentMethod, table: tables.shopPaymentMethods });

/**
 * An order with its lines (`items`), numbered `SO…` on create. Only a draft changes or is deleted; its
 * lines are priced and its total summed as they are written. Confirming, cancelling and payments are the
 * module's own routes (order-writes.routes.ts).
 */
export const customerOrderResource = defineResource({
  contract: contracts.customerOrder,
  table: tables.customerOrders,
  lines: { field: 'items', table: tables.customerOrderLines, parent: tables.customerOrderLines.document },
  number: { field: 'order_no', prefix: 'SO' },
  output: {
    customer_name: z.string().nullable(),
    payment_method_name: z.string().nullable(),
    status_name: z.string(),
    due_amount: z.string(),
    payment_status: z.enum(contracts.paymentStatuses),
  },
  textFilters: {
    status: (text) => eq(tables.customerOrders.status, text),
    payment_status: (text) => sqlPaid(text as contracts.PaymentStatus),
  },
  countedBy: 'status',
  hooks: { prepare: prepareOrder, expand: orderExtras },
  deleteGuard(_tx, record) {
    if (record.status === 'draft') return undefined;
    return notDraft(
      { orderNo: String(record.order_no), status: String(record.status), salesInvoiceNo: record.sales_invoice_no as string | null },
      'be deleted; cancel it instead',
    );
  },
});

/** Orders of one payment status; a status that is none of the three matches nothing. */
function sqlPaid(status: contracts.PaymentStatus) {
  const { paidAmount, total } = tables.customerOrders;
  if (status === 'paid') return sql`${paidAmount} > 0 and ${paidAmount} >= ${total}`;
  if (status === 'partial') return sql`${paidAmount} > 0 and ${paidAmount} < ${total}`;
  if (status === 'unpaid') return sql`${paidAmount} = 0`;
  return sql`false`;
}

/** An order's shipping address (one per order). */
export const shippingAddressResource = defineResource({ contract: contracts.shippingAddress, table: tables.shippingAddresses });

export const salesResources = [
  customerResource,
  orderStatusResource,
  shopPaymentMethodResource,
  customerOrderResource,
  shippingAddressResource,
];
