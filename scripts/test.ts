// `npm test`: every check CI runs, in order, stopping at the first failure.
//
//   npm test                         lint, typecheck, API suite on PGlite and on PostgreSQL
//   npm test -- src/modules/cms      same, with the extra arguments passed to both vitest runs
//   npm run test:api:pg -- FILES     only the API tests on PostgreSQL (a throwaway server), for the files named
//
// The PostgreSQL run is not optional: it starts a throwaway server (see
// throwaway-postgres.ts), installing PostgreSQL first when missing and root.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const binDir = path.join(root, 'node_modules', '.bin');
const bin = (name: string) => path.join(binDir, name);
const onlyOnPostgres = process.argv[2] === '--api-on-postgres';
const vitestApi = ['run', '--project', 'api', ...process.argv.slice(onlyOnPostgres ? 3 : 2)];
const excluding = (files: string[]) => files.flatMap((file) => ['--exclude', file]);
// They start the embedded database in a folder of their own whichever database the suite is on: the PGlite run has them.
const embeddedOnly = ['apps/api/src/db/persistence.test.ts', 'apps/api/src/db/embedded-crash.test.ts'];
// Two replicas on one PostgreSQL database: on the PGlite run it would start a PostgreSQL server of its own, and run
// the very same test a second time. The advisory locks that keep a restore and a server apart exist on PostgreSQL only.
const postgresOnly = ['apps/api/src/plugins/media-replicas.test.ts', 'apps/api/src/db/database-in-use.test.ts'];
// What these check is the same on either database (configuration, pure functions, the media stores, the route
// guard, the HTML sanitiser, the log lines), so they run once, on the PGlite run.
const databaseIndependent = [
  'apps/api/src/config.test.ts',
  'apps/api/src/db/data-dir-lock.test.ts',
  'apps/api/src/lib/*.test.ts',
  'apps/api/src/modules/boundaries.test.ts',
  'apps/api/src/modules/access/authorization-matrix.test.ts',
  'apps/api/src/resource/declarations.test.ts',
  'packages/*/src/**/*.test.ts',
];

interface Step {
  name: string;
  run: () => Promise<void>;
}

const allSteps: Step[] = [
  { name: 'lint + format (biome)', run: () => run('biome', bin('biome'), ['check', '.']) },
  // The site's build also writes the route types its typecheck needs.
  { name: 'build of the public site', run: () => run('build', process.execPath, [path.join(root, 'scripts/build.ts')]) },
  {
    // Four independent programs: as many at once as there are cores.
    name: 'typecheck of the server, the site, the back office and the browser tests (tsc)',
    run: () =>
      inParallel(
        [['tsconfig.json', '--noEmit'], ['apps/web/tsconfig.json'], ['apps/admin/tsconfig.json'], ['e2e/tsconfig.json']].map(
          ([project, ...flags]) =>
            () =>
              run(`tsc -p ${project}`, bin('tsc'), ['-p', project, ...flags]),
        ),
      ),
  },
  { name: 'unit tests of the site', run: () => run('vitest', bin('vitest'), ['run', '--project', 'web', '--passWithNoTests']) },
  {
    name: 'API tests on PGlite',
    run: () =>
      run('vitest', bin('vitest'), [...vitestApi, ...excluding(postgresOnly)], { SAHAY_TEST_DB: 'pglite', SAHAY_TEST_PG_URL: undefined }),
  },
  { name: 'API tests on PostgreSQL', run: apiTestsOnPostgres },
  { name: 'end-to-end tests (Playwright, Chromium)', run: () => run('playwright', bin('playwright'), ['test']) },
];
const steps = onlyOnPostgres ? allSteps.filter((step) => step.run === apiTestsOnPostgres) : allSteps;

async function apiTestsOnPostgres(): Promise<void> {
  const started = performance.now();
  const pg = await startThrowawayPostgres();
  console.log(`PostgreSQL ready at ${pg.url} (${seconds(started)})`);
  try {
    const args = [...vitestApi, '--passWithNoTests', ...excluding([...embeddedOnly, ...databaseIndependent])];
    await run('vitest', bin('vitest'), args, { SAHAY_TEST_DB: 'postgres', SAHAY_TEST_PG_URL: pg.url });
  } finally {
    await pg.stop();
  }
}

// ---------------------------------------------------------------------------

class CommandFailed extends Error {}

const running = new Set<ChildProcess>();
let interruptedBy: NodeJS.Signals | undefined;

/** Runs a command from the repository root with inherited stdio; rejects unless it exits 0. */
function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`$ ${[cmd.startsWith(binDir) ? path.relative(root, cmd) : cmd, ...args].join(' ')}`);
  // The tools' `#!/usr/bin/env node` must find this Node (24), not whatever is first on PATH.
  const PATH = [binDir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
  return new Promise((resolve, reject) => {
    // `undefined` values in env are left out, so they unset inherited variables.
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PATH, ...env } });
    running.add(child);
    child.on('error', (err) => {
      running.delete(child);
      reject(new CommandFailed(`${name} could not be started: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new CommandFailed(`${name} exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/** Runs the tasks, at most one per core at a time; rejects with the first failure once all have ended. */
async function inParallel(tasks: (() => Promise<void>)[]): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(availableParallelism(), tasks.length) }, worker));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}

// Ctrl+C / SIGTERM: pass it on to the running command and let the step fail
// (so `finally` blocks, e.g. stopping PostgreSQL, still run); between
// commands, just exit. throwaway-postgres also stops its server on signals.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interruptedBy = signal;
    if (running.size) for (const child of running) child.kill(signal);
    else process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const total = performance.now();
const timings: string[] = [];
for (const [i, step] of steps.entries()) {
  console.log(`\n━━ [${i + 1}/${steps.length}] ${step.name}`);
  const started = performance.now();
  try {
    await step.run();
  } catch (err) {
    const reason = err instanceof Error ? (err instanceof CommandFailed ? err.message : err.stack) : String(err);
    console.error(`\n✖ FAILED: ${step.name} (after ${seconds(started)}): ${reason}`);
    if (interruptedBy) console.error(`  (interrupted by ${interruptedBy})`);
    process.exit(interruptedBy === 'SIGINT' ? 130 : interruptedBy === 'SIGTERM' ? 143 : 1);
  }
  timings.push(`  ${seconds(started).padStart(7)}  ${step.name}`);
  console.log(`✔ ${step.name} (${seconds(started)})`);
}
console.log(`\nAll ${steps.length} steps passed in ${seconds(total)}:\n${timings.join('\n')}`);
