import { customerOrder, type salesEndpoints } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import type { EndpointRequest } from '../../resource/endpoints.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { orderRecord, repositoryOf } from './order-reads.service.ts';
import { cancelOrder, cancelWithRefund, confirmOrder, recordPayment, today } from './sales.service.ts';
import { customerOrderLines } from './sales.tables.ts';

/**
 * Orders' writes beyond the engine's routes: a draft changed by its id in the body, one of its lines changed
 * or removed, the `order/…` paths' writes, and the workflows (confirm, cancel, payment) answering the order
 * as it stands after them. Each write goes through the engine's repository (a draft's rules, its lines
 * priced, the audit row) or the workflow's one transaction.
 */

type Body<E extends (typeof salesEndpoints)[keyof typeof salesEndpoints]> = EndpointRequest<E>['body'];
const orders = (app: ResourceWriter) => repositoryOf(app, customerOrder.name);

/** Who writes, as the engine's writes take it: the caller and their network address. */
export const actorOf = (request: { caller: Caller | null; ip: string }): Actor => ({ caller: request.caller, ip: request.ip });

/** Creates a draft order. */
export const createOrder = (app: ResourceWriter, db: DbOrTx, input: Row, actor: Actor) => orders(app).create(db, input, actor);

/** Changes a draft order (409 once confirmed or cancelled); its lines by id. */
export const updateOrder = (app: ResourceWriter, db: DbOrTx, id: number, changes: Row, actor: Actor) =>
  orders(app).update(db, id, changes, actor);

/** Changes a draft order named by the `id` in the body. */
export function changeOrder(app: ResourceWriter, db: DbOrTx, body: Body<typeof salesEndpoints.changeOrder>, actor: Actor) {
  const { id, ...changes } = body;
  return updateOrder(app, db, id, changes, actor);
}

/** Deletes a draft order, with the contract's sentence. */
export async function deleteOrder(app: ResourceWriter, db: DbOrTx, id: number, actor: Actor) {
  await orders(app).remove(db, id, actor);
  return { detail: `Order id - ${id} is deleted successfully` };
}

/** The order a line belongs to, or 404. */
async function orderOfLine(db: DbOrTx, lineId: number) {
  const [line] = await db.select({ order: customerOrderLines.document }).from(customerOrderLines).where(eq(customerOrderLines.id, lineId));
  if (!line) throw notFound(`Order line id - ${lineId} does not exist`);
  return line.order as number;
}

/** Changes one line of a draft order (its quantity or unit price), the others left as they are; answers the order. */
export async function changeOrderLine(app: ResourceWriter, db: DbOrTx, body: Body<typeof salesEndpoints.changeLine>, actor: Actor) {
  const { id: lineId, ...changes } = body;
  if (changes.quantity === undefined && changes.unit_price === undefined)
    throw new HttpError(400, { quantity: ['Give the new quantity or unit price.'] });
  const orderId = await orderOfLine(db, lineId);
  const order = await orderRecord(app, db, orderId);
  const items = (order.items as Row[]).map((l) => (l.id === lineId ? { id: lineId, ...changes } : { id: l.id }));
  return updateOrder(app, db, orderId, { items }, actor);
}

/** Removes one line of a draft order; a draft's last line stays (409: the order is deleted instead). Answers the order. */
export async function removeOrderLine(app: ResourceWriter, db: DbOrTx, lineId: number, actor: Actor) {
  const orderId = await orderOfLine(db, lineId);
  const order = await orderRecord(app, db, orderId);
  const kept = (order.items as Row[]).filter((l) => l.id !== lineId);
  if (!kept.length && order.status === 'draft')
    throw new HttpError(409, `This is the last line of order ${order.order_no}; delete the order instead.`);
  return updateOrder(app, db, orderId, { items: kept.map((l) => ({ id: l.id })) }, actor);
}

/** Confirms a draft order (its one transaction: stock out, sales voucher), then answers it. */
export async function confirmAndRead(app: ResourceWriter, db: DbOrTx, body: Body<typeof salesEndpoints.confirm>, caller: Caller | null) {
  await confirmOrder(app, db, body.id, body.date ?? today(), caller);
  return orderRecord(app, db, body.id);
}

/** Cancels an order (its one transaction: stock back, the sale reversed), then answers it. */
export async function cancelAndRead(app: ResourceWriter, db: DbOrTx, id: number, reason: string | undefined, caller: Caller | null) {
  await cancelOrder(app, db, id, reason, caller);
  return orderRecord(app, db, id);
}

/** Cancels a confirmed order and pays its money back (its one transaction: stock, sale reversed, refund), then answers it. */
export async function refundAndRead(
  app: ResourceWriter,
  db: DbOrTx,
  id: number,
  change: Body<typeof salesEndpoints.cancelWithRefund>,
  caller: Caller | null,
) {
  await cancelWithRefund(app, db, id, change, caller);
  return orderRecord(app, db, id);
}

/** Records a payment against a confirmed order (its one transaction: receipt voucher, paid amount), then answers the order. */
export async function payAndRead(
  app: ResourceWriter,
  db: DbOrTx,
  id: number,
  payment: Body<typeof salesEndpoints.recordPayment>,
  caller: Caller | null,
) {
  await recordPayment(app, db, id, payment, caller);
  return orderRecord(app, db, id);
}
