import { accountingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { recordExpense, recordReceipt } from './entries.service.ts';

/** The plain ways into the books, as declared with the vouchers: an expense paid, money received. */
export default async function entriesRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  serve(app, endpoints.recordExpense, (request) => recordExpense(app, db(), request.body, request.caller));
  serve(app, endpoints.recordReceipt, (request) => recordReceipt(app, db(), request.body, request.caller));
}
