import { z } from 'zod';
import {
  accountLog,
  contraVoucher,
  idJournalVoucher,
  journalVoucher,
  paymentVoucher,
  purchaseVoucher,
  receiptVoucher,
  salesVoucher,
  type VoucherKind,
  voucherKinds,
} from './accounting.ts';
import { plainEntryAnswer, plainEntryInput } from './accounting-entries.ts';
import {
  closeYearPermission,
  fiscalYearInput,
  fiscalYearsAnswer,
  lockBooksPermission,
  lockDatesAnswer,
  lockDatesInput,
  reversalInput,
  setLockDatesPermission,
  yearClosing,
} from './accounting-periods.ts';
import {
  balanceSheetAnswer,
  cashAndBankTotalsAnswer,
  keyedShape,
  ledgerStatementAnswer,
  ledgerStatementQuery,
  ledgerTypeStatementQuery,
  namedRecord,
  profitAndLossAnswer,
  type ReportedKind,
  reportPeriodQuery,
  type SummarisedKind,
  trialBalanceAnswer,
  voucherReportAnswer,
  voucherReportQuery,
  voucherSummaryAnswer,
} from './accounting-reports.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { innerSchema } from './field-meta.ts';
import { documentInput } from './input-schemas.ts';
import { aOrAn, basePath, permissionName, type ResourceContract } from './resource.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

import { detail, errorAnswers, pagingKeys, writeErrorAnswers } from './responses.ts';

/**
 * The books' routes beyond the engine's (api-contract.md 3.5, 4.1): the account log's refused writes, each
 * kind of voucher's create, update by invoice number and read by invoice number, the statements of ledgers,
 * the voucher reports and the financial statements.
 */

/** Every report of the books needs the account log's read permission. */
const readBooks = { permission: permissionName(accountLog.name, 'get') } as const;

// The account log is written only by posting vouchers: the contract's writes answer 405 and the way instead.
const accountLogs = basePath(accountLog);
const refusal = {
  access: readBooks,
  tags: ['account_log'],
  summary: 'Refused: the account log is written by vouchers only',
  responses: { 405: detail, ...errorAnswers },
} as const;
const refuseAccountLogCreate = defineEndpoint({ method: 'POST', path: `${accountLogs}create`, ...refusal });
const refuseAccountLogUpdate = defineEndpoint({
  method: ['PUT', 'PATCH'],
  path: `${accountLogs}update/:id`,
  params: z.object({ id: z.string() }),
  ...refusal,
});
const refuseAccountLogDelete = defineEndpoint({
  method: 'DELETE',
  path: `${accountLogs}delete/:id`,
  params: z.object({ id: z.string() }),
  ...refusal,
});
const refuseAccountLogDeleteMany = defineEndpoint({ method: 'DELETE', path: `${accountLogs}delete_multiple`, ...refusal });

