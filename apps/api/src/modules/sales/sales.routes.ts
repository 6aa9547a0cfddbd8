import {
  basePath,
  cancelOrderBody,
  confirmOrderBody,
  customerOrder,
  detail,
  errorAnswers,
  id,
  pagingKeys,
  recordPaymentBody,
  salesActionPermissions,
  updateOrderItemBody,
  writeErrorAnswers,
} from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import { listQuery } from '../../resource/list-query.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { inputSchemas, pageQuery, rowSchema } from '../../resource/schemas.ts';
import { invoicePdf } from './sales.pdf.ts';
import { customerOrderResource, shippingAddressResource } from './sales.resources.ts';
import { cancelOrder, confirmOrder, orderItems, paymentsOf, recordPayment, today } from './sales.service.ts';
import { customerOrderLines, shippingAddresses } from './sales.tables.ts';

const keyParams = z.object({ id: id() });
const security = [{ bearer: [] }];
const tags = ['customerorder'];
const permission = (verb: 'read' | 'create' | 'update' | 'delete') => ({ permission: `customerorder.${verb}` });

/**
 * Orders' own routes (api-contract.md 5, 6.6; decision 018): the contract's detail variants and line
 * edits, confirming into stock and the books, cancelling, payments, the invoice PDF, the shipping address of
 * an order, and `order/…`: the same records at the other front end's paths.
 */
