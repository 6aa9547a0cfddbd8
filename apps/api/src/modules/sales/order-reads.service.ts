import { customerOrder, type OrderListQuery, shippingAddress } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import { listQuery } from '../../resource/list-query.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { invoicePdf } from './sales.pdf.ts';
import { customerOrderResource } from './sales.resources.ts';
import { orderItems, paymentsOf } from './sales.service.ts';
import { shippingAddresses } from './sales.tables.ts';

/** Orders as staff read them beyond the engine's routes: with their lines and payments, their invoice, their shipping address. */

/** The engine's repository of a resource of this module. */
export const repositoryOf = (app: ResourceWriter, name: string) => app.repositories.get(name) as Repository;

/** An order's record with its lines, as the engine answers it; 404 when there is none. */
export const orderRecord = (app: ResourceWriter, db: DbOrTx, id: number) => repositoryOf(app, customerOrder.name).get(db, id);

/** An order with its lines (each with its product's name, SKU and unit) and its payments. */
export async function orderDetail(app: ResourceWriter, db: DbOrTx, id: number) {
  const { items: _items, ...order } = await orderRecord(app, db, id);
  return { order, order_items: await orderItems(db, id), payments: await paymentsOf(db, id) };
}

/** The same with the order's shipping address, null when it has none. */
export async function orderDetailWithShipping(app: ResourceWriter, db: DbOrTx, id: number) {
  const answer = await orderDetail(app, db, id);
  const found = await repositoryOf(app, shippingAddress.name).all(db, { exact: { order: [id] } });
  return { ...answer, shipping_address: (found[0] as Row | undefined) ?? null };
}

/** The shipping address of an order; 404 when it has none. */
export async function shippingAddressOfOrder(app: ResourceWriter, db: DbOrTx, orderId: number) {
  const [found] = await db.select({ id: shippingAddresses.id }).from(shippingAddresses).where(eq(shippingAddresses.order, orderId));
  if (!found) throw notFound(`Order id - ${orderId} has no shipping address`);
  return repositoryOf(app, shippingAddress.name).get(db, found.id);
}

/** An order's invoice as a PDF file named by its number. */
export async function orderInvoice(app: ResourceWriter & { media?: MediaStore }, db: DbOrTx, id: number) {
  const order = await orderRecord(app, db, id);
  const content = await invoicePdf(db, app.media, order, await orderItems(db, id));
  return { content, filename: `invoice-${order.order_no}.pdf` };
}

const listing = listQuery(customerOrderResource);

/** A page of orders in the `order/…` paths' envelope (list key `orders`); `searchKey` matches the order number or note. */
export async function orderPage(app: ResourceWriter, db: DbOrTx, query: OrderListQuery, actor: Actor) {
  const orders = repositoryOf(app, customerOrder.name);
  const options = listing.parse(query, undefined);
  const page = query.searchKey
    ? await orders.search(db, {}, query.searchKey, pageRequest(query), options, actor)
    : await orders.list(db, pageRequest(query), options, actor);
  return {
    orders: page.items,
    page: page.page,
    size: page.size,
    total_pages: page.totalPages,
    total_elements: page.totalElements,
  };
}
