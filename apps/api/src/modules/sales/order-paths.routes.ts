import { salesEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { orderPage, orderRecord } from './order-reads.service.ts';
import { actorOf, createOrder, deleteOrder, updateOrder } from './order-writes.service.ts';

/** `order/…`: the same orders at the paths the other front end calls (decision 018), list key `orders`. */
export default async function orderPathRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.listOrders, (request) => orderPage(app, db(), request.query, actorOf(request)));
  serve(app, endpoints.getOrder, (request) => orderRecord(app, db(), request.params.id));
  serve(app, endpoints.createOrder, (request) => createOrder(app, db(), request.body, actorOf(request)));
  serve(app, endpoints.updateOrder, (request) => updateOrder(app, db(), request.params.id, request.body, actorOf(request)));
  serve(app, endpoints.deleteOrder, (request) => deleteOrder(app, db(), request.params.id, actorOf(request)));
}
