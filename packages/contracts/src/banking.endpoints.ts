import { z } from 'zod';
import {
  bankStatement,
  lineVoucherBody,
  matchBody,
  reconcilableEntry,
  reconcilePermission,
  reconciliationQuery,
  reconciliationReport,
  statementImportBody,
  statementLine,
  statementLines,
  statementPreview,
  statementPreviewBody,
  unreconciledQuery,
} from './banking.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id } from './fields.ts';
import { basePath, permissionName } from './resource.ts';
import { errorAnswers, pdfFile, writeErrorAnswers } from './responses.ts';

/**
 * Bank reconciliation's routes: a statement previewed and imported, its lines with their suggestions, a line
 * matched (a suggestion accepted, or several entries chosen), unmatched or made into a voucher, and the report.
 */

const tags = ['bank reconciliation'];
const statements = basePath(bankStatement);
const reconciliation = '/bank_reconciliation/api/v1/bank_reconciliation/';
const read = { permission: permissionName(bankStatement.name, 'get') };
const reconcile = { permission: reconcilePermission.name };
const keyParams = z.object({ id: id() });

const previewStatement = defineEndpoint({
  method: 'POST',
  path: `${statements}preview`,
  access: reconcile,
  tags,
  summary: "A CSV statement's headings and first rows, with the column mapping remembered for the ledger (or guessed)",
  body: statementPreviewBody,
  responses: { 200: statementPreview, ...writeErrorAnswers },
});

const importStatement = defineEndpoint({
  method: 'POST',
  path: `${statements}import`,
  access: reconcile,
  tags,
  summary:
    'Import a CSV statement for a Bank or Cash ledger with its column mapping (remembered for the ledger); a file or lines already imported are refused (409)',
  body: statementImportBody,
  responses: { 201: recordOf(bankStatement), ...writeErrorAnswers },
});

const linesOfStatement = defineEndpoint({
  method: 'GET',
  path: `${statements}lines/:id`,
  access: read,
  tags,
  summary: "A statement's lines, each with the entries it is matched to or the entry suggested for it, and the progress",
  params: keyParams,
  responses: { 200: statementLines, ...errorAnswers },
});

const match = defineEndpoint({
  method: 'POST',
  path: `${reconciliation}match`,
  access: reconcile,
  tags,
  summary: 'Match a statement line to one or more unreconciled entries of its ledger whose amounts sum to the line’s',
  body: matchBody,
  responses: { 200: statementLine, ...writeErrorAnswers },
});

const acceptSuggestions = defineEndpoint({
  method: 'POST',
  path: `${reconciliation}accept_suggestions/:id`,
  access: reconcile,
  tags,
  summary: "Accept every suggestion of a statement's unmatched lines at once",
  params: keyParams,
  responses: { 200: z.object({ accepted: z.number().int() }), ...writeErrorAnswers },
});

const unmatch = defineEndpoint({
  method: 'POST',
  path: `${reconciliation}unmatch/:id`,
  access: reconcile,
  tags,
  summary: 'Undo the match of a statement line',
  params: keyParams,
  responses: { 200: statementLine, ...writeErrorAnswers },
});

const voucherFromLine = defineEndpoint({
  method: 'POST',
  path: `${reconciliation}voucher`,
  access: reconcile,
  tags,
  summary:
    'Post an unmatched line as a receipt voucher (money in) or a payment voucher (money out) against another ledger, and match the line to it',
  body: lineVoucherBody,
  responses: { 201: statementLine, ...writeErrorAnswers },
});

const unreconciled = defineEndpoint({
  method: 'GET',
  path: `${reconciliation}unreconciled`,
  access: read,
  tags,
  summary: "A ledger's entries not yet matched to a statement line, oldest first (at most 500), between two dates if given",
  query: unreconciledQuery,
  responses: { 200: z.object({ entries: z.array(reconcilableEntry) }), ...errorAnswers },
});

const report = defineEndpoint({
  method: 'GET',
  path: `${reconciliation}report`,
  access: read,
  tags,
  summary: 'The reconciliation as at a date: book balance, bank balance, and the uncleared items that explain the difference',
  query: reconciliationQuery,
  responses: { 200: reconciliationReport, ...errorAnswers },
});

const reportPdf = defineEndpoint({
  method: 'GET',
  path: `${reconciliation}report/pdf`,
  access: read,
  tags,
  summary: 'The reconciliation report printed as PDF on the charity’s letterhead',
  query: reconciliationQuery,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers },
});

const reportCsv = defineEndpoint({
  method: 'GET',
  path: `${reconciliation}report/csv`,
  access: read,
  tags,
  summary: 'The reconciliation report as CSV (text/csv, a download)',
  query: reconciliationQuery,
  produces: 'csv',
  responses: { 200: z.string().describe('CSV'), ...errorAnswers },
});

export const bankingEndpoints = {
  previewStatement,
  importStatement,
  linesOfStatement,
  match,
  acceptSuggestions,
  unmatch,
  voucherFromLine,
  unreconciled,
  report,
  reportPdf,
  reportCsv,
} as const;
