import { fitsMoneyColumn, fromPaisa, type PurchasePaidFrom, toPaisa, totalTooLargeMessage } from '@sahay/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import {
  cashLedger,
  debitAndCredit,
  ledgerId,
  ledgerOf,
  openLedger,
  postVoucher,
  purchaseLedger,
  reverseVoucherNumbered,
} from '../accounting/index.ts';
import { moveStock, products } from '../inventory/index.ts';
import {
  purchaseFinalLines,
  purchaseFinals,
  purchaseReqItemImages,
  purchaseRequestLines,
  purchaseRequests,
  vendors,
} from './purchasing.tables.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/** A vendor's ledger: its type, and the group it sits in (what the charity owes its suppliers). */
export const vendorLedgerType = 'vendor_ledger';
export const vendorLedgerGroup = 'Sundry Creditors';

/** Opens a vendor's ledger, named as the vendor, under Sundry Creditors. */
export function openVendorLedger(tx: DbOrTx, vendorId: number, name: string, actor?: number) {
  return openLedger(tx, { name, kind: 'vendor', ledgerType: vendorLedgerType, referenceId: vendorId, group: vendorLedgerGroup, actor });
}

/** A vendor's ledger, opened now if the vendor came before purchasing did. */
export async function vendorLedger(tx: DbOrTx, vendorId: number, actor?: number) {
  const found = await ledgerOf(tx, vendorLedgerType, vendorId);
  if (found) return found.id;
  const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return openVendorLedger(tx, vendorId, v?.name ?? `Vendor ${vendorId}`, actor);
}

/** A line's amount, exact: quantity × unit cost in paisa. */
export const lineTotal = (line: Row) =>
  toPaisa(String(line.unit_cost ?? line.expected_unit_cost ?? '0')) * BigInt(Number(line.quantity ?? 0));

/** The sum of lines, as a decimal string. */
export const totalOf = (lines: Row[]) => fromPaisa(lines.reduce((sum, line) => sum + lineTotal(line), 0n));

/**
 * The total a bill stores: the sum of its lines, refused (400 on `total`, naming the maximum) when it would
 * be more than a money column holds.
 */
export function billTotal(lines: Row[]) {
  const total = lines.reduce((sum, line) => sum + lineTotal(line), 0n);
  if (!fitsMoneyColumn(total)) throw new HttpError(400, { total: [totalTooLargeMessage('The bill’s total', total)] });
  return fromPaisa(total);
}

/** The lines as answered: each with its `line_total`. */
export const withLineTotals = (lines: Row[]): Row[] => lines.map((line) => ({ ...line, line_total: fromPaisa(lineTotal(line)) }));

/** The lines a document will have after an update: those given (merged with what they had), or the old ones. */
export function linesAfter(given: Row[] | undefined, before: Row[]) {
  if (!given) return before;
  return given.map((line) => ({ ...(line.id !== undefined ? before.find((b) => b.id === line.id) : {}), ...line }));
}

type Status = { status: string; invoiceNo?: string; voucherInvoiceNo?: string | null; paidDate?: string | null };

/** Refuses a change to a bill that is no longer open (paid or cancelled), with a sentence. */
export function refuseUnlessOpenBill(bill: Status, change: string) {
  if (bill.status === 'finalised') return;
  if (bill.status === 'paid')
    throw new HttpError(
      409,
      `This bill is paid (voucher ${bill.voucherInvoiceNo} of ${bill.paidDate}): its stock is received and ${change} is no longer possible.`,
    );
  throw new HttpError(409, `This bill is cancelled: ${change} is no longer possible.`);
}

/** Refuses a change to a request that is no longer open (finalised into a bill, or cancelled), with a sentence. */
export function refuseUnlessOpenRequest(request: { status: string }, change: string) {
  if (request.status === 'requested') return;
  if (request.status === 'finalised')
    throw new HttpError(
      409,
      `This purchase request is already finalised into a bill: ${change} is no longer possible. Change the bill instead.`,
    );
  throw new HttpError(409, `This purchase request is cancelled: ${change} is no longer possible.`);
}

/** A bill's status under its row's lock, held until the transaction ends. */
export async function lockedBill(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(purchaseFinals).where(eq(purchaseFinals.id, id)).for('update');
  return row;
}

/** A request's row under its lock. */
export async function lockedRequest(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(purchaseRequests).where(eq(purchaseRequests.id, id)).for('update');
  return row;
}

