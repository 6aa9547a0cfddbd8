import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { errorAnswers } from './responses.ts';
import { transparencyReport, transparencyYearParams } from './transparency.ts';

/** The public transparency report of a year, as JSON and as CSV. */

const reports = '/transparency/api/v1/transparency';

const reportOfYear = defineEndpoint({
  method: 'GET',
  path: `${reports}/:year`,
  access: { public: true },
  tags: ['transparency'],
  summary:
    "A year's transparency report: the profit and loss account's income by source, expenses by group and surplus; gifts to and spending on each cause; each cause's goal, raised, spent and left at the year's end",
  params: transparencyYearParams,
  responses: { 200: transparencyReport, ...errorAnswers },
});

const csvOfYear = defineEndpoint({
  method: 'GET',
  path: `${reports}/:year/csv`,
  access: { public: true },
  tags: ['transparency'],
  summary: 'The same report as CSV (text/csv, a download): one section per table, each with a header row',
  params: transparencyYearParams,
  produces: 'csv',
  responses: { 200: z.string().describe('CSV'), ...errorAnswers },
});

export const transparencyEndpoints = { reportOfYear, csvOfYear } as const;
