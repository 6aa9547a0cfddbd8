import {
  fitsMoneyColumn,
  fromPaisa,
  type OrderItem,
  type OrderPayment,
  type OrderStatus,
  type PaymentStatus,
  toPaisa,
  totalTooLargeMessage,
} from '@sahay/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row, WriteContext } from '../../resource/define-resource.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import {
  cashLedger,
  debitAndCredit,
  ledgerId,
  ledgerOf,
  openLedger,
  postVoucher,
  receivedInto,
  reverseVoucherNumbered,
} from '../accounting/index.ts';
import { moveStock, products } from '../inventory/index.ts';
import { customerOrderLines, customerOrders, customers, orderPayments, orderStatuses, shopPaymentMethods } from './sales.tables.ts';

export const customerLedgerType = 'customer_ledger';
export const customerLedgerGroup = 'Sundry Debtors';
/** The ledger a sale credits (under Sales Accounts). */
export const salesLedgerName = 'Company Sales';

export const today = () => new Date().toISOString().slice(0, 10);

/** A customer's ledger, opened under Sundry Debtors with their name. */
export const openCustomerLedger = (tx: DbOrTx, customer: { id: number; name: string }, actor?: number) =>
  openLedger(tx, {
    name: customer.name,
    kind: 'customer',
    ledgerType: customerLedgerType,
    referenceId: customer.id,
    group: customerLedgerGroup,
    actor,
  });

type Line = Row & { id?: number; product?: number; quantity?: number; unit_price?: string | null };

/**
 * Prices an order's lines as they will be stored: each merged with what it had, its unit price the one
 * given, else the one it had (same product), else the product's price; its line total quantity × unit
 * price in paisa; no cost until it is confirmed. Answers the lines and their total. An unknown or inactive
 * product is refused on its line; a line total or an order total above what a money column holds, with
 * a 400 naming it and the maximum.
 */
export async function priceLines(tx: DbOrTx, given: Line[], before: Line[] = []) {
  const strangers = given.flatMap((line, i) =>
    line.id !== undefined && !before.some((b) => b.id === line.id)
      ? [[`items.${i}.id`, [`Line ${line.id} is not a line of this order.`]]]
      : [],
  );
  if (strangers.length) throw new HttpError(400, Object.fromEntries(strangers));
  const merged = given.map((line) => {
    const had = line.id === undefined ? undefined : before.find((b) => b.id === line.id);
    const product = (line.product ?? had?.product) as number;
    const samePrice = had && had.product === product ? had.unit_price : undefined;
    return { line, product, quantity: (line.quantity ?? had?.quantity) as number, price: line.unit_price ?? samePrice };
  });
  const ids = [...new Set(merged.map((m) => m.product).filter((p) => p !== undefined))];
  const found = ids.length
    ? await tx
        .select({ id: products.id, name: products.name, price: products.price, active: products.isActive })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const errors: Record<string, string[]> = {};
  let total = 0n;
  const priced = merged.map((m, i) => {
    const product = byId.get(m.product);
    if (!product) errors[`items.${i}.product`] = [`No product has the id ${m.product}.`];
    else if (!product.active && m.line.product !== undefined)
      errors[`items.${i}.product`] = [`“${product.name}” is not for sale: it is marked inactive.`];
    const price = m.price ?? product?.price ?? '0';
    const lineTotal = toPaisa(price) * BigInt(m.quantity ?? 0);
    if (!fitsMoneyColumn(lineTotal)) errors[`items.${i}.line_total`] = [totalTooLargeMessage(`Line ${i + 1}’s total`, lineTotal)];
    total += lineTotal;
    return {
      ...(m.line.id === undefined ? {} : { id: m.line.id }),
      product: m.product,
      quantity: m.quantity,
      unit_price: fromPaisa(toPaisa(price)),
      line_total: fromPaisa(lineTotal),
      unit_cost: null,
    };
  });
  // The total is stored in a money column too: an order worth more than it holds is refused, not overflowed.
  if (!fitsMoneyColumn(total)) errors.total = [totalTooLargeMessage('The order’s total', total)];
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  return { lines: priced, total: fromPaisa(total) };
}

