import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobDefinition, type JobQueue } from '../lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue, as `app.jobs`: any part of the app may send a job; the queue works them only once `start` is
 * called (the server does at start). It stops before the database closes.
 */
export default fp(
  async function jobs(app: FastifyInstance, options: { jobs: readonly JobDefinition[] }) {
    const queue = createJobQueue({ database: app.database, jobs: options.jobs, app, log: app.log });
    app.decorate('jobs', queue);
    // Before any onClose hook: the server's closes the database.
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
