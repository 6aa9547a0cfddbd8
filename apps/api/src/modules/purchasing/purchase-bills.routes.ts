import { purchasingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import {
  billInvoice,
  billWhole,
  changeLineOfBill,
  finaliseIntoBill,
  payAndReceiveBill,
  removeLineOfBill,
  returnAndReadBill,
} from './purchase-bills.service.ts';
import { cancelBill } from './purchasing.service.ts';

/**
 * A purchase bill's own routes, as declared in the contracts: made from a request, read whole, its lines
 * changed or removed one by one, paid (stock received, voucher posted), returned, cancelled, printed.
 */
export default async function purchaseBillRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.finaliseRequest, (request) => finaliseIntoBill(app, db(), request.body, request.caller));
  serve(app, endpoints.billWhole, (request) => billWhole(app, db(), request.params.id));
  serve(app, endpoints.changeBillLine, (request) => changeLineOfBill(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.removeBillLine, (request) => removeLineOfBill(app, db(), request.params.id, request.caller));
  serve(app, endpoints.payBill, (request) => payAndReceiveBill(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.returnBill, (request) => returnAndReadBill(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.cancelBill, (request) => cancelBill(app, db(), request.params.id, request.caller));
  serve(app, endpoints.billInvoice, (request) => billInvoice(app, db(), request.params.id));
}
