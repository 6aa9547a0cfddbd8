import { salesEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { orderDetail, orderDetailWithShipping, orderInvoice, shippingAddressOfOrder } from './order-reads.service.ts';

/** An order as staff read it beyond the engine's routes: with its lines and payments, its invoice PDF, its shipping address. */
export default async function orderReadRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.detailOfOrder, (request) => orderDetail(app, db(), request.params.id));
  serve(app, endpoints.detailWithShipping, (request) => orderDetailWithShipping(app, db(), request.params.id));
  serve(app, endpoints.invoice, (request) => orderInvoice(app, db(), request.params.id));
  serve(app, endpoints.shippingAddressOfOrder, (request) => shippingAddressOfOrder(app, db(), request.params.id));
}