/** The sentence of an order that is no longer a draft. */
export function notDraft(order: { orderNo: string; status: string; salesInvoiceNo: string | null }, doing: string) {
  if (order.status === 'confirmed')
    return `Order ${order.orderNo} is already confirmed (sales voucher ${order.salesInvoiceNo}); it cannot ${doing}.`;
  return `Order ${order.orderNo} is cancelled; it cannot ${doing}.`;
}

/** An order's row, locked until the transaction ends; 404 when there is none. */
async function lockOrder(tx: DbOrTx, id: number) {
  const [order] = await tx.select().from(customerOrders).where(eq(customerOrders.id, id)).for('update');
  if (!order) throw notFound(`Order id - ${id} does not exist`);
  return { ...order, customer: order.customer as number | null };
}

async function linesOf(tx: DbOrTx, id: number) {
  return tx.select().from(customerOrderLines).where(eq(customerOrderLines.document, id)).orderBy(asc(customerOrderLines.id));
}

/** The quantity of each product an order's lines want, in product-id order: the order its stock rows are locked in. */
function quantitiesByProduct(lines: { product: number; quantity: number }[]) {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product, (wanted.get(line.product) ?? 0) + line.quantity);
  return [...wanted.entries()].sort(([a], [b]) => a - b);
}

/** The ledger a customer's sale debits and their payments credit: theirs, opened now if it is missing. */
async function customerLedger(tx: DbOrTx, customerId: number, actor?: number) {
  const found = await ledgerOf(tx, customerLedgerType, customerId);
  if (found) return found.id;
  const [c] = await tx.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return openCustomerLedger(tx, c, actor);
}

async function salesLedger(tx: DbOrTx) {
  const id = await ledgerId(tx as Db, salesLedgerName);
  if (!id) throw new Error(`The chart of accounts has no ${salesLedgerName} ledger.`);
  return id;
}

async function customerName(tx: DbOrTx, customerId: number | null) {
  if (!customerId) return 'a walk-in customer';
  const [c] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return c?.name ?? `customer #${customerId}`;
}

async function audit(app: ResourceWriter, tx: DbOrTx, caller: Caller | null | undefined, before: Row, after: Row) {
  await app.writeEffects.audit(tx, {
    userId: caller?.userId,
    entity: 'customerorder',
    entityId: before.id as number,
    action: 'update',
    before: rowToApi(before),
    after: rowToApi(after),
  });
  await afterCommit(tx, () => {
    app.writeEffects.changed('customerorder');
    app.writeEffects.changed('inventory');
  });
}

/**
 * Confirms a draft order, in one transaction: its row locked (of clerks confirming it at once, one goes
 * first and the others find it confirmed: 409); each product's stock taken out through `moveStock`, in
 * product-id order so two orders never wait on each other's rows (a product short of stock refuses the
 * whole order with 409 and a sentence naming it and what is left); each line's cost noted; one sales
 * voucher posted (the customer's ledger debited, or Cash for a walk-in sale, Company Sales credited); its
 * number stored and the status Confirmed. A walk-in sale is paid in cash as it is confirmed.
 */
