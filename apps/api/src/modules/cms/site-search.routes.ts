import { siteSearchEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { searchSite } from './site-search.service.ts';

/**
 * The site's search, for anyone. Its answers are not kept (decision 042): each is made by a visitor's own words,
 * most asked once, and would push the pages every visitor reads out of the bounded cache.
 */
export default async function siteSearchRoutes(app: FastifyInstance) {
  serve(app, endpoints.search, async (request) => ({ results: await searchSite(app.database.db, request.query.q, app.clock()) }));
}
