// What the bench's sections share: load from wrk, and p95 timings sampled in turns.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface LoadResult {
  /** Requests answered per second, over the whole run. */
  requestsPerSecond: number;
  /** Requests answered over the whole run. */
  requests: number;
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
    requests: number(/(\d+) requests in/),
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
  /** The server process that answers, when known: its processor time per answer is measured too. */
  pid?: number;
}

/** A process's processor time so far (user and system), in microseconds; Linux's clock ticks are 1/100 s. */
function processorMicros(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime + stime) * 10_000;
}

/** Rounds per target: each pairs a load of the bare route with a load of the target. */
const rounds = 3;

/**
 * Loads each target against the first one, the bare route, in turns: bare, target, bare, target… (a short warm-up
 * first, which fills the server's caches and lets the JIT settle). This machine's speed drifts within a minute; a
 * ratio taken from loads seconds apart, in the same turns, measures the server and not the drift. A target's
 * requests/s is its mean over the turns, its ratio to the bare route the median of the turns' ratios. When the
 * targets name their server processes, each turn also reads the server's processor time per answer: wrk shares the
 * two cores with the server, and this figure is the server's own whichever of the two fills its core first.
 * Answers that are not 2xx, and errors, are problems.
 */
export function throughputTable(targets: LoadTarget[], { connections, duration }: { connections: number; duration: number }) {
  const rows: string[][] = [
    ['target', 'req/s (avg)', 'p99 ms (worst turn)', 'non-2xx', 'errors', 'vs bare', 'server µs per answer', 'cost: bare ÷ target'],
  ];
  const problems: string[] = [];
  const ratios: number[] = [];
  const [bare, ...measured] = targets;
  const turn = Math.max(2, Math.round(duration / rounds));
  const loadChecked = (target: LoadTarget) => {
    const before = target.pid ? processorMicros(target.pid) : 0;
    const r = load({ ...target, connections, duration: turn });
    const micros = target.pid ? (processorMicros(target.pid) - before) / r.requests : Number.NaN;
    if (r.non2xx || r.errors) problems.push(`${target.name} answered ${r.non2xx} non-2xx and ${r.errors} errors/timeouts`);
    return { ...r, micros };
  };
  const bareRuns: Turn[] = [];
  const costRatios: number[] = [];
  for (const target of measured) {
    for (const warm of [bare, target]) load({ ...warm, connections, duration: Math.min(2, duration) });
    console.log(`  ${target.name}: ${connections} connections, ${rounds} turns of ${turn} s, each beside the bare route…`);
    const runs: Turn[] = [];
    const turnRatios: number[] = [];
    const turnCosts: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const b = loadChecked(bare);
      const r = loadChecked(target);
      bareRuns.push(b);
      runs.push(r);
      turnRatios.push(r.requestsPerSecond / b.requestsPerSecond);
      turnCosts.push(b.micros / r.micros);
    }
    ratios.push(median(turnRatios));
    costRatios.push(median(turnCosts));
    rows.push(row(target.name, runs, median(turnRatios), median(turnCosts)));
  }
  rows.splice(1, 0, row(bare.name, bareRuns, 1, 1));
  return { rows, problems, ratios: [1, ...ratios], costRatios: [1, ...costRatios] };
}

type Turn = LoadResult & { micros: number };

function row(name: string, runs: Turn[], ratio: number, costRatio: number) {
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const micros = mean(runs.map((r) => r.micros));
  return [
    name,
    mean(runs.map((r) => r.requestsPerSecond)).toFixed(0),
    Math.max(...runs.map((r) => r.latencyP99Ms)).toFixed(1),
    String(runs.reduce((sum, r) => sum + r.non2xx, 0)),
    String(runs.reduce((sum, r) => sum + r.errors, 0)),
    ratio.toFixed(2),
    Number.isNaN(micros) ? '' : micros.toFixed(1),
    Number.isNaN(costRatio) ? '' : costRatio.toFixed(2),
  ];
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
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
