import { type VoucherKind, voucherKinds } from '@sahay/contracts';
import type { LedgerReport, LedgerReportRow } from '../dataProvider.ts';
import { api } from '../http.ts';

/**
 * The account reports of api-contract.md 4.1 beyond the ledger report and the statements: the statement of
 * Cash or the bank ledgers, the cash and bank totals, and the report and summary of each kind of voucher.
 */

/** The API's largest page. */
const maxPageSize = 100;

type Query = Record<string, string | number | null | undefined>;
const queryOf = (query: Query, page?: number, size?: number) =>
  new URLSearchParams({
    ...Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([key, value]) => [key, String(value)]),
    ),
    ...(page === undefined ? {} : { page: String(page), size: String(size ?? maxPageSize) }),
  });

interface Paged {
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
}

/** Every page of a paged report, 100 rows at a time, for an export. */
async function everyPage<T extends Paged>(path: string, query: Query) {
  const first = await api<T>(`${path}?${queryOf(query, 1)}`);
  const rest = await Promise.all(Array.from({ length: first.total_pages - 1 }, (_, i) => api<T>(`${path}?${queryOf(query, i + 2)}`)));
  return [first, ...rest];
}

const logReports = '/account_log_report/api/v1/account_log_report/';
const voucherReports = '/account_report/api/v1/account_report/';

export type AccountType = 'Cash' | 'Bank';
export interface LedgerTypeQuery {
  account_type: AccountType;
  ledger?: number | string | null;
  sub_ledger?: number | string | null;
  date_after: string;
  date_before: string;
}

/** One page of the account statement of Cash, or of the bank ledgers, with its opening and closing balances. */
export async function ledgerTypeStatement(query: LedgerTypeQuery, page: number, size: number) {
  const path = `${logReports}by_ledger_type/`;
  const report = await api<LedgerReport>(`${path}?${queryOf({ ...query }, page, size)}`);
  const lastRow =
    report.page >= report.total_pages
      ? report.account_logs.at(-1)
      : (await api<LedgerReport>(`${path}?${queryOf({ ...query }, report.total_elements, 1)}`)).account_logs.at(-1);
  return { ...report, closing_balance: lastRow?.balance ?? report.previous_balance };
}

/** Every row of that statement in the period. */
export async function ledgerTypeStatementRows(query: LedgerTypeQuery): Promise<LedgerReportRow[]> {
  return (await everyPage<LedgerReport>(`${logReports}by_ledger_type/`, { ...query })).flatMap((p) => p.account_logs);
}

export interface CashBankTotals {
  cash_dr_total: string;
  cash_cr_total: string;
  bank_dr_total: string;
  bank_cr_total: string;
}

/** What came into and went out of Cash and the bank ledgers over a period. */
export function cashBankTotals(startDate: string, endDate: string) {
  return api<CashBankTotals>(`${logReports}get_total_cash_dr_cr_bank_dr_cr/?${queryOf({ start_date: startDate, end_date: endDate })}`);
}

/** The kinds of voucher with a report, the side of their lines it shows, and the key of their summary. */
export const reportedKinds = {
  payment_voucher: { side: 'debit', summary: 'payment_voucher_summary' },
  receipt_voucher: { side: 'credit', summary: 'receipt_voucher_summary' },
  sales: { side: 'credit', summary: 'sale_summary' },
  purchase: { side: 'debit', summary: 'purchase_summary' },
  contra: { side: 'debit', summary: undefined },
} as const satisfies Partial<Record<VoucherKind, { side: 'debit' | 'credit'; summary?: string }>>;
export type ReportedKind = keyof typeof reportedKinds;
export const summarisedKinds = (Object.keys(reportedKinds) as ReportedKind[]).filter((kind) => reportedKinds[kind].summary);

export const isReportedKind = (kind: string | null): kind is ReportedKind => kind !== null && Object.hasOwn(reportedKinds, kind);

export interface VoucherQuery {
  ledger?: number | string | null;
  sub_ledger?: number | string | null;
  branch?: number | string | null;
  invoice_no?: string | null;
  date_after: string;
  date_before: string;
}

type Named = { id: number; name: string } | null;
/** One row of a voucher report: a line on the reported side, with the other ledgers of its voucher. */
export interface VoucherReportRow {
  id: number;
  invoice_no: string;
  date: string;
  debit_amount: string;
  credit_amount: string;
  details: string | null;
  ledger: Named;
  sub_ledger: Named;
  branch: Named;
  related_ledgers: { id: number; name: string }[];
}

type VoucherReportAnswer = Paged & Record<string, unknown>;

const rowsOfReport = (kind: ReportedKind, answer: VoucherReportAnswer) =>
  ((answer[voucherKinds[kind].plural] as Record<string, unknown>[] | undefined) ?? []).map(
    (row) => ({ ...row, date: row[voucherKinds[kind].date] }) as VoucherReportRow,
  );

/** One page of a kind's report, newest first. */
export async function voucherReport(kind: ReportedKind, query: VoucherQuery, page: number, size: number) {
  const answer = await api<VoucherReportAnswer>(`${voucherReports}report_for_${kind}/?${queryOf({ ...query }, page, size)}`);
  return { rows: rowsOfReport(kind, answer), page: answer.page, total_pages: answer.total_pages, total_elements: answer.total_elements };
}

/** Every row of a kind's report over the filters, for an export. */
export async function voucherReportRows(kind: ReportedKind, query: VoucherQuery) {
  return (await everyPage<VoucherReportAnswer>(`${voucherReports}report_for_${kind}/`, { ...query })).flatMap((p) => rowsOfReport(kind, p));
}

/** A kind's totals by sub-ledger (every page of them), in the API's order: by name. */
export async function voucherSummary(kind: ReportedKind, query: VoucherQuery) {
  const key = reportedKinds[kind].summary;
  if (!key) return [];
  const pages = await everyPage<VoucherReportAnswer>(`${voucherReports}summary_for_${kind}/`, { ...query });
  return pages.flatMap((p) =>
    Object.entries((p[key] as Record<string, string> | undefined) ?? {}).map(([name, total]) => ({ name, total })),
  );
}
