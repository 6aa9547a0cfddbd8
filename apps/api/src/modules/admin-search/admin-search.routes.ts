import { adminSearchEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { findRecords } from './admin-search.service.ts';

/** The back office's search box: records by number or name, as far as the caller may read them. */
export default async function adminSearchRoutes(app: FastifyInstance) {
  serve(app, endpoints.search, async (request) => ({
    results: await findRecords(app.database.db, app.repositories, request.caller, request.query.q),
  }));
}
