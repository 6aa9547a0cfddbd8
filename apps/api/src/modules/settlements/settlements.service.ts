import type { SettledRecord } from '@sahay/contracts';
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inTurn } from '../../db/transaction.ts';
import { donations } from '../donations/index.ts';
import { monthlySubscriptions } from '../members/index.ts';
import { purchaseFinals } from '../purchasing/index.ts';
import { customerOrders, orderPayments } from '../sales/index.ts';

/**
 * What a voucher settles: every record that names it as the voucher its workflow posted. Voucher numbers are unique
 * across kinds (each kind has its prefix), so the number alone finds them; each lookup reads an index.
 */
export async function settledBy(db: DbOrTx, invoiceNo: string): Promise<SettledRecord[]> {
  const [gifts, subscriptions, payments, orders, bills] = await inTurn([
    () =>
      db
        .select({ id: donations.id, number: donations.receiptNo, amount: donations.amount })
        .from(donations)
        .where(eq(donations.receiptInvoiceNo, invoiceNo))
        .orderBy(asc(donations.id)),
    () =>
      db
        .select({ id: monthlySubscriptions.id, number: monthlySubscriptions.month, amount: monthlySubscriptions.amount })
        .from(monthlySubscriptions)
        .where(eq(monthlySubscriptions.receiptInvoiceNo, invoiceNo))
        .orderBy(asc(monthlySubscriptions.id)),
    () =>
      db
        .select({ id: customerOrders.id, number: customerOrders.orderNo, amount: orderPayments.amount })
        .from(orderPayments)
        .innerJoin(customerOrders, eq(customerOrders.id, orderPayments.order))
        .where(eq(orderPayments.receiptInvoiceNo, invoiceNo))
        .orderBy(asc(orderPayments.id)),
    () =>
      db
        .select({ id: customerOrders.id, number: customerOrders.orderNo, amount: customerOrders.total })
        .from(customerOrders)
        .where(
          or(
            eq(customerOrders.salesInvoiceNo, invoiceNo),
            eq(customerOrders.reversalInvoiceNo, invoiceNo),
            eq(customerOrders.refundInvoiceNo, invoiceNo),
          ),
        )
        .orderBy(asc(customerOrders.id)),
    () =>
      db
        .select({ id: purchaseFinals.id, number: purchaseFinals.invoiceNo, amount: purchaseFinals.total })
        .from(purchaseFinals)
        .where(
          or(
            eq(purchaseFinals.voucherInvoiceNo, invoiceNo),
            eq(purchaseFinals.returnInvoiceNo, invoiceNo),
            eq(purchaseFinals.refundInvoiceNo, invoiceNo),
          ),
        )
        .orderBy(asc(purchaseFinals.id)),
  ]);
  const as = (resource: SettledRecord['resource'], rows: { id: number; number: string | null; amount: string }[]) =>
    rows.map((row) => ({ resource, id: row.id, number: row.number ?? `#${row.id}`, amount: row.amount }));
  return [
    ...as('donation', gifts),
    ...as('monthly_subscription', subscriptions),
    ...as('customerorder', payments),
    ...as('customerorder', orders),
    ...as('purchase_final', bills),
  ];
}
