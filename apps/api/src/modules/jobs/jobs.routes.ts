import { jobsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { serve } from '../../resource/endpoints.ts';

/** The background jobs as the back office shows them (decision 038), and running one now. */
export default async function jobsRoutes(app: FastifyInstance) {
  serve(app, endpoints.jobs, async () => ({ jobs: await app.jobs.overview() }));
  serve(app, endpoints.runJob, async (request) => {
    const { name } = request.params;
    if (!app.jobs.jobs.some((job) => job.name === name)) throw notFound(`No job is named ${name}`);
    const id = await app.jobs.runNow(name);
    request.log.info({ job: name, id, user: request.caller?.userId }, 'job run on request');
    return { id, detail: `The job ${name} will run in a moment.` };
  });
}
