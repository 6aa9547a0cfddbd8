import { errorAnswers, isoDate } from '@sahay/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import { balanceSheet, profitAndLoss, trialBalance } from './financial-statements.ts';
import { cashAndBankTotals, ledgersOfType, type StatementFilter, statement } from './ledger-reports.ts';
import { type ReportedKind, reportedKinds, type VoucherFilter, voucherReport, voucherSummary } from './voucher-reports.ts';

const optionalId = z
  .string()
  .regex(/^\d{1,9}$/, 'Give the id of a record.')
  .transform(Number)
  .optional();
const optionalDate = isoDate().optional();
const paging = { page: z.string().optional(), size: z.string().optional() };
const statementQuery = z.object({
  ledger: optionalId,
  sub_ledger: optionalId,
  reference_no: z.string().max(40).optional(),
  date_after: optionalDate,
  date_before: optionalDate,
  ...paging,
});
const periodQuery = z.object({ start_date: optionalDate, end_date: optionalDate });
const answer = z.looseObject({});
const config = { permission: 'account_log.read' };

/** The period of a financial statement: both dates are required. */
function period(query: { start_date?: string; end_date?: string }) {
  if (!query.start_date || !query.end_date) throw new HttpError(400, 'Give start_date and end_date, as YYYY-MM-DD.');
  if (query.start_date > query.end_date) throw new HttpError(400, 'start_date must not be after end_date.');
  return [query.start_date, query.end_date] as const;
}

/** The account reports of api-contract.md 4.1: statements of ledgers, voucher reports, financial statements. */
export default async function reportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const log = '/account_log_report/api/v1/account_log_report/';
  const tags = ['account_log_report'];
  type StatementQuery = z.infer<typeof statementQuery>;
  const filterOf = (q: StatementQuery, ledgers?: number[]): StatementFilter => ({
    ledgers: ledgers ?? (q.ledger === undefined ? undefined : [q.ledger]),
    subLedger: q.sub_ledger,
    referenceNo: q.reference_no,
    dateAfter: q.date_after,
    dateBefore: q.date_before,
  });
  const statementRoute = (path: string, summary: string, ledgersFor: (q: StatementQuery) => Promise<number[] | undefined>, extra = {}) =>
    app.get(
      `${log}${path}`,
      { config, schema: { tags, summary, querystring: statementQuery.extend(extra), response: { 200: answer, ...errorAnswers } } },
      async (request: FastifyRequest) => {
        const q = request.query as StatementQuery;
        return statement(db(), filterOf(q, await ledgersFor(q)), pageRequest(q));
      },
    );

  statementRoute('general', 'The ledger report: rows of a ledger with previous_balance and a running balance', async () => undefined);
  statementRoute(
    'by_ledger_type',
    'The account statement of Cash, or of the bank ledgers',
    async (q) => {
      const type = (q as StatementQuery & { account_type?: string }).account_type;
      if (type !== 'Cash' && type !== 'Bank') throw new HttpError(400, { account_type: ['Choose Cash or Bank.'] });
      const ofType = await ledgersOfType(db(), type);
      return q.ledger === undefined ? ofType : ofType.filter((id) => id === q.ledger);
    },
    { account_type: z.string().optional() },
  );
  statementRoute('for_cash_ledger', 'The statement of the Cash ledger', () => ledgersOfType(db(), 'Cash'));
  statementRoute('for_bank_ledger_or_bank_account_group', 'The statement of one bank ledger, or of them all', async (q) => {
    const banks = await ledgersOfType(db(), 'Bank');
    return q.ledger === undefined ? banks : banks.filter((id) => id === q.ledger);
  });
  statementRoute('for_person_or_company_ledger', 'The statement of a person’s or a company’s ledger', async (q) => {
    if (q.ledger === undefined) throw new HttpError(400, { ledger: ['This field is required.'] });
    return [q.ledger];
  });
  statementRoute('for_sub_ledger', 'The statement of a sub-ledger', async (q) => {
    if (q.sub_ledger === undefined) throw new HttpError(400, { sub_ledger: ['This field is required.'] });
    return undefined;
  });

  app.get(
    `${log}get_total_cash_dr_cr_bank_dr_cr`,
    {
      config,
      schema: {
        tags,
        summary: 'Debit and credit totals of Cash and of the bank ledgers over a period',
        querystring: periodQuery,
        response: {
          200: z.object({ cash_dr_total: z.string(), cash_cr_total: z.string(), bank_dr_total: z.string(), bank_cr_total: z.string() }),
          ...errorAnswers,
        },
      },
    },
    async (request) => cashAndBankTotals(db(), ...period(request.query)),
  );

  const voucherQuery = z.object({
    ledger: optionalId,
    sub_ledger: optionalId,
    branch: optionalId,
    invoice_no: z.string().max(40).optional(),
    date_after: optionalDate,
    date_before: optionalDate,
    ...paging,
  });
  const voucherFilter = (q: z.infer<typeof voucherQuery>): VoucherFilter => ({
    ledger: q.ledger,
    subLedger: q.sub_ledger,
    branch: q.branch,
    invoiceNo: q.invoice_no,
    dateAfter: q.date_after,
    dateBefore: q.date_before,
  });
  const reports = '/account_report/api/v1/account_report/';
  for (const kind of Object.keys(reportedKinds) as ReportedKind[]) {
    const schema = { tags: ['account_report'], querystring: voucherQuery, response: { 200: answer, ...errorAnswers } };
    app.get(
      `${reports}report_for_${kind}`,
      { config, schema: { ...schema, summary: `The ${kind.replace(/_/g, ' ')} report` } },
      (request) => voucherReport(db(), kind, voucherFilter(request.query), pageRequest(request.query)),
    );
    if (reportedKinds[kind].summary) {
      app.get(
        `${reports}summary_for_${kind}`,
        { config, schema: { ...schema, summary: `The ${kind.replace(/_/g, ' ')} totals by sub-ledger` } },
        (request) => voucherSummary(db(), kind, voucherFilter(request.query), pageRequest(request.query)),
      );
    }
  }

  const statements = '/balance_sheet/api/v1/balance_sheet/';
  const statementsSchema = (summary: string) => ({
    tags: ['balance_sheet'],
    summary,
    querystring: periodQuery,
    response: { 200: answer, ...errorAnswers },
  });
  app.get(`${statements}trial_balance`, { config, schema: statementsSchema('The trial balance of a period') }, (request) =>
    trialBalance(db(), ...period(request.query)),
  );
  app.get(`${statements}profit_loss`, { config, schema: statementsSchema('The profit and loss account of a period') }, (request) =>
    profitAndLoss(db(), ...period(request.query)),
  );
  app.get(`${statements}balance_sheet`, { config, schema: statementsSchema('The balance sheet of a period') }, (request) =>
    balanceSheet(db(), ...period(request.query)),
  );
}
