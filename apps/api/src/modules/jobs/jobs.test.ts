import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** The Jobs screen's routes: each job with its schedule and runs, and running one now. */
const app = await createTestApp();
afterAll(() => app.close());

const administrator = asCaller('job.read', 'job.run');
const list = async () => {
  const res = await app.inject({ method: 'GET', url: '/job/api/v1/job/all/', headers: administrator });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jobs as {
    name: string;
    schedule: string | null;
    next_run: string | null;
    last_run: { id: string; state: string } | null;
  }[];
};

describe('the background jobs', () => {
  it('lists each scheduled job with its schedule and next run', async () => {
    const jobs = await list();
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(['monthly-dues', 'dues-reminders']));
    const dues = jobs.find((job) => job.name === 'monthly-dues');
    expect(dues).toMatchObject({ schedule: '5 0 1 * *', next_run: expect.stringMatching(/^\d{4}-\d{2}-01T00:05:00/) });
    const reminders = jobs.find((job) => job.name === 'dues-reminders');
    expect(reminders).toMatchObject({ schedule: '0 3 * * *', next_run: expect.stringMatching(/T03:00:00/) });
  });

  it('runs a job on request: its run is listed as waiting for a worker; an unknown job is a 404, one without a schedule a 409', async () => {
    const res = await app.inject({ method: 'POST', url: '/job/api/v1/job/run/dues-reminders', headers: administrator });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    // This app works no jobs (only the server does): the run waits, listed.
    expect((await list()).find((job) => job.name === 'dues-reminders')?.last_run).toMatchObject({ id, state: 'created' });
    const unknown = await app.inject({ method: 'POST', url: '/job/api/v1/job/run/no-such-job', headers: administrator });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('No job is named no-such-job');
    // A job without a schedule is sent its work by the app: it is not run empty-handed.
    const unscheduled = app.jobs.jobs.find((job) => !job.schedule);
    expect(unscheduled, 'a job sent with its work (imports)').toBeDefined();
    const refused = await app.inject({ method: 'POST', url: `/job/api/v1/job/run/${unscheduled?.name}`, headers: administrator });
    expect(refused.statusCode, refused.body).toBe(409);
  });

  it('is read with job.read and run with job.run only', async () => {
    expect((await app.inject({ method: 'GET', url: '/job/api/v1/job/all/', headers: asCaller('job.run') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/job/api/v1/job/run/monthly-dues', headers: asCaller('job.read') })).statusCode).toBe(
      403,
    );
  });
});
