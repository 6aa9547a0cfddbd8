import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const status = z.object({ status: z.string() });

/** /healthz: the process answers. /readyz: and so does its database. */
export default async function health(app: FastifyInstance) {
  const options = { config: { public: true }, schema: { hide: true, response: { 200: status, 503: status } } };
  app.get('/healthz', options, async () => ({ status: 'ok' }));
  app.get('/readyz', options, async (request, reply) => {
    try {
      await app.database.query('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
