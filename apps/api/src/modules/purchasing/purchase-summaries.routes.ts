import { purchasingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { purchaseFinalSummary, purchaseRequestSummary } from './purchasing.reports.ts';

/** Purchasing's two summaries, as declared in the contracts: bills and requests of a period, paged, with their sums. */
export default async function purchaseSummaryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.billSummary, (request) => purchaseFinalSummary(db(), request.query));
  serve(app, endpoints.requestSummary, (request) => purchaseRequestSummary(db(), request.query));
}
