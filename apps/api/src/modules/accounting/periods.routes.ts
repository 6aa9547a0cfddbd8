import { type EndpointShape, accountingEndpoints as endpoints, type VoucherKind } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { closedYears, closeFiscalYear, previewClosing, reopenFiscalYear } from './fiscal-years.ts';
import { readBooksSettings } from './lock.ts';
import { changeLockDates } from './lock-dates.service.ts';
import { reverseVoucher } from './reversal.ts';
import { postedAnswer } from './voucher.service.ts';

/** The books' closed periods: the lock dates, fiscal years' closing and reopening, and each kind of voucher's reversal. */
export default async function periodRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.lockDates, () => readBooksSettings(db()));
  serve(app, endpoints.changeLockDates, (request) => changeLockDates(app, db(), request.body, request.caller));

  serve(app, endpoints.closedFiscalYears, () => closedYears(db()));
  serve(app, endpoints.yearClosingPreview, (request) => previewClosing(db(), request.query));
  serve(app, endpoints.closeFiscalYear, (request) => closeFiscalYear(app, db(), request.body, request.caller));
  serve(app, endpoints.reopenFiscalYear, (request) => reopenFiscalYear(app, db(), request.body, request.caller));

  const reverse = <K extends VoucherKind>(kind: K, endpoint: EndpointShape) =>
    serve(app, endpoint as typeof endpoints.reversePaymentVoucher, async (request) => {
      const reversal = await reverseVoucher(app, db(), kind, Number(request.params.id), request.body, { caller: request.caller });
      const answer = await postedAnswer(db(), kind, reversal);
      return { ...answer, invoice_no: String(reversal.invoice_no), reversal_of: String(reversal.reversal_of) } as never;
    });
  reverse('payment_voucher', endpoints.reversePaymentVoucher);
  reverse('receipt_voucher', endpoints.reverseReceiptVoucher);
  reverse('sales', endpoints.reverseSalesVoucher);
  reverse('purchase', endpoints.reversePurchaseVoucher);
  reverse('contra', endpoints.reverseContraVoucher);
  reverse('journal', endpoints.reverseJournalVoucher);
  reverse('idjournal', endpoints.reverseIdJournal);
}