// Statements of ledgers, from the account log.
const logReports = '/account_log_report/api/v1/account_log_report/';
const statement = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${logReports}${path}`,
    access: readBooks,
    tags: ['account_log_report'],
    summary,
    query: ledgerStatementQuery,
    responses: { 200: ledgerStatementAnswer, ...errorAnswers },
  });
const generalLedgerStatement = statement('general', 'The ledger report: rows of a ledger with previous_balance and a running balance');
const statementByLedgerType = defineEndpoint({
  method: 'GET',
  path: `${logReports}by_ledger_type`,
  access: readBooks,
  tags: ['account_log_report'],
  summary: 'The account statement of Cash, or of the bank ledgers',
  query: ledgerTypeStatementQuery,
  responses: { 200: ledgerStatementAnswer, ...errorAnswers },
});
const cashLedgerStatement = statement('for_cash_ledger', 'The statement of the Cash ledger');
const bankLedgerStatement = statement('for_bank_ledger_or_bank_account_group', 'The statement of one bank ledger, or of them all');
const personOrCompanyStatement = statement('for_person_or_company_ledger', 'The statement of a person’s or a company’s ledger');
const subLedgerStatement = statement('for_sub_ledger', 'The statement of a sub-ledger');
const cashAndBankTotalsOfPeriod = defineEndpoint({
  method: 'GET',
  path: `${logReports}get_total_cash_dr_cr_bank_dr_cr`,
  access: readBooks,
  tags: ['account_log_report'],
  summary: 'Debit and credit totals of Cash and of the bank ledgers over a period',
  query: reportPeriodQuery,
  responses: { 200: cashAndBankTotalsAnswer, ...errorAnswers },
});

// The report of each kind of voucher, and its totals by sub-ledger.
const voucherReports = '/account_report/api/v1/account_report/';
const words = (kind: VoucherKind) => kind.replace(/_/g, ' ');
const reportOf = <K extends ReportedKind>(kind: K) =>
  defineEndpoint({
    method: 'GET',
    path: `${voucherReports}report_for_${kind}`,
    access: readBooks,
    tags: ['account_report'],
    summary: `The ${words(kind)} report`,
    query: voucherReportQuery,
    responses: { 200: voucherReportAnswer(kind), ...errorAnswers },
  });
const summaryOf = <K extends SummarisedKind>(kind: K) =>
  defineEndpoint({
    method: 'GET',
    path: `${voucherReports}summary_for_${kind}`,
    access: readBooks,
    tags: ['account_report'],
    summary: `The ${words(kind)} totals by sub-ledger`,
    query: voucherReportQuery,
    responses: { 200: voucherSummaryAnswer(kind), ...errorAnswers },
  });

// The financial statements of a period.
const statements = '/balance_sheet/api/v1/balance_sheet/';
const financialStatement = <S extends z.ZodType>(path: string, summary: string, answer: S) =>
  defineEndpoint({
    method: 'GET',
    path: `${statements}${path}`,
    access: readBooks,
    tags: ['balance_sheet'],
    summary,
    query: reportPeriodQuery,
    responses: { 200: answer, ...errorAnswers },
  });

/**
 * What a client sends to create a voucher and to change one: the engine's body of a document with lines (the
 * contract's fields, an optional one also null to clear it; a change's lines by id, a new line with every
 * required field); a change names the voucher by `invoice_no`.
 */
export function voucherInput(contract: ResourceContract) {
  const { items, ...header } = contract.input.shape as Record<string, z.ZodType>;
  const { id: _id, ...line } = (innerSchema(items) as z.ZodArray<z.ZodObject>).element.shape as Record<string, z.ZodType>;
  const { create, update } = documentInput(header, 'items', line);
  return { create, update: z.object({ ...update.shape, invoice_no: z.string({ error: 'This field is required.' }).min(1).max(40) }) };
}

/**
 * A voucher as the contract's rows: one per line, each with the voucher's number, date, branch, file and
 * details, and its ledger, sub-ledger and branch as `{id, name}`. Receipt and payment vouchers carry the
 * receipt's number they refer to; a payment line names the cause (restricted fund) it was spent on.
 */
export const voucherRow = <K extends VoucherKind>(kind: K) =>
  z.object({
    id: z.number(),
    ledger: namedRecord.nullable(),
    sub_ledger: namedRecord.nullable(),
    branch: namedRecord.nullable(),
    invoice_no: z.string(),
    ...(voucherKinds[kind].refInvoice ? { ref_invoice_no: z.string().nullable() } : {}),
    debit_amount: z.string(),
    credit_amount: z.string(),
    ...(kind === 'payment_voucher' ? { cause: namedRecord.nullable() } : {}),
    ...keyedShape(voucherKinds[kind].date, z.string()),
    file: z.string().nullable(),
    details: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.number().nullable(),
    updated_by: z.number().nullable(),
  });

export type VoucherRow<K extends VoucherKind> = z.input<ReturnType<typeof voucherRow<K>>>;

/** A voucher's rows under its kind's list key, with the account-log rows it posted. */
const postedVoucher = <K extends VoucherKind>(kind: K) =>
  z.object({ ...keyedShape(voucherKinds[kind].plural, z.array(voucherRow(kind))), account_logs: z.array(recordOf(accountLog)) });
export type PostedVoucher<K extends VoucherKind> = z.input<ReturnType<typeof postedVoucher<K>>>;

/**
 * A voucher by its number: its header (its id, the reversal it is or has, sub-ledger and branch as `{id, name}`),
 * then its rows; the id-journal's a page of them.
 */
const voucherOfInvoice = <K extends VoucherKind>(kind: K) =>
  z.object({
    id: z.number(),
    invoice_no: z.string(),
    reversal_of: z.string().nullable(),
    reversed_by: z.string().nullable(),
    file: z.string().nullable(),
    sub_ledger: namedRecord.nullable(),
    branch: namedRecord.nullable(),
    ...keyedShape(voucherKinds[kind].date, z.string()),
    details: z.string().nullable(),
    items: z.array(voucherRow(kind)),
    ...(kind === 'idjournal' ? pagingKeys : {}),
  });
export type VoucherOfInvoice<K extends VoucherKind> = z.input<ReturnType<typeof voucherOfInvoice<K>>>;

const voucherFiles = { file: ['image', 'pdf'] } as const;

/**
 * A kind of voucher's own routes: create and `update/` answer its rows with their account-log rows;
 * `<kind>_by_invoice_no/` answers the voucher by its number, or the contract's "has no" sentence with 200.
 */
function voucherEndpoints<K extends VoucherKind>(contract: ResourceContract<z.ZodObject, K>) {
  const kind = contract.name;
  const spec = voucherKinds[kind];
  const base = basePath(contract);
  const label = spec.label.toLowerCase();
  const input = voucherInput(contract);
  // The contract pages the id-journal's lines (an id-journal can post to a ledger per member).
  const paged = kind === 'idjournal';
  return {
    create: defineEndpoint({
      method: 'POST',
      path: `${base}create`,
      access: { permission: permissionName(kind, 'create') },
      tags: [kind],
      summary: `Create ${aOrAn(label)}: its lines post to the books`,
      body: input.create,
      files: voucherFiles,
      responses: { 201: postedVoucher(kind), ...writeErrorAnswers },
    }),
    update: defineEndpoint({
      method: ['PUT', 'PATCH'],
      path: `${base}update`,
      access: { permission: permissionName(kind, 'update') },
      tags: [kind],
      summary: `Change ${aOrAn(label)} found by invoice_no; lines by id (without one: added; left out: removed)`,
      body: input.update,
      files: voucherFiles,
      responses: { 200: z.object({ data: postedVoucher(kind), detail: z.string() }), ...writeErrorAnswers },
    }),
    reverse: defineEndpoint({
      method: 'POST',
      path: `${base}reverse/:id`,
      access: { permission: permissionName(kind, 'create') },
      tags: [kind],
      summary: `Reverse ${aOrAn(label)}: post its mirror (debits and credits swapped), dated in an open period; once only`,
      params: z.object({ id: z.string() }),
      body: reversalInput,
      responses: {
        201: postedVoucher(kind).extend({ invoice_no: z.string(), reversal_of: z.string() }),
        ...writeErrorAnswers,
      },
    }),
    byInvoice: defineEndpoint({
      method: 'GET',
      path: `${base}${kind}_by_invoice_no/:invoiceNo`,
      // The back office calls it without the trailing slash.
      trailingSlash: false,
      // The contract serves sales by invoice also at the receipt voucher's spelling.
      ...(kind === 'sales' ? { aliases: [`${base}receipt_voucher_by_invoice_no/:invoiceNo`] } : {}),
      access: { permission: permissionName(kind, 'get') },
      tags: [kind],
      summary: paged
        ? `${capitalised(aOrAn(label))} by its invoice number, with a page of its lines (page, size)`
        : `${capitalised(aOrAn(label))} by its invoice number, with its lines`,
      params: z.object({ invoiceNo: z.string().min(1).max(40) }),
      ...(paged ? { query: z.object({ page: z.string().optional(), size: z.string().optional() }) } : {}),
      // The contract answers an unknown number with 200 and a sentence.
      responses: { 200: z.union([voucherOfInvoice(kind), detail]), ...errorAnswers },
    }),
    settles: defineEndpoint({
      method: 'GET',
      path: `${base}settles/:invoiceNo`,
      access: { permission: permissionName(kind, 'get') },
      tags: [kind],
      summary: `What ${aOrAn(label)} settles: the gifts, subscriptions, orders and bills that name it (none for an unknown number)`,
      params: z.object({ invoiceNo: z.string().min(1).max(40) }),
      responses: { 200: z.object({ settles: z.array(settledRecord) }), ...errorAnswers },
    }),
  };
}

/**
 * A record a voucher settles, named as its page names it: a confirmed gift (its receipt number), a paid subscription
 * (its month), an order confirmed, cancelled or paid (its number), a paid bill (its number); with the amount settled.
 */
export const settledRecord = z.object({
  resource: z.enum(['donation', 'monthly_subscription', 'customerorder', 'purchase_final']),
  id: z.number(),
  number: z.string(),
  amount: z.string(),
});
export type SettledRecord = z.infer<typeof settledRecord>;

const payments = voucherEndpoints(paymentVoucher);
const receipts = voucherEndpoints(receiptVoucher);
const sales = voucherEndpoints(salesVoucher);
const purchases = voucherEndpoints(purchaseVoucher);
const contras = voucherEndpoints(contraVoucher);
const journals = voucherEndpoints(journalVoucher);
const idJournals = voucherEndpoints(idJournalVoucher);

/** Each kind of voucher's own routes (create, update, by invoice number), by kind. */
export const voucherEndpointsByKind = {
  payment_voucher: payments,
  receipt_voucher: receipts,
  sales,
  purchase: purchases,
  contra: contras,
  journal: journals,
  idjournal: idJournals,
} as const satisfies Record<VoucherKind, unknown>;

/** Each reported kind's report, and its totals by sub-ledger where it has them, by kind. */
export const voucherReportEndpoints = {
  payment_voucher: { report: reportOf('payment_voucher'), summary: summaryOf('payment_voucher') },
  receipt_voucher: { report: reportOf('receipt_voucher'), summary: summaryOf('receipt_voucher') },
  sales: { report: reportOf('sales'), summary: summaryOf('sales') },
  purchase: { report: reportOf('purchase'), summary: summaryOf('purchase') },
  contra: { report: reportOf('contra') },
} as const satisfies Record<ReportedKind, unknown>;

/** The financial statements of a period, by the contract's name of each. */
export const financialStatementEndpoints = {
  trial_balance: financialStatement('trial_balance', 'The trial balance of a period', trialBalanceAnswer),
  profit_loss: financialStatement('profit_loss', 'The profit and loss account of a period', profitAndLossAnswer),
  balance_sheet: financialStatement('balance_sheet', 'The balance sheet of a period', balanceSheetAnswer),
} as const;
export type FinancialStatementKind = keyof typeof financialStatementEndpoints;

// The lock dates and the fiscal year's first month.
const lockDatesPath = '/accounting_lock/api/v1/accounting_lock';
const lockDates = defineEndpoint({
  method: 'GET',
  path: lockDatesPath,
  access: readBooks,
  tags: ['accounting_lock'],
  summary: 'The lock dates (lock_date binds everyone, adviser_lock_date all but accounting.lock) and the fiscal year’s first month',
  responses: { 200: lockDatesAnswer, ...errorAnswers },
});
const changeLockDates = defineEndpoint({
  method: 'PUT',
  path: lockDatesPath,
  access: { anyPermission: [setLockDatesPermission.name, lockBooksPermission.name] },
  tags: ['accounting_lock'],
  summary: 'Set the lock dates (moving one back, or changing the first month, needs accounting.lock); audited',
  body: lockDatesInput,
  responses: { 200: lockDatesAnswer, ...writeErrorAnswers },
});

// Fiscal years: the closed ones, what a closing will post, closing and reopening.
const fiscalYears = '/fiscal_year/api/v1/fiscal_year';
const closedFiscalYears = defineEndpoint({
  method: 'GET',
  path: fiscalYears,
  access: readBooks,
  tags: ['fiscal_year'],
  summary: 'The closed fiscal years, latest first, and the month fiscal years start in',
  responses: { 200: fiscalYearsAnswer, ...errorAnswers },
});
const yearClosingPreview = defineEndpoint({
  method: 'GET',
  path: `${fiscalYears}/preview`,
  access: readBooks,
  tags: ['fiscal_year'],
  summary: 'What closing a fiscal year ({year_start}) posts: each income and expense ledger to nil, the surplus into the Accumulated fund',
  query: fiscalYearInput,
  responses: { 200: yearClosing, ...errorAnswers },
});
const closeFiscalYear = defineEndpoint({
  method: 'POST',
  path: `${fiscalYears}/close`,
  access: { permission: closeYearPermission.name },
  tags: ['fiscal_year'],
  summary: 'Close a fiscal year: one closing journal on its last day into the Accumulated fund, then the year is locked; once (409 after)',
  body: fiscalYearInput,
  responses: { 201: yearClosing, ...writeErrorAnswers },
});
const reopenFiscalYear = defineEndpoint({
  method: 'POST',
  path: `${fiscalYears}/reopen`,
  access: { permission: lockBooksPermission.name },
  tags: ['fiscal_year'],
  summary: 'Reopen the latest closed fiscal year: its closing journal is reversed and the lock date goes back to where it was',
  body: fiscalYearInput,
  responses: { 200: yearClosing, ...writeErrorAnswers },
});

// The plain ways into the books: one amount between Cash or a bank and an expense head or an income ledger.
const plainEntry = (kind: 'payment_voucher' | 'receipt_voucher', path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${basePath(kind === 'payment_voucher' ? paymentVoucher : receiptVoucher)}${path}`,
    access: { permission: permissionName(kind, 'create') },
    tags: [kind],
    summary,
    body: plainEntryInput,
    responses: { 201: plainEntryAnswer, ...writeErrorAnswers },
  });
