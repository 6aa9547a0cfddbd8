import { eventsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { registerForEvent } from './events.service.ts';

/** A visitor's registration for an event, as declared in the contracts: stored, then mailed with the event's `.ics`. */
export default async function eventsRoutes(app: FastifyInstance) {
  serve(app, endpoints.registerForEvent, (request) => registerForEvent(app, request.body, { caller: request.caller, ip: request.ip }));
}
