import { jobsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { serve } from '../../resource/endpoints.ts';

/** The background jobs as the back office shows them (decision 038), and running one now. */
export default async function jobsRoutes(app: FastifyInstance) {
  serve(app, endpoints.jobs, async () => ({ jobs: await app.jobs.overview() }));
  serve(app, endpoints.runJob, async (request) => {
    const { name } = request.params;
    const job = app.jobs.jobs.find((one) => one.name === name);
    if (!job) throw notFound(`No job is named ${name}`);
    // A job without a schedule is sent with its work (an import's file): run with nothing, it has nothing to do.
    if (!job.schedule) throw new HttpError(409, `The job ${name} runs only when the app sends it its work.`);
    const id = await app.jobs.runNow(name);
    request.log.info({ job: name, id, user: request.caller?.userId }, 'job run on request');
    return { id, detail: `The job ${name} will run in a moment.` };
  });
}