export async function confirmOrder(app: ResourceWriter, db: DbOrTx, id: number, date = today(), caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'draft') throw new HttpError(409, notDraft(order, 'be confirmed again'));
    const lines = await linesOf(tx, id);
    if (!lines.length || toPaisa(order.total) <= 0n)
      throw new HttpError(409, `Order ${order.orderNo} has nothing to pay for; add a line with a price before confirming it.`);
    const actor = caller?.userId;
    for (const [product, quantity] of quantitiesByProduct(lines as { product: number; quantity: number }[])) {
      try {
        await moveStock(tx, { product, quantity: -quantity, kind: 'order_confirmed', reference: order.orderNo, actor });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409)
          throw new HttpError(409, `${error.body.detail} Order ${order.orderNo} wants ${quantity}; it was not confirmed.`);
        throw error;
      }
    }
    // The cost each piece had as it left: the profit of the order report.
    await tx
      .update(customerOrderLines)
      .set({ unitCost: sql`(select ${products.cost} from ${products} where ${products.id} = ${customerOrderLines.product})` })
      .where(eq(customerOrderLines.document, id));
    const debit = order.customer ? await customerLedger(tx, order.customer, actor) : await cashLedger(tx);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'sales',
      {
        date,
        lines: debitAndCredit(order.total, debit, await salesLedger(tx)),
        details: `Order ${order.orderNo} to ${await customerName(tx, order.customer)}`,
      },
      { caller },
    );
    const after = {
      status: 'confirmed' satisfies OrderStatus,
      salesInvoiceNo: invoiceNo,
      confirmedDate: date,
      // A walk-in sale is paid at the counter: Cash was debited by the sale itself.
      paidAmount: order.customer ? order.paidAmount : order.total,
      updatedAt: new Date(),
      updatedBy: actor,
    };
    await tx.update(customerOrders).set(after).where(eq(customerOrders.id, id));
    await audit(app, tx, caller, order as Row, { ...order, ...after } as Row);
    return invoiceNo;
  });
}

/**
 * Takes a confirmed order's sale back, in the caller's transaction: its stock comes back (`order_cancelled`,
 * product-id order) and its sales voucher is reversed by its mirror (Company Sales debited, the customer's
 * ledger or Cash credited), dated `date` in an open period, so the books keep both and the sale cannot be
 * reversed twice. Answers the reversal's number.
 */
async function takeBackSale(
  app: ResourceWriter,
  tx: DbOrTx,
  order: Awaited<ReturnType<typeof lockOrder>>,
  change: { date: string; reason: string },
  caller?: Caller | null,
) {
  const lines = await linesOf(tx, order.id);
  for (const [product, quantity] of quantitiesByProduct(lines as { product: number; quantity: number }[]))
    await moveStock(tx, { product, quantity, kind: 'order_cancelled', reference: order.orderNo, actor: caller?.userId });
  const reversal = await reverseVoucherNumbered(
    app,
    tx,
    'sales',
    order.salesInvoiceNo as string,
    { reason: `order ${order.orderNo} cancelled${change.reason ? `: ${change.reason}` : ''}`, date: change.date },
    { caller },
  );
  return reversal.invoice_no as string;
}

/**
 * Cancels an order. A draft simply becomes Cancelled. A confirmed one, in one transaction with its row
 * locked, has its sale taken back (`takeBackSale`). A confirmed order with payments recorded is refused
 * (409): it is cancelled with a refund (`cancelWithRefund`).
 */
export async function cancelOrder(app: ResourceWriter, db: DbOrTx, id: number, reason?: string, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'cancelled') throw new HttpError(409, `Order ${order.orderNo} is already cancelled.`);
    const actor = caller?.userId;
    const after: Partial<typeof customerOrders.$inferInsert> = {
      status: 'cancelled' satisfies OrderStatus,
      cancelledDate: today(),
      cancelReason: reason?.trim() || null,
      updatedAt: new Date(),
      updatedBy: actor,
    };
    if (order.status === 'confirmed') {
      if (order.customer && toPaisa(order.paidAmount) > 0n)
        throw new HttpError(
          409,
          `Order ${order.orderNo} has ${order.paidAmount} paid against it; cancel it with a refund to pay the customer back.`,
        );
      after.reversalInvoiceNo = await takeBackSale(app, tx, order, { date: today(), reason: reason?.trim() ?? '' }, caller);
      // A walk-in sale's cash goes back with the reversal.
      if (!order.customer) after.paidAmount = '0';
    }
    await tx.update(customerOrders).set(after).where(eq(customerOrders.id, id));
    await audit(app, tx, caller, order as Row, { ...order, ...after } as Row);
  });
}

