import { bankingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import {
  acceptSuggestions,
  matchLine,
  statementLines,
  unmatchLine,
  unreconciledEntries,
  voucherFromLine,
} from './reconciliation.service.ts';
import { reconciliationCsv, reconciliationPdf, reconciliationReport } from './report.service.ts';
import { importStatement, previewStatement } from './statements.service.ts';

/** Bank reconciliation's routes, as declared in the contracts: each calls one service. */
export default async function bankingRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.previewStatement, (request) => previewStatement(db(), request.body));
  serve(app, endpoints.importStatement, (request) => importStatement(app, db(), request.body, request.caller));
  serve(app, endpoints.linesOfStatement, (request) => statementLines(db(), request.params.id));
  serve(app, endpoints.match, (request) => matchLine(app, db(), request.body, request.caller));
  serve(app, endpoints.acceptSuggestions, (request) => acceptSuggestions(app, db(), request.params.id, request.caller));
  serve(app, endpoints.unmatch, (request) => unmatchLine(app, db(), request.params.id, request.caller));
  serve(app, endpoints.voucherFromLine, (request) => voucherFromLine(app, db(), request.body, request.caller));
  serve(app, endpoints.unreconciled, (request) => unreconciledEntries(db(), request.query));
  serve(app, endpoints.report, (request) => reconciliationReport(db(), request.query));
  serve(app, endpoints.reportPdf, (request) => reconciliationPdf(db(), request.query));
  serve(app, endpoints.reportCsv, (request) => reconciliationCsv(db(), request.query));
}
