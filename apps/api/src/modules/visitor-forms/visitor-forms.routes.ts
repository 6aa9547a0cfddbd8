import { visitorFormsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';

/** The signed start time of a visitor form: new on every call, so never kept by a cache. */
export default async function visitorFormsRoutes(app: FastifyInstance) {
  serve(app, endpoints.formStart, (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { token: app.spamGuard.token() };
  });
}
