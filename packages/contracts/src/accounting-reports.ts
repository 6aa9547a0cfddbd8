import { z } from 'zod';
import { type VoucherKind, voucherKinds } from './accounting.ts';
import { isoDate } from './fields.ts';
import { pagingKeys } from './responses.ts';

/**
 * What the account reports take and answer (api-contract.md 4.1): the statements of ledgers, the voucher
 * reports and their summaries, the trial balance, the profit and loss account and the balance sheet. Amounts
 * are decimal strings; groups and ledgers are keyed by their names, in the order the books list them.
 */

/** A key of an answer that depends on the kind of voucher (its list key, its date field), typed as that key. */
export const keyedShape = <K extends string, S extends z.ZodType>(key: K, schema: S) => ({ [key]: schema }) as { [P in K]: S };

/** A ledger, sub-ledger, branch or cause as a report names it. */
export const namedRecord = z.object({ id: z.number(), name: z.string() });
export type NamedRecord = z.infer<typeof namedRecord>;

const optionalId = z
  .string()
  .regex(/^\d{1,9}$/, 'Give the id of a record.')
  .transform(Number)
  .optional();
const optionalDate = isoDate().optional();
const paging = { page: z.string().optional(), size: z.string().optional() };

/** The filters of a ledger's statement: a ledger, a sub-ledger, a voucher's number, a period; paged. */
export const ledgerStatementQuery = z.object({
  ledger: optionalId,
  sub_ledger: optionalId,
  reference_no: z.string().max(40).optional(),
  date_after: optionalDate,
  date_before: optionalDate,
  ...paging,
});
export type LedgerStatementQuery = z.output<typeof ledgerStatementQuery>;

/** The statement of Cash or of the bank ledgers: `account_type` is `Cash` or `Bank` (checked by the report, with its own sentence). */
export const ledgerTypeStatementQuery = ledgerStatementQuery.extend({ account_type: z.string().optional() });
export type LedgerTypeStatementQuery = z.output<typeof ledgerTypeStatementQuery>;

