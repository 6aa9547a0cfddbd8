import { salesEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { orderReport, orderSummary } from './sales.reports.ts';

/**
 * The shop's order reports (api-contract.md 4): confirmed orders' lines with their profit (price − cost
 * per line), and one line per confirmed order with its totals and what is paid. Both by the day the order
 * was confirmed, paged in SQL; the back office exports them as CSV and XLSX (decision 009).
 */
export default async function salesReportRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.reportWithProfit, (request) => orderReport(db(), request.query));
  serve(app, endpoints.summaryReport, (request) => orderSummary(db(), request.query));
}
