import { purchasingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { requestInvoice, requestLinesWithImages, requestWhole } from './purchase-requests.service.ts';
import { cancelRequest, removeRequestLine } from './purchasing.service.ts';

/** A purchase request's own routes, as declared in the contracts: read whole, printed, cancelled, a line removed. */
export default async function purchaseRequestRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.requestWhole, (request) => requestWhole(app, db(), request.params.id));
  serve(app, endpoints.requestLines, (request) => requestLinesWithImages(app, db(), request.params.id));
  serve(app, endpoints.requestInvoice, (request) => requestInvoice(app, db(), request.params.id));
  serve(app, endpoints.cancelRequest, (request) => cancelRequest(app, db(), request.params.id, request.caller));
  serve(app, endpoints.removeRequestLine, async (request) => {
    await removeRequestLine(app, db(), request.params.id, request.caller);
    return { detail: `Purchase request item id - ${request.params.id} is deleted successfully` };
  });
}
