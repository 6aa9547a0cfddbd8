import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** The database handle, opened and migrated by whoever builds the app (server or test). */
export default fp(
  async function database(app: FastifyInstance, options: { database: Database }) {
    app.decorate('database', options.database);
  },
  { name: 'database' },
);
