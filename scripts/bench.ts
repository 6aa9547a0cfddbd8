// `npm run bench`: how fast the real server answers, next to a bare Fastify route.
//
//   npm run bench                                   50 connections, 10 s per target
//   BENCH_DURATION=2 BENCH_CONNECTIONS=10 npm run bench   a quick try
//   BENCH_LIGHTHOUSE_RUNS=1 npm run bench           one Lighthouse run per page instead of 3
//   BENCH_ONLY="back office" npm run bench          only the sections whose name contains this (several: a,b)
//   BENCH_ONLY=books npm run bench                  the books at scale (scripts/bench-books.ts)
//   BENCH_ONLY=donations npm run bench              100,000 donations (scripts/bench-donations.ts)
//   BENCH_ONLY=orders npm run bench                 100,000 orders (scripts/bench-orders.ts)
//   BENCH_ONLY=reconciliation npm run bench        a 5,000-line statement against 100,000 entries (scripts/bench-reconciliation.ts)
//   BENCH_ONLY=imports npm run bench                10,000-row member, donation and product files imported (scripts/bench-imports.ts)
//   BENCH_ONLY=search npm run bench                 the site's search over 10,000 posts (scripts/bench-search.ts)
//   BENCH_ONLY="web pages" BENCH_PAGES=search,blog-single npm run bench   Lighthouse on those pages only
//   BENCH_ONLY=logging npm run bench                what the default log costs, against LOG_LEVEL=warn
//   BENCH_START_SECONDS=600 npm run bench           more time for the servers to start (a busy machine seeds slowly)
//
// The public site's production build must exist (`npm run build`); the web pages section
// drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and needs no internet.
//
// Starts the real server on a throwaway DATA_DIR (seeded on first start) at the default log level, its log
// going to a file there, a second one with LOG_LEVEL=warn to measure the log's cost against, and a bare
// Fastify server, then runs each section below. Exits non-zero only when a target
// answered errors or non-2xx: a missed speed goal is reported, not failed.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { backOfficeFirstLoad, backOfficeScreens, benchStaff } from './bench-back-office.ts';
import { books } from './bench-books.ts';
import { chromeFlags, chromePath } from './bench-chromium.ts';
import { donationsAtScale } from './bench-donations.ts';
import { importsAtScale } from './bench-imports.ts';
import { throughputTable } from './bench-measure.ts';
import { ordersAtScale } from './bench-orders.ts';
import { reconciliationAtScale } from './bench-reconciliation.ts';
import { searchAtScale } from './bench-search.ts';
import { table } from './bench-table.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const goal = 0.8; // each API endpoint should reach this share of the bare route's requests/s
const pageGoal = 0.4; // a cached HTML page, compressed as browsers ask for it
// Two servers seed the demo charity at once on their first start: three minutes on a quiet machine is plenty.
const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 180);

/** What every section gets: where the servers answer. */
interface Context {
  /** The server as `npm start` runs it: default log level, JSON lines into a file. */
  apiUrl: string;
  bareUrl: string;
  /** A second server on its own data, with LOG_LEVEL=warn: what the default logging costs is measured against it. */
  quietUrl: string;
  /** Their processes, whose processor time the throughput sections read. */
  apiPid?: number;
  barePid?: number;
  quietPid?: number;
}

/** One part of the benchmark; it prints its own results and returns the problems that should fail the run. */
interface Section {
  name: string;
  run: (ctx: Context) => Promise<string[]>;
}

// ---------------------------------------------------------------------------
// Sections, run in order, one at a time (2 cores: never load two things at once).

const sections: Section[] = [
  { name: 'HTTP throughput (wrk)', run: throughput },
  { name: 'logging cost (default log level against LOG_LEVEL=warn)', run: loggingCost },
  { name: 'web pages (Lighthouse, mobile)', run: webPages },
  { name: 'back office (first load)', run: backOfficeFirstLoad },
  { name: 'back office (screens after sign-in)', run: backOfficeScreens },
  { name: 'books (100,000 vouchers)', run: books },
  { name: 'donations (100,000 gifts)', run: donationsAtScale },
  { name: 'orders (100,000)', run: ordersAtScale },
  { name: 'bank reconciliation (5,000 statement lines against 100,000 entries)', run: reconciliationAtScale },
  { name: 'imports (10,000-row member, donation and product files)', run: importsAtScale },
  { name: 'search (10,000 posts)', run: searchAtScale },
];