export default async function salesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const orders = () => app.repositories.get('customerorder') as Repository;
  const base = basePath(customerOrder);
  const row = rowSchema(customerOrderResource);
  const input = inputSchemas(customerOrderResource);
  const item = z.looseObject({ id: z.number(), product: z.number(), quantity: z.number(), product_name: z.string() });
  const payment = z.object({
    id: z.number(),
    amount: z.string(),
    method: z.number(),
    method_name: z.string(),
    date: z.string(),
    receipt_invoice_no: z.string(),
  });
  const address = rowSchema(shippingAddressResource);
  const actor = (request: { caller: unknown; ip: string }) => ({ caller: request.caller as never, ip: request.ip });
  const orderOf = (orderId: number) => orders().get(db(), orderId);

  const details = async (orderId: number) => {
    const { items: _items, ...order } = await orderOf(orderId);
    return { order, order_items: await orderItems(db(), orderId), payments: await paymentsOf(db(), orderId) };
  };
  const detailAnswer = z.object({ order: row.omit({ items: true }), order_items: z.array(item), payments: z.array(payment) });

  app.get(
    `${base}get_a_customer_order_detail/:id`,
    {
      config: permission('read'),
      schema: {
        tags,
        summary: 'An order with its lines (each with its product’s name and SKU) and its payments',
        security,
        params: keyParams,
        response: { 200: detailAnswer, ...errorAnswers },
      },
    },
    async (request) => (await details(request.params.id)) as never,
  );

  app.get(
    `${base}get_a_customer_order_detail_with_order_orderitem_shipping/:id`,
    {
      config: permission('read'),
      schema: {
        tags,
        summary: 'An order with its lines, payments and shipping address (null when it has none)',
        security,
        params: keyParams,
        response: { 200: detailAnswer.extend({ shipping_address: address.nullable() }), ...errorAnswers },
      },
    },
    async (request) => {
      const answer = await details(request.params.id);
      const found = await (app.repositories.get('shippingaddress') as Repository).all(db(), { exact: { order: [request.params.id] } });
      return { ...answer, shipping_address: found[0] ?? null } as never;
    },
  );

  const writeOptions = (summary: string, body: z.ZodType, config = permission('update')) => ({
    config,
    schema: { tags, summary, security, body, response: { 200: row, ...writeErrorAnswers } },
  });

  const updateOrder = writeOptions(
    'Change a draft order: its id and the fields that change (lines by id: a line with an id changes, one without is added, one left out is removed); 409 once confirmed or cancelled',
    input.update.extend({ id: id() }),
  );
  for (const method of ['PUT', 'PATCH', 'POST'] as const)
    app.route({
      method,
      url: `${base}update_order`,
      ...updateOrder,
      handler: async (request) => {
        const { id: orderId, ...changes } = request.body as Row & { id: number };
        return orders().update(db(), orderId, changes, actor(request)) as never;
      },
    });

  /** The order a line belongs to, or 404. */
  const orderOfLine = async (lineId: number) => {
    const [line] = await db()
      .select({ order: customerOrderLines.document })
      .from(customerOrderLines)
      .where(eq(customerOrderLines.id, lineId));
    if (!line) throw notFound(`Order line id - ${lineId} does not exist`);
    return line.order as number;
  };

  const updateItem = writeOptions(
    'Change one line of a draft order: its id, and its quantity or unit price; answers the order',
    updateOrderItemBody,
  );
  for (const method of ['PUT', 'PATCH', 'POST'] as const)
    app.route({
      method,
      url: `${base}update_item`,
      ...updateItem,
      handler: async (request) => {
        const { id: lineId, ...changes } = request.body as z.infer<typeof updateOrderItemBody>;
        if (changes.quantity === undefined && changes.unit_price === undefined)
          throw new HttpError(400, { quantity: ['Give the new quantity or unit price.'] });
        const orderId = await orderOfLine(lineId);
        const order = await orderOf(orderId);
        const items = (order.items as Row[]).map((l) => (l.id === lineId ? { id: lineId, ...changes } : { id: l.id }));
        return orders().update(db(), orderId, { items }, actor(request)) as never;
      },
    });

  app.delete(
    '/customerorder/api/v1/customerorder_delete_item/:id',
    {
      config: permission('update'),
      schema: {
        tags,
        summary: 'Remove one line of a draft order; its last line stays (delete the order instead); answers the order',
        security,
        params: keyParams,
        response: { 200: row, ...writeErrorAnswers },
      },
    },
    async (request) => {
      const orderId = await orderOfLine(request.params.id);
      const order = await orderOf(orderId);
      const kept = (order.items as Row[]).filter((l) => l.id !== request.params.id);
      if (!kept.length && order.status === 'draft')
        throw new HttpError(409, `This is the last line of order ${order.order_no}; delete the order instead.`);
      return orders().update(db(), orderId, { items: kept.map((l) => ({ id: l.id })) }, actor(request)) as never;
    },
  );

  app.post(
    `${base}confirm`,
    writeOptions(
      'Confirm a draft order ({id}, optional date): takes its stock out and posts its sales voucher in one transaction; 409 with a sentence when a product is short (naming it and what is left) or the order is not a draft',
      confirmOrderBody,
      { permission: salesActionPermissions.confirm.name },
    ),
    async (request) => {
      const body = request.body as z.infer<typeof confirmOrderBody>;
      await confirmOrder(app, db(), body.id, body.date ?? today(), request.caller);
      return orderOf(body.id) as never;
    },
  );

  app.post(
    `${base}cancel/:id`,
    {
      config: { permission: salesActionPermissions.cancel.name },
      schema: {
        tags,
        summary:
          'Cancel an order ({reason}, optional): a confirmed one returns its stock and its sale is reversed by a mirror sales voucher; a draft is only marked; 409 when already cancelled or paid against',
        security,
        params: keyParams,
        body: cancelOrderBody.nullish(),
        response: { 200: row, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await cancelOrder(app, db(), request.params.id, request.body?.reason, request.caller);
      return orderOf(request.params.id) as never;
    },
  );

  app.post(
    `${base}record_payment/:id`,
    {
      config: { permission: salesActionPermissions.recordPayment.name },
      schema: {
        tags,
        summary:
          "Record money received against a confirmed order ({amount, method, date}): a receipt voucher (Cash or Bank debited by the method, the customer's ledger credited); more than is due is refused",
        security,
        params: keyParams,
        body: recordPaymentBody,
        response: { 200: row, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await recordPayment(app, db(), request.params.id, request.body, request.caller);
      return orderOf(request.params.id) as never;
    },
  );

  app.get(
    `${base}get_invoice_by_order_id/:id`,
    {
      config: permission('read'),
      schema: {
        tags,
        summary: "An order's invoice as PDF, with the charity's letterhead (a draft's is marked as such)",
        security,
        params: keyParams,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('A PDF file (application/pdf, a download)'), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.id);
      const pdf = await invoicePdf(db(), app.media, order, await orderItems(db(), request.params.id));
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="invoice-${order.order_no}.pdf"`,
          'cache-control': 'private, no-store',
        })
        .send(pdf as never);
    },
  );

  app.get(
    '/shippingaddress/api/v1/shippingaddress_using_order_id/:id',
    {
      config: { permission: 'shippingaddress.read' },
      schema: {
        tags: ['shippingaddress'],
        summary: 'The shipping address of an order (404 when it has none)',
        security,
        params: keyParams,
        response: { 200: address, ...errorAnswers },
      },
    },
    async (request) => {
      const [found] = await db()
        .select({ id: shippingAddresses.id })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.order, request.params.id));
      if (!found) throw notFound(`Order id - ${request.params.id} has no shipping address`);
      return (app.repositories.get('shippingaddress') as Repository).get(db(), found.id) as never;
    },
  );

  // `order/…`: the same records at the paths the other front end calls (decision 018), list key `orders`.
  const alias = '/order/api/v1/order/';
  const aliasTags = ['order'];
  const listing = listQuery(customerOrderResource);
  const paged = z.object({ orders: z.array(row), ...pagingKeys });
  const envelope = (page: Awaited<ReturnType<Repository['list']>>) => ({
    orders: page.items,
    page: page.page,
    size: page.size,
    total_pages: page.totalPages,
    total_elements: page.totalElements,
  });
  for (const url of [`${alias}all`, `${alias}search`])
    app.get(
      url,
      {
        config: permission('read'),
        schema: {
          tags: aliasTags,
          summary: 'Orders, paged (the same records as customerorder/all/); search/ matches the order number or note by `searchKey`',
          security,
          querystring: pageQuery.extend(listing.schema.shape).extend({ searchKey: z.string().max(200).optional() }),
          response: { 200: paged, ...errorAnswers },
        },
      },
      async (request) => {
        const q = request.query as Record<string, string | undefined>;
        const options = listing.parse(q as Row, undefined);
        const page = q.searchKey
          ? await orders().search(db(), {}, q.searchKey, pageRequest(q), options, actor(request))
          : await orders().list(db(), pageRequest(q), options, actor(request));
        return envelope(page) as never;
      },
    );
  app.get(
    `${alias}:id`,
    {
      config: permission('read'),
      schema: {
        tags: aliasTags,
        summary: 'One order with its lines',
        security,
        params: keyParams,
        response: { 200: row, ...errorAnswers },
      },
    },
    async (request) => orderOf(request.params.id) as never,
  );
  app.post(
    `${alias}create`,
    {
      config: permission('create'),
      schema: {
        tags: aliasTags,
        summary: 'Create a draft order',
        security,
        body: input.create,
        response: { 201: row, ...writeErrorAnswers },
      },
    },
    async (request, reply) => reply.code(201).send((await orders().create(db(), request.body as Row, actor(request))) as never),
  );
  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: `${alias}update/:id`,
      config: permission('update'),
      schema: {
        tags: aliasTags,
        summary: 'Change a draft order',
        security,
        params: keyParams,
        body: input.update,
        response: { 200: row, ...writeErrorAnswers },
      },
      handler: async (request) =>
        orders().update(db(), (request.params as { id: number }).id, request.body as Row, actor(request)) as never,
    });
  app.delete(
    `${alias}delete/:id`,
    {
      config: permission('delete'),
      schema: {
        tags: aliasTags,
        summary: 'Delete a draft order',
        security,
        params: keyParams,
        response: { 200: detail, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await orders().remove(db(), request.params.id, actor(request));
      return { detail: `Order id - ${request.params.id} is deleted successfully` };
    },
  );
}
