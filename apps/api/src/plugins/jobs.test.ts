import { afterAll, describe, expect, it } from 'vitest';
import { defineJob } from '../lib/job-queue.ts';
import { createTestApp, openTestDatabase } from '../test-support/test-app.ts';

/**
 * The durable job queue on one database shared by several app instances, as replicas or a restart share it:
 * a job sent is kept until some instance works it, each job runs once, and a failed one is tried again later.
 */
const database = await openTestDatabase();
afterAll(() => database.close());

/** What the test jobs did: the instance that ran each, with the data it was sent. */
const runs: { instance: string; key: string; attempt: number }[] = [];
let failuresLeft = 0;

const jobsOf = (instance: string) => [
  defineJob<{ key: string }>({
    name: 'test-record',
    async run(_app, data, attempt) {
      runs.push({ instance, key: data.key, attempt: attempt.retryCount + 1 });
    },
  }),
  defineJob<{ key: string }>({
    name: 'test-flaky',
    retryLimit: 3,
    retryDelaySeconds: 1,
    async run(_app, data, attempt) {
      runs.push({ instance, key: data.key, attempt: attempt.retryCount + 1 });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the mail server did not answer');
      }
    },
  }),
];

/** An app on the shared database; `work` starts its queue, as the server does. */
const instance = async (name: string, work: boolean) => {
  const app = await createTestApp({ database, jobs: jobsOf(name) });
  if (work) await app.jobs.start({ pollingIntervalSeconds: 0.5 });
  return app;
};

const ranFor = (key: string) => runs.filter((run) => run.key === key);

describe('the job queue', () => {
  // The first test also makes the queue's tables, which takes a while on a busy machine.
  it('keeps a job sent while nobody works it, and runs it once an app starts on the same database', { timeout: 60_000 }, async () => {
    const first = await instance('first', false);
    const id = await first.jobs.runNow('test-record', { key: 'kept' });
    const later = await first.jobs.runAt('test-record', { key: 'at-a-time' }, new Date(Date.now() + 1500));
    await first.close();
    expect(ranFor('kept')).toEqual([]);

    const restarted = await instance('restarted', true);
    try {
      await expect.poll(() => ranFor('kept'), { timeout: 30_000 }).toEqual([{ instance: 'restarted', key: 'kept', attempt: 1 }]);
      await expect.poll(async () => (await restarted.jobs.findRun('test-record', id))?.state, { timeout: 30_000 }).toBe('completed');
      // A job for a time waits for it, then runs.
      await expect.poll(() => ranFor('at-a-time').length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await restarted.jobs.findRun('test-record', later))?.state, { timeout: 30_000 }).toBe('completed');
    } finally {
      await restarted.close();
    }
  });

  it('runs each job once when two instances work the same database', { timeout: 60_000 }, async () => {
    const [one, two] = [await instance('one', true), await instance('two', true)];
    try {
      const keys = Array.from({ length: 12 }, (_, i) => `replica-${i}`);
      for (const [i, key] of keys.entries()) await (i % 2 ? one : two).jobs.runNow('test-record', { key });
      await expect.poll(() => keys.filter((key) => ranFor(key).length > 0).length, { timeout: 30_000 }).toBe(keys.length);
      // Given time to run any twice, none has.
      const settled = await one.jobs.runNow('test-record', { key: 'replica-last' });
      await expect.poll(async () => (await two.jobs.findRun('test-record', settled))?.state, { timeout: 30_000 }).toBe('completed');
      for (const key of keys) expect(ranFor(key), key).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('tries a failed job again later, waiting longer each time, and shows the failure until it succeeds', { timeout: 90_000 }, async () => {
    const app = await instance('retrying', true);
    try {
      failuresLeft = 2;
      const id = await app.jobs.runNow('test-flaky', { key: 'flaky' });
      await expect.poll(() => ranFor('flaky').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      await expect
        .poll(async () => (await app.jobs.overview()).find((job) => job.name === 'test-flaky')?.failures[0]?.error, { timeout: 30_000 })
        .toBe('the mail server did not answer');
      await expect.poll(async () => (await app.jobs.findRun('test-flaky', id))?.state, { timeout: 30_000 }).toBe('completed');
      expect(ranFor('flaky').map((run) => run.attempt)).toEqual([1, 2, 3]);
      const run = await app.jobs.findRun('test-flaky', id);
      expect(run).toMatchObject({ retryCount: 2, retryBackoff: true, retryLimit: 3 });
      // Once it succeeded, its last run is the success and no failure is left standing.
      const overview = (await app.jobs.overview()).find((job) => job.name === 'test-flaky');
      expect(overview?.last_run).toMatchObject({ id, state: 'completed', attempt: 3 });
      expect(overview?.failures).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