async function throughput({ apiUrl, bareUrl, apiPid, barePid }: Context): Promise<string[]> {
  const targets: { name: string; url: string; headers?: Record<string, string>; goal?: number; pid?: number }[] = [
    { name: 'bare fastify route', url: `${bareUrl}/`, pid: barePid },
    { name: 'general_setting/all/', url: `${apiUrl}/general_setting/api/v1/general_setting/all/` },
    { name: 'get_all_nested_cms_menu/', url: `${apiUrl}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/` },
    // Cached pages as browsers ask for them: compressed once per encoding, never per request.
    ...[
      { page: 'home page', path: '/' },
      { page: 'content page', path: '/notice/' },
    ].flatMap(({ page, path }) =>
      ['br', 'gzip'].map((encoding) => ({
        name: `${page}, ${encoding}`,
        url: `${apiUrl}${path}`,
        headers: { 'accept-encoding': encoding },
        goal: pageGoal,
      })),
    ),
  ];
  const { rows, problems, ratios, costRatios } = throughputTable(
    targets.map((target, i) => (i ? { ...target, pid: apiPid } : target)),
    { connections, duration },
  );
  const goals = targets.slice(1).map((target, i) => {
    const [ratio, wanted, cost] = [ratios[i + 1], target.goal ?? goal, costRatios[i + 1]];
    const costNote = Number.isNaN(cost) ? '' : ` (by the server's processor time per answer: ${cost.toFixed(2)})`;
    return `  ${target.name}: ${ratio.toFixed(2)} × bare, goal ≥ ${wanted}: ${ratio >= wanted ? 'met' : 'NOT met'}${costNote}`;
  });
  console.log(`\n${table(rows)}\n\n${goals.join('\n')}`);
  return problems;
}

const logCostGoal = 0.9; // the default log may cost at most a tenth of a cached read's requests/s

/** Cached reads on the default server, each in turns beside the same read on the LOG_LEVEL=warn server. */
async function loggingCost({ apiUrl, quietUrl, apiPid, quietPid }: Context): Promise<string[]> {
  const reads = [
    { name: 'general_setting/all/', path: '/general_setting/api/v1/general_setting/all/' },
    { name: 'home page, br', path: '/', headers: { 'accept-encoding': 'br' } },
  ];
  const problems: string[] = [];
  const goals: string[] = [];
  for (const read of reads) {
    const {
      rows,
      problems: failed,
      ratios,
      costRatios,
    } = throughputTable(
      [
        { name: `${read.name}, LOG_LEVEL=warn`, url: `${quietUrl}${read.path}`, headers: read.headers, pid: quietPid },
        { name: `${read.name}, default (info)`, url: `${apiUrl}${read.path}`, headers: read.headers, pid: apiPid },
      ],
      { connections, duration },
    );
    problems.push(...failed);
    console.log(`\n${table(rows)}`);
    const met = ratios[1] >= logCostGoal ? 'met' : 'NOT met';
    goals.push(
      `  ${read.name}: ${ratios[1].toFixed(2)} × LOG_LEVEL=warn, goal ≥ ${logCostGoal}: ${met} (processor time per answer: ${costRatios[1].toFixed(2)})`,
    );
  }
  console.log(`\n  ("vs bare" above is against the same read with LOG_LEVEL=warn)\n${goals.join('\n')}`);
  return problems;
}

// Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G) on every kind of public page,
// then the home page's initial JavaScript. Goals from the issue; missed ones are reported.
const pageGoals = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const paintGoalsMs = { fcp: 1500, lcp: 2000 };
const jsGoalKb = 100;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** `BENCH_PAGES=search,blog-single`: only the pages whose name holds one of these (the home page's JavaScript is measured still). */
const pagesOnly = process.env.BENCH_PAGES?.split(',').filter(Boolean);

async function webPages({ apiUrl }: Context): Promise<string[]> {
  const pages = [
    { name: '/', url: `${apiUrl}/` },
    { name: 'about (content)', url: `${apiUrl}/about/${await menuId(apiUrl, 'About')}` },
    { name: 'gallery', url: `${apiUrl}/gallery/${await menuId(apiUrl, 'Gallery')}` },
    { name: 'notices', url: `${apiUrl}/notice` },
    { name: '/contact', url: `${apiUrl}/contact` },
    // Template pages: same goals as the content pages.
    { name: '/cause', url: `${apiUrl}/cause` },
    { name: '/cause-single/1', url: `${apiUrl}/cause-single/1` },
    { name: '/blog', url: `${apiUrl}/blog` },
    { name: '/blog-single/1', url: `${apiUrl}/blog-single/1` },
    { name: '/donate', url: `${apiUrl}/donate` },
    { name: '/search?q=water', url: `${apiUrl}/search?q=water` },
  ].filter((page) => !pagesOnly || pagesOnly.some((name) => page.name.includes(name)));
  const categories = Object.keys(pageGoals) as (keyof typeof pageGoals)[];
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'CPU index']];
  const losses: string[] = [];
  const problems: string[] = [];
  // One Chromium for every run; Lighthouse opens a fresh tab with an empty cache for each. It starts
  // detached, so `children` lets an interrupted run stop it (chrome-launcher's own Ctrl-C handler
  // would exit at once, skipping our cleanup).
  const chrome = await launchChrome({ chromePath, chromeFlags, handleSIGINT: false });
  children.push(chrome.process);
  try {
    for (const page of pages) {
      console.log(`  ${page.url}: ${lighthouseRuns} Lighthouse run(s)…`);
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < lighthouseRuns; i++) runs.push(await lighthouseRun(page.url, chrome.port));
      // Scores wobble from run to run: keep the run with the median performance score.
      const lhr = runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)];
      const scores = categories.map((id) => score(lhr, id));
      rows.push([
        page.name,
        ...scores.map((s, i) => `${s} ${s >= pageGoals[categories[i]] ? '✓' : '✗'}`),
        paint(lhr, 'first-contentful-paint', paintGoalsMs.fcp),
        paint(lhr, 'largest-contentful-paint', paintGoalsMs.lcp),
        lhr.environment.benchmarkIndex.toFixed(0),
      ]);
      for (const [i, id] of categories.entries())
        if (scores[i] < 100) losses.push(`  ${page.name}, ${lhr.categories[id].title} ${scores[i]}:`, ...lostPoints(lhr, id));
      // The page must load nothing from elsewhere: offline, such a request would fail and skew the scores.
      const items = (lhr.audits['network-requests'].details as { items?: { url: string }[] } | undefined)?.items ?? [];
      const foreign = items.map((item) => item.url).filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== apiUrl);
      if (foreign.length) problems.push(`${page.name} requested other hosts: ${foreign.join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\n${table(rows)}\n\n  ✓ = goal met (performance ≥ ${pageGoals.performance}, the others 100, FCP < ${paintGoalsMs.fcp} ms, LCP < ${paintGoalsMs.lcp} ms); CPU index: Lighthouse's, low means a busy machine`,
  );
  if (losses.length) console.log(`\n  Audits that cost points (weight in the category in brackets):\n${losses.join('\n')}`);
  await initialJavaScript(`${apiUrl}/`);
  return problems;
}

/** Menu pages are /<menu>/<id of the menu>: ask the API, as the site's menu does. */
async function menuId(apiUrl: string, name: string): Promise<number> {
  type Menu = { id: number; name: string; children: Menu[] };
  const res = await fetch(`${apiUrl}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`);
  if (!res.ok) throw new Error(`the menu API answered ${res.status}`);
  const all = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...all(menu.children)]);
  const found = all(((await res.json()) as { menus: Menu[] }).menus).find((menu) => menu.name === name);
  if (!found) throw new Error(`the seeded menus have no ${name}`);
  return found.id;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: Object.keys(pageGoals) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** A paint time as Lighthouse's mobile run reports it, in ms, marked against its goal. */
function paint(lhr: LighthouseResult, audit: string, goalMs: number): string {
  const ms = lhr.audits[audit]?.numericValue ?? Number.NaN;
  return `${Math.round(ms)} ${ms < goalMs ? '✓' : '✗'}`;
}

function score(lhr: LighthouseResult, category: string): number {
  return Math.round((lhr.categories[category].score ?? 0) * 100);
}

/** A category's audits below full marks, heaviest first: the weighted ones are what the score is made of. */
function lostPoints(lhr: LighthouseResult, category: string): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => b.weight - a.weight)
    .map(({ weight, audit }) => `    [${weight}] ${audit.title} (${audit.id})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
}

/**
 * Every script Chromium receives before the home page's load event, each body gzipped here
 * (level 9) so the number does not hang on what compression the server uses. kB = 1000 bytes.
 */
async function initialJavaScript(url: string): Promise<void> {
  // handleSIGINT off: Playwright's would exit at once too; its exit hook still closes the browser.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags, handleSIGINT: false });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ path: string; kb: number }>[] = [];
    let alive = false;
    page.on('response', (res) => {
      if (alive || res.request().resourceType() !== 'script') return;
      const path = new URL(res.url()).pathname;
      scripts.push(res.body().then((body) => ({ path, kb: gzipSync(body, { level: 9 }).length / 1000 })));
    });
    // The page asks for its scripts once it is drawn (site-boot.ts), often after the load event: what counts
    // is every script it needs to come alive (React Router started, the network quiet).
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForLoadState('networkidle');
    alive = true;
    // Inline <script>s are shown apart: mostly the page's loader data, which belongs to the HTML.
    const inline = await page.$$eval('script:not([src])', (els) => els.map((el) => el.textContent).join('\n'));
    const files = (await Promise.all(scripts)).sort((a, b) => b.kb - a.kb);
    const total = files.reduce((sum, file) => sum + file.kb, 0);
    const rows = [
      ['home page script, until hydrated', 'kB gzipped'],
      ...files.map((f) => [f.path, f.kb.toFixed(1)]),
      ['total', total.toFixed(1)],
    ];
    console.log(
      `\n${table(rows)}\n  (and ${(gzipSync(inline, { level: 9 }).length / 1000).toFixed(1)} kB gzipped of inline <script> in the HTML)`,
    );
    console.log(`\n  initial JavaScript: ${total.toFixed(1)} kB gzipped, goal ≤ ${jsGoalKb} kB: ${total <= jsGoalKb ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------
// Plumbing: child servers, cleanup.

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'sahay-bench-'));

