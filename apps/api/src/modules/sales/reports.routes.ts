import { errorAnswers, isoDate, orderReportLine, pagingKeys } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { pageRequest } from '../../resource/paging.ts';
import { orderReport, orderSummary } from './sales.reports.ts';

const query = z.object({
  date_after: isoDate().optional(),
  date_before: isoDate().optional(),
  page: z.string().optional(),
  size: z.string().optional(),
});
const config = { permission: 'customerorder.read' };
const security = [{ bearer: [] }];
const money = z.string();

function span(q: z.infer<typeof query>) {
  if (q.date_after && q.date_before && q.date_after > q.date_before)
    throw new HttpError(400, { date_before: ['date_before must not be before date_after.'] });
  return { from: q.date_after, until: q.date_before };
}

/**
 * The shop's order reports (api-contract.md 4): confirmed orders' lines with their profit (price − cost
 * per line), and one line per confirmed order with its totals and what is paid. Both by the day the order
 * was confirmed, paged in SQL; the back office exports them as CSV and XLSX (decision 009).
 */
export default async function salesReportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/report/api/v1/order_report_with_profit/filter',
    {
      config,
      schema: {
        tags: ['report'],
        summary:
          "Confirmed orders' lines with their cost and profit (line total − quantity × unit cost), by confirmation date (`date_after`, `date_before`), paged; totals of the whole period",
        security,
        querystring: query,
        response: {
          200: z.object({
            order_reports: z.array(orderReportLine),
            ...pagingKeys,
            total_sales: money,
            total_cost: money,
            total_profit: money,
          }),
          ...errorAnswers,
        },
      },
    },
    async (request) => (await orderReport(db(), span(request.query), pageRequest(request.query))) as never,
  );

  app.get(
    '/summary_report/api/v1/order_summary_report/filter',
    {
      config,
      schema: {
        tags: ['report'],
        summary:
          'One line per confirmed order (number, date, customer, items, total, paid, due, payment status), by confirmation date, paged; totals of the whole period',
        security,
        querystring: query,
        response: {
          200: z.object({
            order_summaries: z.array(
              z.object({
                id: z.number(),
                order_no: z.string(),
                date: z.string(),
                customer: z.number().nullable(),
                customer_name: z.string(),
                items: z.number(),
                total: money,
                paid_amount: money,
                due_amount: money,
                payment_status: z.enum(['unpaid', 'partial', 'paid']),
              }),
            ),
            ...pagingKeys,
            total_amount: money,
            total_paid: money,
            total_due: money,
          }),
          ...errorAnswers,
        },
      },
    },
    async (request) => (await orderSummary(db(), span(request.query), pageRequest(request.query))) as never,
  );
}