export type PurchasingApp = ResourceWriter;
const finals = (app: PurchasingApp) => app.repositories.get('purchase_final') as Repository;
const requests = (app: PurchasingApp) => app.repositories.get('purchase_request') as Repository;

async function audit(app: PurchasingApp, tx: DbOrTx, entity: string, id: number, before: Row, after: Row, caller?: Caller | null) {
  await app.writeEffects.audit(tx, {
    userId: caller?.userId,
    entity,
    entityId: id,
    action: 'update',
    before: rowToApi(before),
    after: rowToApi({ ...before, ...after }),
  });
}

/**
 * Makes a bill from a request: its vendor and lines (expected unit costs become the bill's), the request
 * then `finalised`. The request's row is locked, so two clerks finalising it at once make one bill; a
 * request already finalised or cancelled is refused (409). Answers the bill's id.
 */
export async function finaliseRequest(
  app: PurchasingApp,
  db: DbOrTx,
  body: { purchase_request: number; purchase_date?: string; note?: string },
  caller?: Caller | null,
) {
  return inTransaction(db, async (tx) => {
    const request = await lockedRequest(tx, body.purchase_request);
    if (!request) throw new HttpError(400, { purchase_request: [`Purchase request id - ${body.purchase_request} does not exist.`] });
    if (request.status === 'finalised') {
      const [bill] = await tx
        .select({ invoiceNo: purchaseFinals.invoiceNo })
        .from(purchaseFinals)
        .where(and(eq(purchaseFinals.purchaseRequest, request.id), inArray(purchaseFinals.status, ['finalised', 'paid'])));
      throw new HttpError(409, `This purchase request is already finalised${bill ? ` into bill ${bill.invoiceNo}` : ''}.`);
    }
    refuseUnlessOpenRequest(request, 'finalising it');
    const lines = await tx
      .select()
      .from(purchaseRequestLines)
      .where(eq(purchaseRequestLines.document, request.id))
      .orderBy(asc(purchaseRequestLines.id));
    if (!lines.length) throw new HttpError(409, 'This purchase request has no lines: add what is wanted before finalising it.');
    const bill = await finals(app).create(
      tx,
      {
        vendor: request.vendor,
        purchase_date: body.purchase_date ?? today(),
        note: body.note ?? request.note ?? undefined,
        items: lines.map((l) => ({ product: l.product, quantity: l.quantity, unit_cost: l.expectedUnitCost })),
      },
      { caller },
    );
    await tx
      .update(purchaseFinals)
      .set({ purchaseRequest: request.id })
      .where(eq(purchaseFinals.id, bill.id as number));
    const after = { status: 'finalised', updatedAt: new Date(), updatedBy: caller?.userId };
    await tx.update(purchaseRequests).set(after).where(eq(purchaseRequests.id, request.id));
    await audit(app, tx, 'purchase_request', request.id, request as Row, after, caller);
    await afterCommit(tx, () => app.writeEffects.changed('purchase_request'));
    return bill.id as number;
  });
}

/** The ledger a bill's money left from: Cash, Bank, or the vendor's (owed, on credit). */
async function paidFromLedger(tx: DbOrTx, paidFrom: PurchasePaidFrom, vendor: number, actor?: number) {
  const ledger =
    paidFrom === 'cash'
      ? await cashLedger(tx)
      : paidFrom === 'bank'
        ? await ledgerId(tx as Db, 'Bank')
        : await vendorLedger(tx, vendor, actor);
  if (!ledger) throw new Error('The chart of accounts has no Bank ledger.');
  return ledger;
}

async function vendorNamed(tx: DbOrTx, vendor: number) {
  const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendor));
  return v;
}

/** A bill's lines, oldest first, as the API names their fields. */
async function billLines(tx: DbOrTx, id: number) {
  const lines = await tx.select().from(purchaseFinalLines).where(eq(purchaseFinalLines.document, id)).orderBy(asc(purchaseFinalLines.id));
  return lines.map((l) => rowToApi(l as Row));
}

/**
 * Pays a bill and receives its goods, in one transaction with the bill's row locked (`for update`): of
 * twenty clerks paying it at once, one pays and the others wait, find it paid and get 409. Each line's
 * quantity is received into stock (`purchase_received`, the bill's number as reference); one purchase
 * voucher is posted: Company Purchase (Purchase Accounts) debited with the total, Cash, Bank or the
 * vendor's ledger (on credit) credited; the bill records the voucher and is `paid`.
 */
