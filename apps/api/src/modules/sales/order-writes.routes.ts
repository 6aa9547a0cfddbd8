import { salesEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import {
  actorOf,
  cancelAndRead,
  changeOrder,
  changeOrderLine,
  confirmAndRead,
  payAndRead,
  refundAndRead,
  removeOrderLine,
} from './order-writes.service.ts';

/**
 * A draft's edits at the contract's own paths (the order by the id in the body, one line changed or removed),
 * and the workflows: confirming into stock and the books, cancelling (with a refund once paid), recording a payment. Each answers the order.
 */
export default async function orderWriteRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.changeOrder, (request) => changeOrder(app, db(), request.body, actorOf(request)));
  serve(app, endpoints.changeLine, (request) => changeOrderLine(app, db(), request.body, actorOf(request)));
  serve(app, endpoints.removeLine, (request) => removeOrderLine(app, db(), request.params.id, actorOf(request)));
  serve(app, endpoints.confirm, (request) => confirmAndRead(app, db(), request.body, request.caller));
  serve(app, endpoints.cancel, (request) => cancelAndRead(app, db(), request.params.id, request.body?.reason, request.caller));
  serve(app, endpoints.cancelWithRefund, (request) => refundAndRead(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.recordPayment, (request) => payAndRead(app, db(), request.params.id, request.body, request.caller));
}
