// `npm test`: every check CI runs, in order, stopping at the first failure.
//
//   npm test                         lint, typecheck, API suite on PGlite and on PostgreSQL
//   npm test -- src/modules/cms      same, with the extra arguments passed to both vitest runs
//
// The PostgreSQL run is not optional: it starts a throwaway server (see
// throwaway-postgres.ts), installing PostgreSQL first when missing and root.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const binDir = path.join(root, 'node_modules', '.bin');
const bin = (name: string) => path.join(binDir, name);
const vitestApi = ['run', '--project', 'api', ...process.argv.slice(2)];

interface Step {
  name: string;
  run: () => Promise<void>;
}

const steps: Step[] = [
  { name: 'lint + format (biome)', run: () => run('biome', bin('biome'), ['check', '.']) },
  // The site's build also writes the route types its typecheck needs.
  { name: 'build of the public site', run: () => run('build', process.execPath, [path.join(root, 'scripts/build.ts')]) },
  { name: 'typecheck (tsc)', run: () => run('tsc', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) },
  { name: 'typecheck of the site (tsc)', run: () => run('tsc', bin('tsc'), ['-p', 'apps/web/tsconfig.json']) },
  { name: 'typecheck of the back office (tsc)', run: () => run('tsc', bin('tsc'), ['-p', 'apps/admin/tsconfig.json']) },
  { name: 'typecheck of the browser tests (tsc)', run: () => run('tsc', bin('tsc'), ['-p', 'e2e/tsconfig.json']) },
  { name: 'unit tests of the site', run: () => run('vitest', bin('vitest'), ['run', '--project', 'web', '--passWithNoTests']) },
  {
    name: 'API tests on PGlite',
    run: () => run('vitest', bin('vitest'), vitestApi, { SAHAY_TEST_DB: 'pglite', SAHAY_TEST_PG_URL: undefined }),
  },
  { name: 'API tests on PostgreSQL', run: apiTestsOnPostgres },
  { name: 'end-to-end tests (Playwright, Chromium)', run: () => run('playwright', bin('playwright'), ['test']) },
];

async function apiTestsOnPostgres(): Promise<void> {
  const started = performance.now();
  const pg = await startThrowawayPostgres();
  console.log(`PostgreSQL ready at ${pg.url} (${seconds(started)})`);
  try {
    await run('vitest', bin('vitest'), vitestApi, { SAHAY_TEST_DB: 'postgres', SAHAY_TEST_PG_URL: pg.url });
  } finally {
    await pg.stop();
  }
}

// ---------------------------------------------------------------------------

class CommandFailed extends Error {}

let child: ChildProcess | undefined;
let interruptedBy: NodeJS.Signals | undefined;

/** Runs a command from the repository root with inherited stdio; rejects unless it exits 0. */
function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`$ ${[cmd.startsWith(binDir) ? path.relative(root, cmd) : cmd, ...args].join(' ')}`);
  // The tools' `#!/usr/bin/env node` must find this Node (24), not whatever is first on PATH.
  const PATH = [binDir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
  return new Promise((resolve, reject) => {
    // `undefined` values in env are left out, so they unset inherited variables.
    child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PATH, ...env } });
    child.on('error', (err) => {
      child = undefined;
      reject(new CommandFailed(`${name} could not be started: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      if (code === 0) resolve();
      else reject(new CommandFailed(`${name} exited with ${signal ?? `code ${code}`}`));
    });
  });
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
    if (child) child.kill(signal);
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