/** One row of a statement: an account-log row with the running balance and the other ledgers of its voucher. */
export const statementRow = z.object({
  id: z.number(),
  reference_no: z.string(),
  log_type: z.string(),
  log_date: z.string(),
  details: z.string().nullable(),
  debit_amount: z.string(),
  credit_amount: z.string(),
  balance: z.string(),
  ledger: namedRecord,
  sub_ledger: namedRecord.nullable(),
  related_ledgers: z.array(namedRecord),
  /** The other ledger when there is exactly one. */
  related_ledger: namedRecord.nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;

/**
 * A page of a statement, the balance it opens with (debits minus credits before the period) and the one it closes
 * with (at the period's end, whatever the page: a report shows it under every page).
 */
export const ledgerStatementAnswer = z.object({
  account_logs: z.array(statementRow),
  previous_balance: z.string(),
  closing_balance: z.string(),
  ...pagingKeys,
});
export type LedgerStatement = z.infer<typeof ledgerStatementAnswer>;

/** A period: the financial statements and the cash and bank totals need both dates. */
export const reportPeriodQuery = z.object({ start_date: optionalDate, end_date: optionalDate });
export type ReportPeriodQuery = z.output<typeof reportPeriodQuery>;

export const cashAndBankTotalsAnswer = z.object({
  cash_dr_total: z.string(),
  cash_cr_total: z.string(),
  bank_dr_total: z.string(),
  bank_cr_total: z.string(),
});
export type CashAndBankTotals = z.infer<typeof cashAndBankTotalsAnswer>;

/** The kinds of voucher with a report, the side of their lines it shows, and the key of their summary (none: no summary). */
export const reportedKinds = {
  payment_voucher: { side: 'debit', summary: 'payment_voucher_summary' },
  receipt_voucher: { side: 'credit', summary: 'receipt_voucher_summary' },
  sales: { side: 'credit', summary: 'sale_summary' },
  purchase: { side: 'debit', summary: 'purchase_summary' },
  contra: { side: 'debit', summary: undefined },
} as const satisfies Partial<Record<VoucherKind, { side: 'debit' | 'credit'; summary?: string }>>;
export type ReportedKind = keyof typeof reportedKinds;
export type SummarisedKind = { [K in ReportedKind]: (typeof reportedKinds)[K]['summary'] extends string ? K : never }[ReportedKind];

/** The filters of a voucher report and of its summary. */
export const voucherReportQuery = z.object({
  ledger: optionalId,
  sub_ledger: optionalId,
  branch: optionalId,
  invoice_no: z.string().max(40).optional(),
  date_after: optionalDate,
  date_before: optionalDate,
  ...paging,
});
export type VoucherReportQuery = z.output<typeof voucherReportQuery>;

/** One row of a kind's report: a line on the reported side, dated by the kind's date field, with the other ledgers of its voucher. */
export const voucherReportRow = <K extends ReportedKind>(kind: K) =>
  z.object({
    id: z.number(),
    invoice_no: z.string(),
    ...keyedShape(voucherKinds[kind].date, z.string()),
    debit_amount: z.string(),
    credit_amount: z.string(),
    details: z.string().nullable(),
    ledger: namedRecord,
    sub_ledger: namedRecord.nullable(),
    branch: namedRecord.nullable(),
    related_ledgers: z.array(namedRecord),
    related_ledger: namedRecord.nullable(),
  });

export type VoucherReportRow<K extends ReportedKind> = z.infer<ReturnType<typeof voucherReportRow<K>>>;

/** A page of a kind's report, under the kind's list key. */
export const voucherReportAnswer = <K extends ReportedKind>(kind: K) =>
  z.object({ ...keyedShape(voucherKinds[kind].plural, z.array(voucherReportRow(kind))), ...pagingKeys });
export type VoucherReport<K extends ReportedKind> = z.infer<ReturnType<typeof voucherReportAnswer<K>>>;

/** A page of a kind's totals by sub-ledger name (rows without one under "No sub-ledger"), by name, under the kind's summary key. */
export const voucherSummaryAnswer = <K extends SummarisedKind>(kind: K) =>
  z.object({ ...keyedShape(reportedKinds[kind].summary, z.record(z.string(), z.string())), ...pagingKeys });
export type VoucherSummary<K extends SummarisedKind> = z.infer<ReturnType<typeof voucherSummaryAnswer<K>>>;

/** A ledger's amount, by ledger name, and the group's `total`. */
const groupAmounts = z.record(z.string(), z.string());
/** A primary group of the trial balance: its total, then each group under it with its ledgers. */
const trialSection = <K extends string>(totalKey: K) => z.object(keyedShape(totalKey, z.string())).catchall(groupAmounts);

export const trialBalanceAnswer = z.object({
  trial_balance: z.object({
    assets: trialSection('assets_total'),
    liabilities: trialSection('liabilities_total'),
    expenses: trialSection('expenses_total'),
    incomes: trialSection('incomes_total'),
    total_debit_amount: z.string(),
    total_credit_amount: z.string(),
  }),
});
export type TrialBalance = z.infer<typeof trialBalanceAnswer>;

/** The profit and loss account in its two sides; a gross profit or loss, a net profit or loss, each on its side. */
export const profitAndLossAnswer = z.object({
  debit_side: z.object({
    purchase_accounts: z.string(),
    direct_expenses: z.string(),
    gross_profit_cf: z.string().optional(),
    inner: z.object({ indirect_expenses: z.string(), gross_loss_bf: z.string().optional(), net_profit: z.string().optional() }),
  }),
  credit_side: z.object({
    sales_accounts: z.string(),
    direct_incomes: z.string(),
    gross_loss_cf: z.string().optional(),
    inner: z.object({ indirect_incomes: z.string(), gross_profit_bf: z.string().optional(), net_loss: z.string().optional() }),
  }),
});
export type ProfitAndLoss = z.infer<typeof profitAndLossAnswer>;

/** The profit (or loss) of this period and the earlier ones, where the balance sheet carries it. */
export const profitLossAccount = z.object({ opening_balance: z.string(), current_period: z.string(), total: z.string() });
/**
 * A side of the balance sheet, in its order: each top group's amount by name, the profit and loss account
 * (`profit_loss_ac`) on the side it stands, and the side's `total`.
 */
const balanceSheetSide = z.record(z.string(), z.union([z.string(), profitLossAccount]));
export const balanceSheetAnswer = z.object({ assets: balanceSheetSide, liabilities: balanceSheetSide });
export type BalanceSheet = z.infer<typeof balanceSheetAnswer>;