const recordExpense = plainEntry(
  'payment_voucher',
  'record_expense',
  'Record an expense paid from Cash or a bank: a payment voucher debiting the expense head (naming the cause, if any)',
);
const recordReceipt = plainEntry(
  'receipt_voucher',
  'record_receipt',
  'Record money received into Cash or a bank: a receipt voucher crediting the income ledger (given to the cause, if any)',
);

export const accountingEndpoints = {
  recordExpense,
  recordReceipt,
  lockDates,
  changeLockDates,
  closedFiscalYears,
  yearClosingPreview,
  closeFiscalYear,
  reopenFiscalYear,
  reversePaymentVoucher: payments.reverse,
  reverseReceiptVoucher: receipts.reverse,
  reverseSalesVoucher: sales.reverse,
  reversePurchaseVoucher: purchases.reverse,
  reverseContraVoucher: contras.reverse,
  reverseJournalVoucher: journals.reverse,
  reverseIdJournal: idJournals.reverse,
  createPaymentVoucher: payments.create,
  updatePaymentVoucher: payments.update,
  paymentVoucherByInvoice: payments.byInvoice,
  createReceiptVoucher: receipts.create,
  updateReceiptVoucher: receipts.update,
  receiptVoucherByInvoice: receipts.byInvoice,
  createSalesVoucher: sales.create,
  updateSalesVoucher: sales.update,
  salesVoucherByInvoice: sales.byInvoice,
  createPurchaseVoucher: purchases.create,
  updatePurchaseVoucher: purchases.update,
  purchaseVoucherByInvoice: purchases.byInvoice,
  createContraVoucher: contras.create,
  updateContraVoucher: contras.update,
  contraVoucherByInvoice: contras.byInvoice,
  createJournalVoucher: journals.create,
  updateJournalVoucher: journals.update,
  journalVoucherByInvoice: journals.byInvoice,
  createIdJournal: idJournals.create,
  updateIdJournal: idJournals.update,
  idJournalByInvoice: idJournals.byInvoice,
  refuseAccountLogCreate,
  refuseAccountLogUpdate,
  refuseAccountLogDelete,
  refuseAccountLogDeleteMany,
  generalLedgerStatement,
  statementByLedgerType,
  cashLedgerStatement,
  bankLedgerStatement,
  personOrCompanyStatement,
  subLedgerStatement,
  cashAndBankTotals: cashAndBankTotalsOfPeriod,
  paymentVoucherReport: voucherReportEndpoints.payment_voucher.report,
  paymentVoucherSummary: voucherReportEndpoints.payment_voucher.summary,
  receiptVoucherReport: voucherReportEndpoints.receipt_voucher.report,
  receiptVoucherSummary: voucherReportEndpoints.receipt_voucher.summary,
  salesReport: voucherReportEndpoints.sales.report,
  salesSummary: voucherReportEndpoints.sales.summary,
  purchaseReport: voucherReportEndpoints.purchase.report,
  purchaseSummary: voucherReportEndpoints.purchase.summary,
  contraReport: voucherReportEndpoints.contra.report,
  trialBalance: financialStatementEndpoints.trial_balance,
  profitAndLoss: financialStatementEndpoints.profit_loss,
  balanceSheet: financialStatementEndpoints.balance_sheet,
} as const;
