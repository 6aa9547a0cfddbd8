import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicScope } from './auth.ts';

/** OpenAPI 3.1, generated from the route schemas, browsable at /docs. */
export default fp(
  async function docs(app: FastifyInstance, options: { publicUrl?: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Sahay API', version: '1', description: "A charity's content API and back office." },
        servers: options.publicUrl ? [{ url: options.publicUrl }] : [],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (scope) => {
      publicScope(scope);
      await scope.register(swaggerUi, { routePrefix: '/docs' });
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