/**
 * Cancels a confirmed order and pays its money back, in one transaction with its row locked (of twenty
 * clerks doing it at once, one does; the others find it cancelled: 409). Its sale is taken back
 * (`takeBackSale`) and its payments are paid back by one payment voucher: the customer's ledger debited,
 * each ledger the payments' receipts went into (Cash, Bank) credited with what it received. Everything is
 * dated `date` (today when left out), which must fall in an open period. A walk-in sale's cash goes back
 * with the reversal of its sale, which debited Cash itself. A draft is refused: nothing was sold or paid.
 */
export async function cancelWithRefund(
  app: ResourceWriter,
  db: DbOrTx,
  id: number,
  change: { reason: string; date?: string },
  caller?: Caller | null,
) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'cancelled')
      throw new HttpError(
        409,
        `Order ${order.orderNo} is already cancelled${order.refundInvoiceNo ? ` and refunded (payment voucher ${order.refundInvoiceNo})` : ''}.`,
      );
    if (order.status !== 'confirmed')
      throw new HttpError(
        409,
        `Order ${order.orderNo} is a draft: nothing was sold or paid, so there is nothing to refund. Cancel it instead.`,
      );
    const date = change.date ?? today();
    const reason = change.reason.trim();
    const after: Partial<typeof customerOrders.$inferInsert> = {
      status: 'cancelled' satisfies OrderStatus,
      cancelledDate: date,
      cancelReason: reason,
      reversalInvoiceNo: await takeBackSale(app, tx, order, { date, reason }, caller),
      paidAmount: '0',
      updatedAt: new Date(),
      updatedBy: caller?.userId,
    };
    if (order.customer) after.refundInvoiceNo = await payBack(app, tx, order, { date, reason }, caller);
    await tx.update(customerOrders).set(after).where(eq(customerOrders.id, id));
    await audit(app, tx, caller, order as Row, { ...order, ...after } as Row);
  });
}

/**
 * Pays a customer's order payments back: one payment voucher debiting their ledger and crediting each ledger
 * the payments' receipts went into with what it received. Answers its number, or null when nothing was paid.
 */
async function payBack(
  app: ResourceWriter,
  tx: DbOrTx,
  order: Awaited<ReturnType<typeof lockOrder>>,
  change: { date: string; reason: string },
  caller?: Caller | null,
) {
  const receipts = await tx
    .select({ invoiceNo: orderPayments.receiptInvoiceNo })
    .from(orderPayments)
    .where(eq(orderPayments.order, order.id));
  const sources = await receivedInto(
    tx,
    receipts.map((r) => r.invoiceNo),
  );
  const total = sources.reduce((sum, s) => sum + toPaisa(s.amount), 0n);
  if (total <= 0n) return null;
  const customerSide = await customerLedger(tx, order.customer as number, caller?.userId);
  return postVoucher(
    app,
    tx,
    'payment_voucher',
    {
      date: change.date,
      lines: [
        { ledger: customerSide, debit_amount: fromPaisa(total), credit_amount: '0' },
        ...sources.map((s) => ({ ledger: s.ledger as number, debit_amount: '0', credit_amount: fromPaisa(toPaisa(s.amount)) })),
      ],
      details: `Refund of order ${order.orderNo} to ${await customerName(tx, order.customer)}: ${change.reason}`.slice(0, 1000),
      ...(order.salesInvoiceNo ? { refInvoiceNo: order.salesInvoiceNo } : {}),
    },
    { caller },
  );
}

/**
 * Records money received against a confirmed order, in one transaction with its row locked: a receipt
 * voucher (Cash or Bank debited by the method's `deposit_to`, the customer's ledger credited, naming the
 * order's sales voucher), the payment's row, and the paid amount. More than is due is refused on `amount`.
 */
