import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** Which attempt of a job is running: its id and how many times it was tried before. */
export interface JobAttempt {
  id: string;
  retryCount: number;
}

/**
 * Work the app does in the background, at a time or on a schedule (decision 038). Declared once, in a module's
 * manifest (`jobs`); the queue runs it in one process of those sharing the database, and again after a failure.
 */
export interface JobDefinition<Data extends object = Record<string, unknown>> {
  /** The queue's name: letters, digits, `-`, `_` and `.` (`monthly-dues`). */
  name: string;
  /** A five-field cron expression in UTC (`5 0 1 * *`): the job runs by itself then. Without one it runs when sent. */
  schedule?: string;
  /** Tries after a failure (default 5), waiting `retryDelaySeconds` (default 60), doubled each time, at most an hour. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Does the work; throwing fails this attempt (retried later). A job may run more than once (a process that
   * dies mid-job leaves it to be tried again), so it must be idempotent.
   */
  run(app: FastifyInstance, data: Data, attempt: JobAttempt): Promise<unknown>;
}

/** A job's declaration, typed by the data it is sent. */
export const defineJob = <Data extends object>(job: JobDefinition<Data>) => job as unknown as JobDefinition;

export interface JobQueueOptions {
  database: Database;
  jobs: readonly JobDefinition[];
  app: FastifyInstance;
  log: FastifyBaseLogger;
}

export interface RunOptions {
  /** How often an idle worker looks for work, in seconds (default 5; at least 0.5). */
  pollingIntervalSeconds?: number;
}

/** One run of a job as the back office shows it. */
export interface JobRun {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  attempt: number;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  error: string | null;
}

export interface JobOverview {
  name: string;
  schedule: string | null;
  next_run: string | null;
  last_run: JobRun | null;
  /** Recent attempts that failed (a retried attempt included), newest first, with their error. */
  failures: JobRun[];
}

/** Completed and failed runs are kept 90 days: a monthly job always shows its last run and the one before. */
const keepRunsSeconds = 90 * 24 * 3600;
const schema = 'pgboss';

/**
 * The one durable job queue (pg-boss), on PostgreSQL or on the embedded database. Sending a job (`runNow`,
 * `runAt`) opens it without working; `start` also runs the jobs and their schedules: the server does, a test
 * app does only when it asks, so the rest of the suite never polls.
 */
export function createJobQueue({ database, jobs, app, log }: JobQueueOptions) {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let boss: PgBoss | undefined;
  let opening: Promise<PgBoss> | undefined;
  let working = false;

  const open = async (work: boolean, options: RunOptions = {}) => {
    const store = database.jobStore;
    const next = new PgBoss({
      ...('url' in store ? { connectionString: store.url, max: 3 } : { db: fromPglite(store.pglite), backend: 'pglite' as const }),
      schema,
      // Maintenance (expiring, retrying, deleting old runs) and the cron pass only where jobs are worked.
      supervise: work,
      schedule: work,
    });
    next.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await next.start();
    for (const job of jobs) {
      const settings = {
        retryLimit: job.retryLimit ?? 5,
        retryDelay: job.retryDelaySeconds ?? 60,
        retryBackoff: true,
        retryDelayMax: 3600,
        deleteAfterSeconds: keepRunsSeconds,
      };
      await next.createQueue(job.name, settings);
      // A queue made by an older version keeps its settings unless told.
      await next.updateQueue(job.name, settings);
    }
    if (work) {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 5;
      for (const job of jobs) {
        await next.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([one]) => {
          log.info({ job: job.name, id: one.id, retry: one.retryCount }, 'job started');
          return job.run(app, (one.data ?? {}) as Record<string, unknown>, { id: one.id, retryCount: one.retryCount });
        });
        // An occurrence missed while no server ran (the 1st fell in a deploy) is sent once when one starts.
        if (job.schedule) await next.schedule(job.name, job.schedule, null, { tz: 'UTC', missed: 'once' });
        // A schedule taken out of the code stops too.
        else if (await next.getSchedule(job.name)) await next.unschedule(job.name);
      }
    }
    return next;
  };

  const opened = async () => {
    if (boss) return boss;
    opening ??= open(false).then((b) => {
      boss = b;
      return b;
    });
    return opening;
  };

  const known = (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`No job is named ${name}`);
    return job;
  };

  return {
    /** The jobs this app knows, in their declared order. */
    jobs,
    /** Works every job and keeps the schedules (the server does this once at start). */
    async start(options: RunOptions = {}) {
      if (working) return;
      const sending = boss ?? (await opening?.catch(() => undefined));
      boss = undefined;
      opening = undefined;
      await sending?.stop({ close: true, graceful: false });
      working = true;
      opening = open(true, options);
      boss = await opening;
    },
    /** Runs a job as soon as a worker is free; answers its id. */
    async runNow(name: string, data: object = {}) {
      known(name);
      return (await (await opened()).send(name, data)) as string;
    },
    /** Runs a job at a time (kept across restarts until then); answers its id. */
    async runAt(name: string, data: object, at: Date) {
      known(name);
      return (await (await opened()).send(name, data, { startAfter: at })) as string;
    },
    /** Each job with its schedule, next and last run, and its recent failures. */
    async overview(): Promise<JobOverview[]> {
      const queue = await opened();
      const runs = await recentRuns(
        queue,
        jobs.map((j) => j.name),
      );
      return jobs.map((job) => {
        const mine = runs.filter((run) => run.name === job.name);
        const last = mine.find((run) => run.state !== 'created' && run.state !== 'retry') ?? mine[0];
        return {
          name: job.name,
          schedule: job.schedule ?? null,
          next_run: job.schedule ? (queue.previewSchedule(job.schedule, { tz: 'UTC', count: 1 })[0]?.toISOString() ?? null) : null,
          last_run: last ? withoutName(last) : null,
          failures: mine
            .filter((run) => run.error)
            .slice(0, 5)
            .map(withoutName),
        };
      });
    },
    /** A run's state, for tests and the screen. */
    async findRun(name: string, id: string) {
      const [job] = await (await opened()).findJobs(name, { id });
      return job;
    },
    async stop() {
      const current = boss ?? (await opening?.catch(() => undefined));
      boss = undefined;
      opening = undefined;
      working = false;
      // The embedded database is closed by its owner, after the queue.
      await current?.stop({ close: 'url' in database.jobStore, graceful: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const withoutName = ({ name: _name, ...run }: JobRun & { name: string }): JobRun => run;

/**
 * The last runs of each job, newest first, read from the queue's own table (pg-boss answers its `findJobs`
 * oldest first). A failed attempt that was retried keeps its error as the job's output until the next one.
 */
async function recentRuns(queue: PgBoss, names: string[]) {
  const { rows } = await queue.getDb().executeSql(
    `select name, id, state, retry_count, created_on, started_on, completed_on, output
       from (select *, row_number() over (partition by name order by created_on desc) as nth
               from ${schema}.job where name = any($1::text[])) recent
      where nth <= 20
      order by created_on desc`,
    [names],
  );
  return (rows as Record<string, unknown>[]).map((row) => ({
    name: String(row.name),
    id: String(row.id),
    state: row.state as JobRun['state'],
    attempt: Number(row.retry_count) + 1,
    created_on: iso(row.created_on) as string,
    started_on: iso(row.started_on),
    completed_on: iso(row.completed_on),
    error: errorOf(row.output, row.state as string),
  }));
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** A failed attempt's output is the error pg-boss serialised: its message. */
function errorOf(output: unknown, state: string) {
  if (state !== 'failed' && state !== 'retry') return null;
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output == null ? null : JSON.stringify(output);
}