export async function payBill(
  app: PurchasingApp,
  db: DbOrTx,
  id: number,
  body: { paid_from: PurchasePaidFrom; date?: string },
  caller?: Caller | null,
) {
  const date = body.date ?? today();
  return inTransaction(db, async (tx) => {
    const bill = await lockedBill(tx, id);
    if (!bill) throw notFound(`Purchase bill id - ${id} does not exist`);
    if (bill.status === 'paid') throw new HttpError(409, 'This bill is already paid.');
    if (bill.status !== 'finalised') throw new HttpError(409, 'This bill is cancelled: a cancelled bill cannot be paid.');
    const apiLines = await billLines(tx, id);
    if (!apiLines.length) throw new HttpError(409, 'This bill has no lines: there is nothing to pay for.');
    const total = totalOf(apiLines);
    if (toPaisa(total) === 0n) throw new HttpError(409, 'This bill totals 0: give its lines a unit cost before paying it.');
    for (const line of apiLines)
      await moveStock(tx, {
        product: line.product as number,
        quantity: line.quantity as number,
        kind: 'purchase_received',
        reference: bill.invoiceNo,
        actor: caller?.userId,
      });
    const credit = await paidFromLedger(tx, body.paid_from, bill.vendor as number, caller?.userId);
    const v = await vendorNamed(tx, bill.vendor as number);
    const voucherNo = await postVoucher(
      app,
      tx,
      'purchase',
      {
        date,
        lines: debitAndCredit(total, await purchaseLedger(tx), credit),
        details: `Purchase bill ${bill.invoiceNo} from ${v?.name ?? 'a vendor'}${body.paid_from === 'vendor' ? ' (on credit)' : ` (paid by ${body.paid_from})`}`,
      },
      { caller },
    );
    const after = {
      status: 'paid',
      total,
      paidFrom: body.paid_from,
      paidDate: date,
      voucherInvoiceNo: voucherNo,
      updatedAt: new Date(),
      updatedBy: caller?.userId,
    };
    await tx.update(purchaseFinals).set(after).where(eq(purchaseFinals.id, id));
    await audit(app, tx, 'purchase_final', id, bill as Row, after, caller);
    await afterCommit(tx, () => {
      app.writeEffects.changed('purchase_final');
      app.writeEffects.changed('inventory');
    });
    return voucherNo;
  });
}

/**
 * Returns a paid bill, in one transaction with its row locked (of twenty clerks returning it at once, one
 * does; the others find it returned: 409). Its goods go out of stock (`purchase_returned`, product-id order;
 * a product no longer there refuses the whole return with 409 naming it and what is left). Its purchase
 * voucher is reversed, dated `date` (today when left out) in an open period. A bill paid from Cash or Bank is
 * reversed against the vendor's ledger (the vendor owes the money back), and a receipt voucher takes that
 * money in (Cash or Bank debited, the vendor credited), so the refund is a receipt of its own, as the bank
 * statement shows it; a bill bought on credit is reversed as it was posted: the vendor is owed less.
 */