export async function recordPayment(
  app: ResourceWriter,
  db: DbOrTx,
  id: number,
  payment: { amount: string; method: number; date?: string },
  caller?: Caller | null,
) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'confirmed')
      throw new HttpError(
        409,
        order.status === 'draft'
          ? `Order ${order.orderNo} is a draft: confirm it before recording a payment.`
          : `Order ${order.orderNo} is cancelled; it takes no payments.`,
      );
    if (!order.customer) throw new HttpError(409, `Order ${order.orderNo} is a walk-in sale, paid in cash when it was confirmed.`);
    const due = toPaisa(order.total) - toPaisa(order.paidAmount);
    const amount = toPaisa(payment.amount);
    if (due <= 0n) throw new HttpError(409, `Order ${order.orderNo} is paid in full.`);
    if (amount > due) throw new HttpError(400, { amount: [`At most ${fromPaisa(due)} is due on order ${order.orderNo}.`] });
    const [method] = await tx.select().from(shopPaymentMethods).where(eq(shopPaymentMethods.id, payment.method));
    if (!method) throw new HttpError(400, { method: [`No shop payment method has the id ${payment.method}.`] });
    if (!method.isActive) throw new HttpError(400, { method: [`The payment method “${method.name}” is not in use; choose another.`] });
    const debit = method.depositTo === 'cash' ? await cashLedger(tx) : await ledgerId(tx as Db, 'Bank');
    if (!debit) throw new Error('The chart of accounts has no Bank ledger.');
    const date = payment.date ?? today();
    const actor = caller?.userId;
    const receiptNo = await postVoucher(
      app,
      tx,
      'receipt_voucher',
      {
        date,
        lines: debitAndCredit(fromPaisa(amount), debit, await customerLedger(tx, order.customer, actor)),
        details: `Payment for order ${order.orderNo} (${method.name})`,
        ...(order.salesInvoiceNo ? { refInvoiceNo: order.salesInvoiceNo } : {}),
      },
      { caller },
    );
    await tx.insert(orderPayments).values({
      order: id,
      amount: fromPaisa(amount),
      method: method.id,
      paymentDate: date,
      receiptInvoiceNo: receiptNo,
      createdBy: actor ?? null,
    });
    const after = { paidAmount: fromPaisa(toPaisa(order.paidAmount) + amount), updatedAt: new Date(), updatedBy: actor };
    await tx.update(customerOrders).set(after).where(eq(customerOrders.id, id));
    await audit(app, tx, caller, order as Row, { ...order, ...after } as Row);
    return receiptNo;
  });
}

/** Whether an order's money is in: unpaid, partly or wholly. */
export function paymentStatusOf(total: string, paid: string): PaymentStatus {
  const p = toPaisa(paid);
  if (p <= 0n) return 'unpaid';
  return p >= toPaisa(total) ? 'paid' : 'partial';
}

/** What orders answer beyond their columns: names, what is paid and due. */
export async function orderExtras(db: DbOrTx, records: Row[]) {
  const customerIds = [...new Set(records.flatMap((r) => (r.customer ? [r.customer as number] : [])))];
  const methodIds = [...new Set(records.flatMap((r) => (r.payment_method ? [r.payment_method as number] : [])))];
  const [names, methods, statuses] = await Promise.all([
    customerIds.length
      ? db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, customerIds))
      : [],
    methodIds.length
      ? db
          .select({ id: shopPaymentMethods.id, name: shopPaymentMethods.name })
          .from(shopPaymentMethods)
          .where(inArray(shopPaymentMethods.id, methodIds))
      : [],
    db.select({ code: orderStatuses.code, name: orderStatuses.name }).from(orderStatuses),
  ]);
  const customerNames = new Map(names.map((c) => [c.id, c.name]));
  const methodNames = new Map(methods.map((m) => [m.id, m.name]));
  const statusNames = new Map(statuses.map((s) => [s.code as OrderStatus, s.name]));
  return records.map((r) => {
    const total = String(r.total ?? '0');
    const paid = String(r.paid_amount ?? '0');
    const due = toPaisa(total) - toPaisa(paid);
    return {
      ...r,
      customer_name: r.customer ? (customerNames.get(r.customer as number) ?? '') : null,
      payment_method_name: r.payment_method ? (methodNames.get(r.payment_method as number) ?? '') : null,
      status_name: statusNames.get(String(r.status) as OrderStatus) ?? String(r.status),
      due_amount: fromPaisa(r.status === 'confirmed' && due > 0n ? due : 0n),
      payment_status: paymentStatusOf(total, paid),
    };
  });
}

