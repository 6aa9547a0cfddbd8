import { defineModule } from '../manifest.ts';
import jobsRoutes from './jobs.routes.ts';

/** The background jobs' screen: each job's schedule, runs and failures (the queue itself is lib/job-queue.ts). */
export default defineModule({
  name: 'jobs',
  resources: [],
  routes: [jobsRoutes],
});
