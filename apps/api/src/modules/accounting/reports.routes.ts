import { accountingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as reports from './reports.service.ts';

/**
 * The account reports of api-contract.md 4.1, as declared in the contracts: statements of ledgers, the cash
 * and bank totals, the voucher reports and their summaries, and the financial statements of a period.
 */
export default async function reportRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.generalLedgerStatement, (request) => reports.ledgerStatement(db(), 'general', request.query));
  serve(app, endpoints.statementByLedgerType, (request) => reports.statementByLedgerType(db(), request.query));
  serve(app, endpoints.cashLedgerStatement, (request) => reports.ledgerStatement(db(), 'cash', request.query));
  serve(app, endpoints.bankLedgerStatement, (request) => reports.ledgerStatement(db(), 'bank', request.query));
  serve(app, endpoints.personOrCompanyStatement, (request) => reports.ledgerStatement(db(), 'personOrCompany', request.query));
  serve(app, endpoints.subLedgerStatement, (request) => reports.ledgerStatement(db(), 'subLedger', request.query));
  serve(app, endpoints.cashAndBankTotals, (request) => reports.cashAndBankTotalsOf(db(), request.query));

  serve(app, endpoints.paymentVoucherReport, (request) => reports.voucherReportOf(db(), 'payment_voucher', request.query));
  serve(app, endpoints.paymentVoucherSummary, (request) => reports.voucherSummaryOf(db(), 'payment_voucher', request.query));
  serve(app, endpoints.receiptVoucherReport, (request) => reports.voucherReportOf(db(), 'receipt_voucher', request.query));
  serve(app, endpoints.receiptVoucherSummary, (request) => reports.voucherSummaryOf(db(), 'receipt_voucher', request.query));
  serve(app, endpoints.salesReport, (request) => reports.voucherReportOf(db(), 'sales', request.query));
  serve(app, endpoints.salesSummary, (request) => reports.voucherSummaryOf(db(), 'sales', request.query));
  serve(app, endpoints.purchaseReport, (request) => reports.voucherReportOf(db(), 'purchase', request.query));
  serve(app, endpoints.purchaseSummary, (request) => reports.voucherSummaryOf(db(), 'purchase', request.query));
  serve(app, endpoints.contraReport, (request) => reports.voucherReportOf(db(), 'contra', request.query));

  serve(app, endpoints.trialBalance, (request) => reports.trialBalanceOf(db(), request.query));
  serve(app, endpoints.profitAndLoss, (request) => reports.profitAndLossOf(db(), request.query));
  serve(app, endpoints.balanceSheet, (request) => reports.balanceSheetOf(db(), request.query));
}
