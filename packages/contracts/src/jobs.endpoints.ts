import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detail, errorAnswers } from './responses.ts';

/**
 * The background jobs (decision 038): what each does on its schedule, when it last ran and how, and what failed;
 * an Administrator may run one now.
 */

export const jobPermissions = {
  read: { name: 'job.read', module: 'access' },
  run: { name: 'job.run', module: 'access' },
} as const;

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** One run of a job: its state, which attempt it is, its times, and the error of a failed attempt. */
export const jobRun = z.object({
  id: z.string(),
  state: z.enum(jobStates),
  attempt: z.number().int(),
  created_on: z.string(),
  started_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobOverview = z.object({
  name: z.string(),
  /** A five-field cron expression in UTC, or null for a job that runs only when sent. */
  schedule: z.string().nullable(),
  next_run: z.string().nullable(),
  last_run: jobRun.nullable(),
  /** Recent attempts that failed, newest first. */
  failures: z.array(jobRun),
});
export type JobOverview = z.infer<typeof jobOverview>;

const base = '/job/api/v1/job/';
const tags = ['job'];

export const jobsEndpoints = {
  jobs: defineEndpoint({
    method: 'GET',
    path: `${base}all`,
    access: { permission: jobPermissions.read.name },
    tags,
    summary: 'Every background job: its schedule, next and last run, and recent failures with their error',
    responses: { 200: z.object({ jobs: z.array(jobOverview) }), ...errorAnswers },
  }),
  runJob: defineEndpoint({
    method: 'POST',
    path: `${base}run/:name`,
    params: z.object({ name: z.string().max(100) }),
    access: { permission: jobPermissions.run.name },
    tags,
    summary: 'Runs a scheduled job now, in whichever process is free (answers at once; its run shows in the list)',
    responses: { 202: z.object({ id: z.string(), detail: z.string() }), ...errorAnswers, 404: detail, 409: detail },
  }),
};