/** An order's lines with their products' names and SKUs, as the detail and the invoice show them. */
export async function orderItems(db: DbOrTx, id: number) {
  const rows = await db
    .select({ line: customerOrderLines, name: products.name, sku: products.sku, unit: products.unit })
    .from(customerOrderLines)
    .innerJoin(products, eq(products.id, customerOrderLines.product))
    .where(eq(customerOrderLines.document, id))
    .orderBy(asc(customerOrderLines.id));
  return rows.map(
    (r): OrderItem => ({
      ...(rowToApi(r.line as Row, ['id', 'product', 'quantity', 'unit_price', 'line_total', 'unit_cost']) as Omit<
        OrderItem,
        'product_name' | 'sku' | 'unit'
      >),
      product_name: r.name,
      sku: r.sku,
      unit: r.unit,
    }),
  );
}

/** The payments recorded against an order, oldest first, with their methods' names. */
export async function paymentsOf(db: DbOrTx, id: number) {
  const rows = await db
    .select({ payment: orderPayments, method: shopPaymentMethods.name })
    .from(orderPayments)
    .innerJoin(shopPaymentMethods, eq(shopPaymentMethods.id, orderPayments.method))
    .where(eq(orderPayments.order, id))
    .orderBy(asc(orderPayments.id));
  return rows.map(
    (r): OrderPayment => ({
      id: r.payment.id,
      amount: r.payment.amount,
      method: r.payment.method,
      method_name: r.method,
      date: r.payment.paymentDate,
      receipt_invoice_no: r.payment.receiptInvoiceNo,
    }),
  );
}

/**
 * What a draft order's write may change: only a draft's lines and header change (409 after); its lines
 * priced and its total summed. Runs in the engine's write, the row locked by it.
 */
export async function prepareOrder(input: Row, context: WriteContext) {
  const values: Row = { ...input };
  for (const serverKept of ['status', 'order_no', 'total', 'paid_amount', 'sales_invoice_no', 'reversal_invoice_no', 'refund_invoice_no'])
    delete values[serverKept];
  if (context.mode === 'update') {
    const before = context.before as Row;
    if (before.status !== 'draft')
      throw new HttpError(
        409,
        notDraft(
          { orderNo: String(before.order_no), status: String(before.status), salesInvoiceNo: before.sales_invoice_no as string | null },
          'change',
        ),
      );
  }
  if (context.mode === 'create' && !input.order_date) values.order_date = today();
  if (input.customer) {
    const [c] = await context.tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customer as number));
    if (!c) throw new HttpError(400, { customer: [`No customer has the id ${input.customer}.`] });
  }
  const given = input.items as Line[] | undefined;
  if (given) {
    const { lines, total } = await priceLines(context.tx, given, (context.before?.items as Line[] | undefined) ?? []);
    // The engine writes the lines it finds on the input: the priced ones.
    input.items = lines;
    values.items = lines;
    values.total = total;
  }
  return values;
}

/** A customer's orders, newest first, as their page lists them. */
export async function ordersOfCustomer(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(customerOrders)
    .where(and(eq(customerOrders.customer, customerId)))
    .orderBy(sql`${customerOrders.id} desc`);
}
