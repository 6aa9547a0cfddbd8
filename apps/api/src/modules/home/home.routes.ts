import { homeEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { homeFor } from './home.service.ts';

/** The back office's first screen: every figure it shows, in one request. */
export default async function homeRoutes(app: FastifyInstance) {
  serve(app, endpoints.home, (request) =>
    homeFor({ db: app.database.db, repositories: app.repositories, definitions: app.resourceDefinitions }, request.caller),
  );
}