export async function returnBill(
  app: PurchasingApp,
  db: DbOrTx,
  id: number,
  change: { reason: string; date?: string },
  caller?: Caller | null,
) {
  const date = change.date ?? today();
  const reason = change.reason.trim();
  return inTransaction(db, async (tx) => {
    const bill = await lockedBill(tx, id);
    if (!bill) throw notFound(`Purchase bill id - ${id} does not exist`);
    if (bill.status === 'returned')
      throw new HttpError(
        409,
        `This bill was returned on ${bill.returnedDate} (voucher ${bill.returnInvoiceNo}); a bill is returned once.`,
      );
    if (bill.status !== 'paid')
      throw new HttpError(
        409,
        bill.status === 'finalised'
          ? 'This bill is not paid: nothing was received, so there is nothing to return. Cancel it instead.'
          : 'This bill is cancelled: nothing was received, so there is nothing to return.',
      );
    const actor = caller?.userId;
    const byProduct = new Map<number, number>();
    for (const line of await billLines(tx, id))
      byProduct.set(line.product as number, (byProduct.get(line.product as number) ?? 0) + (line.quantity as number));
    for (const [product, quantity] of [...byProduct.entries()].sort(([a], [b]) => a - b)) {
      try {
        await moveStock(tx, { product, quantity: -quantity, kind: 'purchase_returned', reference: bill.invoiceNo, actor });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409)
          throw new HttpError(409, `${error.body.detail} Bill ${bill.invoiceNo} returns ${quantity}; it was not returned.`);
        throw error;
      }
    }
    const paidFrom = bill.paidFrom as PurchasePaidFrom;
    const vendorSide = await vendorLedger(tx, bill.vendor as number, actor);
    const moneySide = await paidFromLedger(tx, paidFrom, bill.vendor as number, actor);
    const reversal = await reverseVoucherNumbered(
      app,
      tx,
      'purchase',
      bill.voucherInvoiceNo as string,
      { reason: `bill ${bill.invoiceNo} returned: ${reason}`, date },
      { caller },
      paidFrom === 'vendor' ? undefined : { from: moneySide, to: vendorSide },
    );
    const refundNo =
      paidFrom === 'vendor'
        ? null
        : await postVoucher(
            app,
            tx,
            'receipt_voucher',
            {
              date,
              lines: debitAndCredit(bill.total, moneySide, vendorSide),
              details:
                `Refund of bill ${bill.invoiceNo} from ${(await vendorNamed(tx, bill.vendor as number))?.name ?? 'a vendor'}: ${reason}`.slice(
                  0,
                  1000,
                ),
              refInvoiceNo: bill.voucherInvoiceNo as string,
            },
            { caller },
          );
    const after = {
      status: 'returned',
      returnedDate: date,
      returnReason: reason,
      returnInvoiceNo: reversal.invoice_no as string,
      refundInvoiceNo: refundNo,
      updatedAt: new Date(),
      updatedBy: actor,
    };
    await tx.update(purchaseFinals).set(after).where(eq(purchaseFinals.id, id));
    await audit(app, tx, 'purchase_final', id, bill as Row, after, caller);
    await afterCommit(tx, () => {
      app.writeEffects.changed('purchase_final');
      app.writeEffects.changed('inventory');
    });
  });
}

/**
 * Cancels an unpaid bill; the request it came from is open again (to be finalised anew or cancelled).
 * Answers the bill as it stands once committed.
 */
export async function cancelBill(app: PurchasingApp, db: DbOrTx, id: number, caller?: Caller | null) {
  await inTransaction(db, async (tx) => {
    const bill = await lockedBill(tx, id);
    if (!bill) throw notFound(`Purchase bill id - ${id} does not exist`);
    if (bill.status === 'paid')
      throw new HttpError(409, `This bill is already paid (voucher ${bill.voucherInvoiceNo}): it cannot be cancelled.`);
    if (bill.status === 'cancelled') throw new HttpError(409, 'This bill is already cancelled.');
    const after = { status: 'cancelled', updatedAt: new Date(), updatedBy: caller?.userId };
    await tx.update(purchaseFinals).set(after).where(eq(purchaseFinals.id, id));
    await audit(app, tx, 'purchase_final', id, bill as Row, after, caller);
    if (bill.purchaseRequest) await reopenRequest(app, tx, bill.purchaseRequest, caller);
    await afterCommit(tx, () => app.writeEffects.changed('purchase_final'));
  });
  return finals(app).get(db, id);
}

/** A request whose bill went (cancelled or deleted) is open again. */
export async function reopenRequest(app: PurchasingApp, tx: DbOrTx, requestId: number, caller?: Caller | null) {
  const request = await lockedRequest(tx, requestId);
  if (request?.status !== 'finalised') return;
  const after = { status: 'requested', updatedAt: new Date(), updatedBy: caller?.userId };
  await tx.update(purchaseRequests).set(after).where(eq(purchaseRequests.id, requestId));
  await audit(app, tx, 'purchase_request', requestId, request as Row, after, caller);
  await afterCommit(tx, () => app.writeEffects.changed('purchase_request'));
}

/** Cancels an open request; answers it as it stands once committed. */
export async function cancelRequest(app: PurchasingApp, db: DbOrTx, id: number, caller?: Caller | null) {
  await inTransaction(db, async (tx) => {
    const request = await lockedRequest(tx, id);
    if (!request) throw notFound(`Purchase request id - ${id} does not exist`);
    if (request.status === 'cancelled') throw new HttpError(409, 'This purchase request is already cancelled.');
    refuseUnlessOpenRequest(request, 'cancelling it');
    const after = { status: 'cancelled', updatedAt: new Date(), updatedBy: caller?.userId };
    await tx.update(purchaseRequests).set(after).where(eq(purchaseRequests.id, id));
    await audit(app, tx, 'purchase_request', id, request as Row, after, caller);
    await afterCommit(tx, () => app.writeEffects.changed('purchase_request'));
  });
  return requests(app).get(db, id);
}

