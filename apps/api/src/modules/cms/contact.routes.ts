import { cmsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { receiveContactMessage } from './contact.service.ts';

/**
 * The contact form's create, as declared in the contracts: the message is stored as before (same fields,
 * answer and refusals), and in the same transaction it becomes a ticket in its department's inbox.
 */
export default async function contactRoutes(app: FastifyInstance) {
  serve(app, endpoints.sendContactMessage, (request) =>
    receiveContactMessage(app, request.body, { caller: request.caller, ip: request.ip }),
  );
}
