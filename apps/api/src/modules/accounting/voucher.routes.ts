import { accountingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as vouchers from './voucher.service.ts';

/**
 * The routes of vouchers whose answers are the contract's own (api-contract.md 3.5), as declared in the
 * contracts: create and `update/` answer voucher rows (one per line) with their account-log rows;
 * `<kind>_by_invoice_no/` answers the voucher by its number, or the contract's "has no" sentence with 200.
 */
export default async function voucherRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.createPaymentVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'payment_voucher', request.body, request.caller),
  );
  serve(app, endpoints.updatePaymentVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'payment_voucher', request.body, request.caller),
  );
  serve(app, endpoints.paymentVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'payment_voucher', request.params.invoiceNo),
  );

  serve(app, endpoints.createReceiptVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'receipt_voucher', request.body, request.caller),
  );
  serve(app, endpoints.updateReceiptVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'receipt_voucher', request.body, request.caller),
  );
  serve(app, endpoints.receiptVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'receipt_voucher', request.params.invoiceNo),
  );

  serve(app, endpoints.createSalesVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'sales', request.body, request.caller),
  );
  serve(app, endpoints.updateSalesVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'sales', request.body, request.caller),
  );
  serve(app, endpoints.salesVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'sales', request.params.invoiceNo),
  );

  serve(app, endpoints.createPurchaseVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'purchase', request.body, request.caller),
  );
  serve(app, endpoints.updatePurchaseVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'purchase', request.body, request.caller),
  );
  serve(app, endpoints.purchaseVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'purchase', request.params.invoiceNo),
  );

  serve(app, endpoints.createContraVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'contra', request.body, request.caller),
  );
  serve(app, endpoints.updateContraVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'contra', request.body, request.caller),
  );
  serve(app, endpoints.contraVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'contra', request.params.invoiceNo),
  );

  serve(app, endpoints.createJournalVoucher, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'journal', request.body, request.caller),
  );
  serve(app, endpoints.updateJournalVoucher, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'journal', request.body, request.caller),
  );
  serve(app, endpoints.journalVoucherByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'journal', request.params.invoiceNo),
  );

  serve(app, endpoints.createIdJournal, (request) =>
    vouchers.createVoucher(db(), app.repositories, 'idjournal', request.body, request.caller),
  );
  serve(app, endpoints.updateIdJournal, (request) =>
    vouchers.updateVoucher(db(), app.repositories, 'idjournal', request.body, request.caller),
  );
  serve(app, endpoints.idJournalByInvoice, (request) =>
    vouchers.voucherOfInvoice(db(), app.repositories, 'idjournal', request.params.invoiceNo, request.query),
  );
}