/** Starts `node <script>` with extra env (its output to a file when given); a child that dies before we are done fails the run. */
function startChild(name: string, script: string, env: NodeJS.ProcessEnv, stdout: 'inherit' | number = 'inherit'): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd: root, stdio: ['ignore', stdout, 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) fail(`${name} exited early with ${signal ?? `code ${code}`}`);
  });
  children.push(child);
  return child;
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping: Promise<void> | undefined;
/** Stops both servers and removes the temp folder; a second call (e.g. Ctrl-C meanwhile) waits for the first. */
function cleanup(): Promise<void> {
  stopping ??= stopAll();
  return stopping;
}

/** SIGTERM, then SIGKILL after 10 s; the folder goes only once PGlite has let go of it. */
async function stopAll(): Promise<void> {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        return exited.finally(() => clearTimeout(force));
      }),
  );
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

function fail(message: string, code = 1): void {
  console.error(`\n✖ ${message}`);
  void cleanup().finally(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => fail(`interrupted by ${signal}`, signal === 'SIGINT' ? 130 : 143));

// ---------------------------------------------------------------------------

try {
  const [apiPort, barePort, quietPort] = [await freePort(), await freePort(), await freePort()];
  const started = performance.now();
  console.log(`Starting the servers (in ${dataDir}; the first start seeds the demo charity)…`);
  // Always PGlite and media in the temp folder, never a DATABASE_URL, MEDIA_DIR or bucket (MEDIA_S3_*) the shell
  // happens to have (undefined unsets them). The log level is the default one, unless LOG_LEVEL is set.
  const serverEnv = (port: number, folder: string) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, folder),
    // The back office's sections sign in as this administrator.
    ADMIN_EMAIL: benchStaff.email,
    ADMIN_PASSWORD: benchStaff.password,
    DATABASE_URL: undefined,
    MEDIA_DIR: undefined,
    ...Object.fromEntries(Object.keys(process.env).flatMap((name) => (name.startsWith('MEDIA_S3_') ? [[name, undefined]] : []))),
  });
  // The log goes to a file, as a service manager keeps it: JSON lines, written as in production.
  const logFile = openSync(path.join(dataDir, 'server.log'), 'a');
  const server = startChild('the server', 'scripts/start.ts', serverEnv(apiPort, 'default'), logFile);
  const quiet = startChild('the LOG_LEVEL=warn server', 'scripts/start.ts', { ...serverEnv(quietPort, 'quiet'), LOG_LEVEL: 'warn' });
  const bareServer = startChild('the bare server', 'scripts/bench-bare-server.ts', { PORT: String(barePort) });
  const ctx = {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    bareUrl: `http://127.0.0.1:${barePort}`,
    quietUrl: `http://127.0.0.1:${quietPort}`,
    apiPid: server.pid,
    barePid: bareServer.pid,
    quietPid: quiet.pid,
  };
  await Promise.all(
    [`${ctx.apiUrl}/healthz`, `${ctx.quietUrl}/healthz`, `${ctx.bareUrl}/`].map((url) => waitUntilUp(url, startSeconds * 1000)),
  );
  console.log(`The servers are up after ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const problems: string[] = [];
  const only = process.env.BENCH_ONLY?.toLowerCase().split(',');
  for (const section of sections.filter((s) => !only || only.some((name) => s.name.toLowerCase().includes(name)))) {
    console.log(`\n━━ ${section.name}`);
    problems.push(...(await section.run(ctx)));
  }
  await cleanup();
  if (problems.length) {
    console.error(`\n✖ ${problems.join('\n✖ ')}`);
    process.exit(1);
  }
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
