import { volunteersEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { applyToVolunteer } from './volunteers.service.ts';

/** A visitor's application to volunteer, as declared in the contracts. */
export default async function volunteersRoutes(app: FastifyInstance) {
  serve(app, endpoints.apply, (request) => applyToVolunteer(app, request.body, request.ip));
}
