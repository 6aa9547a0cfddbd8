// What the bench's sections share: load from wrk, and p95 timings sampled in turns.
import { spawnSync } from 'node:child_process';

interface LoadResult {
  /** Requests answered per second, over the whole run. */
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  /** Connect, read and write errors and timeouts together. */
  errors: number;
}

/**
 * Loads one URL with wrk (Debian's `wrk`, a C load generator), installing it with apt-get when missing and root.
 * autocannon, which the bench used before, read compressed pages at a third of its speed on identity ones: it
 * measured itself, not the server. wrk runs one thread, so that the server keeps the other core.
 */
function load(opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }): LoadResult {
  ensureWrk();
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.duration}s`, '--latency', ...headerArgs, opts.url];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
  return parseWrk(run.stdout);
}

/** The figures of wrk's report (`--latency`); see wrk's README for its layout. */
function parseWrk(report: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\b/m.exec(report);
  if (!p99 || !/Requests\/sec:/.test(report)) throw new Error(`wrk printed no figures:\n${report}`);
  const toMs = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    latencyP99Ms: Number(p99[1]) * toMs,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

let wrkChecked = false;
function ensureWrk() {
  if (wrkChecked) return;
  if (spawnSync('wrk', ['--version']).error) {
    if (process.getuid?.() !== 0) throw new Error('wrk is not installed: sudo apt-get install -y wrk');
    console.log('wrk not installed; installing it with apt-get (wrk)…');
    const res = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y wrk'], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`installing wrk with apt-get failed (exit ${res.status})`);
  }
  wrkChecked = true;
}

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Loads each target in turn (a short warm-up first, which fills the server's caches and lets the JIT settle) and
 * tabulates requests/s against the first target, the bare route. Answers that are not 2xx, and errors, are problems.
 */
export function throughputTable(targets: LoadTarget[], { connections, duration }: { connections: number; duration: number }) {
  const rows: string[][] = [['target', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors', 'vs bare']];
  const problems: string[] = [];
  const ratios: number[] = [];
  let bare = 0;
  for (const target of targets) {
    load({ ...target, connections, duration: Math.min(2, duration) });
    console.log(`  ${target.name}: ${connections} connections for ${duration} s…`);
    const r = load({ ...target, connections, duration });
    if (r.non2xx || r.errors) problems.push(`${target.name} answered ${r.non2xx} non-2xx and ${r.errors} errors/timeouts`);
    bare ||= r.requestsPerSecond;
    const ratio = r.requestsPerSecond / bare;
    ratios.push(ratio);
    rows.push([
      target.name,
      r.requestsPerSecond.toFixed(0),
      r.latencyP99Ms.toFixed(1),
      String(r.non2xx),
      String(r.errors),
      ratio.toFixed(2),
    ]);
  }
  return { rows, problems, ratios };
}

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
