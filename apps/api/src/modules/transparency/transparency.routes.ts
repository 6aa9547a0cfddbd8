import { transparencyEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { transparencyCsvFile, transparencyReport, transparencyTags } from './transparency.service.ts';

/** The public transparency report of a year, as JSON and as CSV, each cached until a posting or a cause changes. */
export default async function transparencyRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const settings = () => app.repositories.get('general_setting') as Repository;
  const csvCache = app.createCache<string>();

  serve(app, endpoints.reportOfYear, (request) => transparencyReport(db(), settings(), request.params.year), {
    cache: () => transparencyTags,
  });
  serve(app, endpoints.csvOfYear, (request) => transparencyCsvFile(db(), settings(), csvCache, request.params.year));
}
