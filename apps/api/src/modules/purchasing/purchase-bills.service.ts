import type { DescribedBillLine, PurchasePaidFrom } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Download } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { purchaseInvoice } from './purchase-invoices.service.ts';
import {
  changeBillLine,
  describedLines,
  finaliseRequest,
  type PurchasingApp,
  payBill,
  removeBillLine,
  returnBill,
  totalOf,
} from './purchasing.service.ts';

/**
 * A purchase bill as its routes answer and print it: whole, with its vendor's name and its lines described.
 * The workflows (purchasing.service.ts) run in their own transactions; the bill is read once they committed.
 */

const finals = (app: PurchasingApp) => app.repositories.get('purchase_final') as Repository;

/** A bill whole: its vendor's name and its lines with product, SKU and amount. */
export async function billWhole(app: PurchasingApp, db: DbOrTx, id: number): Promise<Row & { items: DescribedBillLine[] }> {
  const bill = await finals(app).get(db, id);
  const items = (await describedLines(db, bill.items as Row[])) as DescribedBillLine[];
  return { ...bill, items };
}

/** Makes a bill from an open request; answers the bill whole. */
export async function finaliseIntoBill(
  app: PurchasingApp,
  db: DbOrTx,
  body: Parameters<typeof finaliseRequest>[2],
  caller?: Caller | null,
) {
  return billWhole(app, db, await finaliseRequest(app, db, body, caller));
}

/** Changes one line of an unpaid bill; answers the bill whole. */
export async function changeLineOfBill(app: PurchasingApp, db: DbOrTx, lineId: number, change: Row, caller?: Caller | null) {
  return billWhole(app, db, await changeBillLine(app, db, lineId, change, caller));
}

/** Removes one line of an unpaid bill; answers the bill whole. */
export async function removeLineOfBill(app: PurchasingApp, db: DbOrTx, lineId: number, caller?: Caller | null) {
  return billWhole(app, db, await removeBillLine(app, db, lineId, caller));
}

/** Pays a bill and receives its goods, once; answers the bill whole, paid. */
export async function payAndReceiveBill(
  app: PurchasingApp,
  db: DbOrTx,
  id: number,
  body: { paid_from: PurchasePaidFrom; date?: string },
  caller?: Caller | null,
) {
  await payBill(app, db, id, body, caller);
  return billWhole(app, db, id);
}

/** Returns a paid bill, once; answers the bill whole, returned. */
export async function returnAndReadBill(
  app: PurchasingApp,
  db: DbOrTx,
  id: number,
  change: { reason: string; date?: string },
  caller?: Caller | null,
) {
  await returnBill(app, db, id, change, caller);
  return billWhole(app, db, id);
}

/** A bill printed as PDF: its lines at their unit cost, the total of its lines, and once paid how and when. */
export async function billInvoice(app: PurchasingApp & { media: MediaStore }, db: DbOrTx, id: number): Promise<Download> {
  const bill = await billWhole(app, db, id);
  const document = {
    kind: 'bill' as const,
    number: String(bill.invoice_no),
    date: String(bill.purchase_date),
    status: String(bill.status),
    vendor: bill.vendor as number,
    note: bill.note as string | null,
    lines: bill.items.map(({ product_name, sku, quantity, unit_cost, line_total }) => ({
      product_name,
      sku,
      quantity,
      unit_cost,
      line_total,
    })),
    total: totalOf(bill.items),
    paid:
      bill.status === 'paid'
        ? { from: String(bill.paid_from), date: String(bill.paid_date), voucher: String(bill.voucher_invoice_no) }
        : null,
  };
  return purchaseInvoice(app.media, db, document, `purchase-bill-${bill.invoice_no}`);
}
