import type {
  LedgerStatementQuery,
  LedgerTypeStatementQuery,
  ReportedKind,
  ReportPeriodQuery,
  SummarisedKind,
  VoucherReportQuery,
} from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import { balanceSheet, profitAndLoss, trialBalance } from './financial-statements.ts';
import { cashAndBankTotals, ledgersOfType, type StatementFilter, statement } from './ledger-reports.ts';
import { type VoucherFilter, voucherReport, voucherSummary } from './voucher-reports.ts';

/**
 * The account reports as their routes ask for them (api-contract.md 4.1): which ledgers each statement
 * shows, the filters of the voucher reports, and the period the financial statements need.
 */

/** The statements of the account log, by the ledgers each one shows. */
export type StatementKind = 'general' | 'cash' | 'bank' | 'personOrCompany' | 'subLedger';

const filterOf = (query: LedgerStatementQuery, ledgers?: number[]): StatementFilter => ({
  ledgers: ledgers ?? (query.ledger === undefined ? undefined : [query.ledger]),
  subLedger: query.sub_ledger,
  referenceNo: query.reference_no,
  dateAfter: query.date_after,
  dateBefore: query.date_before,
});

/** The bank ledgers, or the one asked for among them. */
async function bankLedgers(db: DbOrTx, query: LedgerStatementQuery) {
  const banks = await ledgersOfType(db, 'Bank');
  return query.ledger === undefined ? banks : banks.filter((id) => id === query.ledger);
}

/** The ledgers a statement shows (none: those the query names, or every ledger). */
const ledgersOf: Record<StatementKind, (db: DbOrTx, query: LedgerStatementQuery) => Promise<number[] | undefined>> = {
  general: async () => undefined,
  cash: (db) => ledgersOfType(db, 'Cash'),
  bank: bankLedgers,
  personOrCompany: async (_db, query) => {
    if (query.ledger === undefined) throw new HttpError(400, { ledger: ['This field is required.'] });
    return [query.ledger];
  },
  subLedger: async (_db, query) => {
    if (query.sub_ledger === undefined) throw new HttpError(400, { sub_ledger: ['This field is required.'] });
    return undefined;
  },
};

/** One page of a statement of the account log, with the balance it opens with. */
export async function ledgerStatement(db: DbOrTx, kind: StatementKind, query: LedgerStatementQuery) {
  return statement(db, filterOf(query, await ledgersOf[kind](db, query)), pageRequest(query));
}

/** One page of the account statement of Cash, or of the bank ledgers (one of them when the query names it). */
export async function statementByLedgerType(db: DbOrTx, query: LedgerTypeStatementQuery) {
  const type = query.account_type;
  if (type !== 'Cash' && type !== 'Bank') throw new HttpError(400, { account_type: ['Choose Cash or Bank.'] });
  const ofType = await ledgersOfType(db, type);
  const ledgers = query.ledger === undefined ? ofType : ofType.filter((id) => id === query.ledger);
  return statement(db, filterOf(query, ledgers), pageRequest(query));
}

/** The period of a financial statement: both dates are required. */
function period(query: ReportPeriodQuery) {
  if (!query.start_date || !query.end_date) throw new HttpError(400, 'Give start_date and end_date, as YYYY-MM-DD.');
  if (query.start_date > query.end_date) throw new HttpError(400, 'start_date must not be after end_date.');
  return [query.start_date, query.end_date] as const;
}

export const cashAndBankTotalsOf = (db: DbOrTx, query: ReportPeriodQuery) => cashAndBankTotals(db, ...period(query));
export const trialBalanceOf = (db: DbOrTx, query: ReportPeriodQuery) => trialBalance(db, ...period(query));
export const profitAndLossOf = (db: DbOrTx, query: ReportPeriodQuery) => profitAndLoss(db, ...period(query));
export const balanceSheetOf = (db: DbOrTx, query: ReportPeriodQuery) => balanceSheet(db, ...period(query));

const voucherFilter = (query: VoucherReportQuery): VoucherFilter => ({
  ledger: query.ledger,
  subLedger: query.sub_ledger,
  branch: query.branch,
  invoiceNo: query.invoice_no,
  dateAfter: query.date_after,
  dateBefore: query.date_before,
});

/** One page of a kind's report. */
export const voucherReportOf = <K extends ReportedKind>(db: DbOrTx, kind: K, query: VoucherReportQuery) =>
  voucherReport(db, kind, voucherFilter(query), pageRequest(query));

/** One page of a kind's totals by sub-ledger. */
export const voucherSummaryOf = <K extends SummarisedKind>(db: DbOrTx, kind: K, query: VoucherReportQuery) =>
  voucherSummary(db, kind, voucherFilter(query), pageRequest(query));
