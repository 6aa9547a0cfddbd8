import {
  accountingEndpoints,
  type EndpointAddress,
  type Paging,
  type ReportedKind,
  reportedKinds,
  type SummarisedKind,
  type VoucherReport,
  type VoucherReportRow,
  type VoucherSummary,
  voucherKinds,
  voucherReportEndpoints,
} from '@sahay/contracts';
import { client } from '../client.ts';

/**
 * The account reports of api-contract.md 4.1 beyond the ledger report and the statements: the statement of
 * Cash or the bank ledgers, the cash and bank totals, and the report and summary of each kind of voucher.
 */

/** The API's largest page. */
const maxPageSize = 100;

/** Every page of a paged report, 100 rows at a time, for an export. */
async function everyPage<T extends Paging>(pageOf: (page: number, size: number) => Promise<T>) {
  const first = await pageOf(1, maxPageSize);
  const rest = await Promise.all(Array.from({ length: first.total_pages - 1 }, (_, i) => pageOf(i + 2, maxPageSize)));
  return [first, ...rest];
}

/** The filters of a report as its declaration takes them, without the paging (added here). */
type FiltersOf<E extends Parameters<typeof client.call>[0]> = Omit<NonNullable<EndpointAddress<E>['query']>, 'page' | 'size'>;

export type AccountType = 'Cash' | 'Bank';
export type LedgerTypeQuery = FiltersOf<typeof accountingEndpoints.statementByLedgerType> & { account_type: AccountType };

const ledgerTypePage = (query: LedgerTypeQuery, page: number, size: number) =>
  client.call(accountingEndpoints.statementByLedgerType, { query: { ...query, page: String(page), size: String(size) } });

/** One page of the account statement of Cash, or of the bank ledgers, with its opening and closing balances. */
export function ledgerTypeStatement(query: LedgerTypeQuery, page: number, size: number) {
  return ledgerTypePage(query, page, size);
}

/** Every row of that statement in the period. */
export async function ledgerTypeStatementRows(query: LedgerTypeQuery) {
  return (await everyPage((page, size) => ledgerTypePage(query, page, size))).flatMap((p) => p.account_logs);
}

/** What came into and went out of Cash and the bank ledgers over a period. */
export function cashBankTotals(startDate: string, endDate: string) {
  return client.call(accountingEndpoints.cashAndBankTotals, { query: { start_date: startDate, end_date: endDate } });
}

export const summarisedKinds = (Object.keys(reportedKinds) as ReportedKind[]).filter(
  (kind): kind is SummarisedKind => reportedKinds[kind].summary !== undefined,
);

export const isReportedKind = (kind: string | null): kind is ReportedKind => kind !== null && Object.hasOwn(reportedKinds, kind);

export type VoucherQuery = FiltersOf<(typeof voucherReportEndpoints)[ReportedKind]['report']>;

/** One row of a voucher report, whatever its kind: its date under one name. */
export type ReportRow = Omit<VoucherReportRow<ReportedKind>, (typeof voucherKinds)[ReportedKind]['date']> & { date: string };

/**
 * A page of a kind's report, typed as the reports' declarations answer: a row list under each kind's list key
 * (only the asked kind's is there).
 */
const reportPage = (kind: ReportedKind, query: VoucherQuery, page: number, size: number) =>
  client.call(voucherReportEndpoints[kind].report, { query: { ...query, page: String(page), size: String(size) } }) as Promise<
    VoucherReport<ReportedKind>
  >;

/** A kind's rows, each with its date also under one name. */
function rowsOfReport(kind: ReportedKind, answer: VoucherReport<ReportedKind>): ReportRow[] {
  const { plural, date } = voucherKinds[kind];
  return (answer[plural] ?? []).map((row) => ({ ...row, date: row[date] }));
}

/** One page of a kind's report, newest first. */
export async function voucherReport(kind: ReportedKind, query: VoucherQuery, page: number, size: number) {
  const answer = await reportPage(kind, query, page, size);
  return { rows: rowsOfReport(kind, answer), page: answer.page, total_pages: answer.total_pages, total_elements: answer.total_elements };
}

/** Every row of a kind's report over the filters, for an export. */
export async function voucherReportRows(kind: ReportedKind, query: VoucherQuery) {
  return (await everyPage((page, size) => reportPage(kind, query, page, size))).flatMap((p) => rowsOfReport(kind, p));
}

/** A kind's totals by sub-ledger (every page of them), in the API's order: by name. */
export async function voucherSummary(kind: ReportedKind, query: VoucherQuery) {
  if (!isSummarised(kind)) return [];
  const key = reportedKinds[kind].summary;
  const pages = await everyPage(
    (page, size) =>
      // Typed with a totals record under each kind's summary key (only the asked kind's is there).
      client.call(voucherReportEndpoints[kind].summary, { query: { ...query, page: String(page), size: String(size) } }) as Promise<
        VoucherSummary<SummarisedKind>
      >,
  );
  return pages.flatMap((p) => Object.entries(p[key] ?? {}).map(([name, total]) => ({ name, total })));
}

const isSummarised = (kind: ReportedKind): kind is SummarisedKind => reportedKinds[kind].summary !== undefined;
