// What the bench's sections share: autocannon's promise API, and p95 timings sampled in turns.
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; this is the part of its promise API we use.
export const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

export function p95(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/**
 * The p95 of each run, sampled in turns (a, b, a, b…) so that a busy moment of the machine weighs on
 * both alike: a ratio between them then says something even when other work shares the machine.
 */
export async function timedSideBySide(samples: number, ...runs: (() => Promise<unknown>)[]) {
  for (const run of runs) await run(); // warm: plans cached, pages in memory
  const times: number[][] = runs.map(() => []);
  for (let i = 0; i < samples; i++) {
    for (const [k, run] of runs.entries()) {
      const started = performance.now();
      await run();
      times[k].push(performance.now() - started);
    }
  }
  return times.map(p95);
}
