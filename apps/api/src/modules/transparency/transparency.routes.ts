import { errorAnswers, transparencyReport as reportSchema, transparencyYearParams } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Repository } from '../../resource/repository.ts';
import { transparencyCsv, transparencyReport, transparencyTags } from './transparency.service.ts';

/** The public transparency report of a year, as JSON and as CSV, each cached until a posting or a cause changes. */
export default async function transparencyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = '/transparency/api/v1/transparency';
  const report = (year: number) => transparencyReport(app.database.db, app.repositories.get('general_setting') as Repository, year);
  const csvCache = app.createCache<string>();
  const config = { public: true };

  app.get(
    `${base}/:year`,
    {
      config,
      schema: {
        tags: ['transparency'],
        summary:
          "A year's transparency report: the profit and loss account's income by source, expenses by group and surplus; gifts to and spending on each cause; each cause's goal, raised, spent and left at the year's end",
        params: transparencyYearParams,
        response: { 200: reportSchema, ...errorAnswers },
      },
    },
    (request, reply) => app.publicCache.serve(request, reply, transparencyTags, () => report(request.params.year)),
  );

  app.get(
    `${base}/:year/csv`,
    {
      config,
      schema: {
        tags: ['transparency'],
        summary: 'The same report as CSV (text/csv, a download): one section per table, each with a header row',
        params: transparencyYearParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { year } = request.params;
      const body = await csvCache.get(`csv:${year}`, transparencyTags, async () => transparencyCsv(await report(year)));
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="transparency-${year}.csv"`,
          'cache-control': 'public, no-cache',
        })
        .send(body);
    },
  );
}
