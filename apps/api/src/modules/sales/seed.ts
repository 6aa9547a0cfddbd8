import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatuses, shopPaymentMethods } from './sales.tables.ts';

/** The three states of an order and the shop's ways of being paid: written once, on empty tables (decision 018). */
export async function seedSales(tx: Db) {
  const [{ statuses }] = await tx.select({ statuses: count() }).from(orderStatuses);
  if (statuses === 0)
    await tx.insert(orderStatuses).values([
      { name: 'Draft', code: 'draft', description: 'Being written: lines and prices may change; no stock is taken.' },
      { name: 'Confirmed', code: 'confirmed', description: 'Stock taken out and the sale posted to the books.' },
      { name: 'Cancelled', code: 'cancelled', description: 'Called off: any stock taken is back and any sale reversed.' },
    ]);
  const [{ methods }] = await tx.select({ methods: count() }).from(shopPaymentMethods);
  if (methods === 0)
    await tx.insert(shopPaymentMethods).values([
      { name: 'Cash', description: 'Cash at the shop’s counter.', depositTo: 'cash' },
      { name: 'bKash', description: 'bKash to the shop’s merchant number; paid out to the bank.', depositTo: 'bank' },
      { name: 'Bank', description: 'A transfer to the charity’s bank account.', depositTo: 'bank' },
    ]);
}
