import { showcaseEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { contactTeamMember } from './showcase.service.ts';

/** A visitor's message to a team member, as declared in the contracts. */
export default async function showcaseRoutes(app: FastifyInstance) {
  serve(app, endpoints.contactTeamMember, (request) => contactTeamMember(app, request.params.id, request.body, request.ip));
}