/** The document a line belongs to, or a 404 naming the line. */
async function documentOfLine(db: DbOrTx, table: typeof purchaseFinalLines, lineId: number, label: string) {
  const [line] = await db.select({ document: table.document }).from(table).where(eq(table.id, lineId));
  if (!line) throw notFound(`${label} id - ${lineId} does not exist`);
  return line.document as number;
}

/**
 * Changes one line of a bill (its quantity or unit cost) through the bill's repository: the same lock,
 * status rule, total and audit as any change of the bill. Answers the bill's id.
 */
export async function changeBillLine(app: PurchasingApp, db: DbOrTx, lineId: number, change: Row, caller?: Caller | null) {
  const billId = await documentOfLine(db, purchaseFinalLines, lineId, 'Purchase bill item');
  const bill = await finals(app).get(db, billId);
  const items = (bill.items as Row[]).map((l) => (l.id === lineId ? { id: l.id, ...change } : { id: l.id }));
  await finals(app).update(db, billId, { items }, { caller });
  return billId;
}

/** Removes one line of a bill; its last line is not removed (409): cancel or delete the bill instead. */
export async function removeBillLine(app: PurchasingApp, db: DbOrTx, lineId: number, caller?: Caller | null) {
  const billId = await documentOfLine(db, purchaseFinalLines, lineId, 'Purchase bill item');
  const bill = await finals(app).get(db, billId);
  // The bill as the API answers it: its keys in snake case.
  refuseUnlessOpenBill(
    { status: String(bill.status), voucherInvoiceNo: bill.voucher_invoice_no as string | null, paidDate: bill.paid_date as string | null },
    'removing a line',
  );
  const items = (bill.items as Row[]).filter((l) => l.id !== lineId).map((l) => ({ id: l.id }));
  if (!items.length) throw new HttpError(409, 'This is the bill’s only line: cancel or delete the bill instead.');
  await finals(app).update(db, billId, { items }, { caller });
  return billId;
}

/** Removes one line of a request (and its pictures); its last line is not removed (409). */
export async function removeRequestLine(app: PurchasingApp, db: DbOrTx, lineId: number, caller?: Caller | null) {
  const requestId = await documentOfLine(db, purchaseRequestLines as never, lineId, 'Purchase request item');
  const request = await requests(app).get(db, requestId);
  refuseUnlessOpenRequest(request as { status: string }, 'removing a line');
  const items = (request.items as Row[]).filter((l) => l.id !== lineId).map((l) => ({ id: l.id }));
  if (!items.length) throw new HttpError(409, 'This is the request’s only line: cancel or delete the request instead.');
  await requests(app).update(db, requestId, { items }, { caller });
  return requestId;
}

/** Removes the pictures of a request's lines that are no longer its lines. */
export async function dropOrphanImages(tx: DbOrTx, requestId: number, lineIds: number[]) {
  await tx
    .delete(purchaseReqItemImages)
    .where(
      and(
        eq(purchaseReqItemImages.purchaseRequest, requestId),
        ...(lineIds.length ? [notInArray(purchaseReqItemImages.purchaseReqItem, lineIds)] : []),
      ),
    );
}

/** Vendors' names by id. */
export async function vendorNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Products' names and SKUs by id. */
export async function productNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; sku: string }>();
  const rows = await db.select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, sku: r.sku }]));
}

/** Lines with their product's name and SKU and their total. */
export async function describedLines(db: DbOrTx, lines: Row[]): Promise<Row[]> {
  const names = await productNames(db, [...new Set(lines.map((l) => l.product as number))]);
  return withLineTotals(lines).map((l) => ({
    ...l,
    product_name: names.get(l.product as number)?.name ?? '',
    sku: names.get(l.product as number)?.sku ?? '',
  }));
}

/** The pictures of a request's lines, by line id. */
export async function imagesOfRequest(db: DbOrTx, requestId: number) {
  const rows = await db
    .select()
    .from(purchaseReqItemImages)
    .where(eq(purchaseReqItemImages.purchaseRequest, requestId))
    .orderBy(asc(purchaseReqItemImages.id));
  const byLine = new Map<number, Row[]>();
  for (const row of rows.map((r) => rowToApi(r as Row))) {
    const line = row.purchase_req_item as number;
    byLine.set(line, [...(byLine.get(line) ?? []), row]);
  }
  return byLine;
}
