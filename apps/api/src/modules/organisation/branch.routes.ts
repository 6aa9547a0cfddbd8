import { organisationEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { branchOfUser } from './branch.service.ts';

/** The organisation's route beyond the engine's, as declared in the contracts: the branch a staff account works at. */
export default async function branchRoutes(app: FastifyInstance) {
  serve(app, endpoints.branchOfUser, (request) => branchOfUser(app.database.db, app.repositories, request.params.userId));
}
