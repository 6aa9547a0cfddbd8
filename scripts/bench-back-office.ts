// The back office in Chromium, for `npm run bench` (sections "back office …"), on the demo charity:
//
// - first load: the scripts the sign-in page loads before its form shows, each body gzipped here (level 9, so the
//   number does not hang on what compression the server uses; kB = 1000 bytes), against the budget of 250 kB; then
//   what it fetches afterwards while the user types (the back office's first screen), and the time to the form;
//   then, on a cold page again, the scripts of each step after it: signing in until the home screen's workspaces
//   show, and opening one list (Receipt vouchers) until its rows show;
// - screens: signing in through the form until the menu and the first screen are filled, then each list's rows and
//   the ledger report of Cash over a year after a click, each the first time (its script arrives) and again.
//
//   BENCH_ONLY="back office" npm run bench

import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromeFlags, chromePath } from './bench-chromium.ts';
import { table } from './bench-table.ts';

/** The administrator the bench's server is started with. */
export const benchStaff = { email: 'bench-admin@example.org', password: 'bench-admin-password-2026' };

const scriptBudgetKb = 250;
/** A list shows its rows, and the ledger report its year, within this long of a click. */
const screenGoalMs = 1000;

interface Server {
  apiUrl: string;
}

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  // handleSIGINT off: Playwright's would exit at once; its exit hook still closes the browser.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags, handleSIGINT: false });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** Notes, in the page, when the sign-in form is first drawn: performance.now() at the frame after it is in the document. */
function markWhenTheFormShows(page: Page) {
  return page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('input[name="email"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { formShownAt: number }).formShownAt = performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every script and stylesheet the page received, gzipped, with when its request started (the page's clock). */
async function downloadsOf(page: Page, bodies: Map<string, Promise<number>>) {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime, type: (e as PerformanceResourceTiming).initiatorType })),
  );
  return Promise.all(
    entries
      .filter((e) => bodies.has(e.url))
      .map(async (e) => ({
        path: new URL(e.url).pathname,
        start: e.start,
        kb: (await bodies.get(e.url)) ?? 0,
        css: e.url.endsWith('.css'),
      })),
  );
}

const sum = (files: { kb: number }[]) => files.reduce((total, f) => total + f.kb, 0);

export async function backOfficeFirstLoad({ apiUrl }: Server): Promise<string[]> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<number>>();
    // The first, cold load only: the warm ones below leave the page before its later scripts arrive.
    let collecting = true;
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (collecting && (type === 'script' || type === 'stylesheet'))
        bodies.set(
          res.url(),
          res.body().then((b) => gzipSync(b, { level: 9 }).length / 1000),
        );
    });
    await markWhenTheFormShows(page);
    const formShows = async () => {
      await page.goto(`${apiUrl}/admin/login`, { waitUntil: 'commit' });
      await page.locator('input[name="email"]').waitFor({ state: 'visible' });
      await page.waitForFunction(() => 'formShownAt' in window);
      return page.evaluate(() => (window as unknown as { formShownAt: number }).formShownAt);
    };
    const cold = await formShows();
    // What follows the form (the back office's first screen, fetched while the user types, when the page is idle)
    // ends when no new script has come for a second.
    await page.waitForLoadState('networkidle');
    for (let seen = -1; seen !== bodies.size; ) {
      seen = bodies.size;
      await page.waitForTimeout(1000);
    }
    const files = (await downloadsOf(page, bodies)).sort((a, b) => a.start - b.start);
    const scripts = files.filter((f) => !f.css);
    const before = scripts.filter((f) => f.start < cold);
    const after = scripts.filter((f) => f.start >= cold);
    const styles = files.filter((f) => f.css);
    collecting = false;
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push(await formShows());
    const median = warm.sort((a, b) => a - b)[2];
    const rows = [
      ['sign-in page', 'kB gzipped'],
      ...before.map((f) => [f.path, f.kb.toFixed(1)]),
      ['scripts before the form shows', sum(before).toFixed(1)],
      ...after.map((f) => [`  then ${f.path}`, f.kb.toFixed(1)]),
      ['scripts after, while the user types', sum(after).toFixed(1)],
      ...styles.map((f) => [f.path, f.kb.toFixed(1)]),
    ];
    console.log(`\n${table(rows)}`);
    const met = sum(before) <= scriptBudgetKb;
    console.log(
      `\n  sign-in page's script before its form shows: ${sum(before).toFixed(1)} kB gzipped, goal ≤ ${scriptBudgetKb} kB: ${met ? 'met' : 'NOT met'}`,
    );
    console.log(`  time to the sign-in form: cold ${cold.toFixed(0)} ms, warm ${median.toFixed(0)} ms (median of 5)`);
    await scriptsByStep(browser, apiUrl);
    return met
      ? []
      : [`back office: the sign-in page loads ${sum(before).toFixed(1)} kB of script before its form (goal ≤ ${scriptBudgetKb} kB)`];
  });
}

/** Every script the page receives, gzipped (as the first load counts them). */
function gzippedScripts(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        // A script still arriving when the page closes is not counted.
        res.body().then(
          (b) => gzipSync(b, { level: 9 }).length / 1000,
          () => 0,
        ),
      );
  });
  return bodies;
}

/** performance.now() in the page at the first frame where a condition holds. */
async function whenShown(page: Page, shown: () => boolean) {
  await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

/**
 * The scripts each step fetches on a cold page, as a user meets them: (a) the sign-in form; (b) after it, while the
 * user types and once the form is sent, until the home screen shows its workspaces; (c) opening the Receipt vouchers
 * list until its rows show. What arrives after a step (the home's charts) is listed apart.
 */
async function scriptsByStep(browser: Browser, apiUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const bodies = gzippedScripts(page);
    // Room for every request of the three steps in the page's record of what it fetched (250 by default).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await markWhenTheFormShows(page);
    await page.goto(`${apiUrl}/admin/login`);
    await page.locator('input[name="email"]').fill(benchStaff.email);
    await page.locator('input[name="password"]').fill(benchStaff.password);
    await page.waitForFunction(() => 'formShownAt' in window);
    const formShown = await page.evaluate(() => (window as unknown as { formShownAt: number }).formShownAt);
    // As a user who takes a moment to type: the page has been idle before the form is sent.
    await page.waitForLoadState('networkidle');
    await page.locator('button[type="submit"]').click();
    const homeShown = await whenShown(page, () => document.querySelectorAll('[aria-labelledby="workspaces"] a').length > 0);
    await page.waitForLoadState('networkidle');
    const listAsked = await page.evaluate(() => performance.now());
    const before = await page.evaluate(rowsText);
    await follow(page, '/admin/receipt_voucher');
    const listShown = await page
      .waitForFunction(rowsShown, before, { polling: 'raf', timeout: 60_000 })
      .then(() => page.evaluate(() => performance.now()));
    await page.waitForLoadState('networkidle');
    const scripts = (await downloadsOf(page, bodies)).filter((f) => !f.css);
    const between = (from: number, to: number) => scripts.filter((f) => f.start >= from && f.start < to);
    const steps = [
      { name: '(a) before the sign-in form shows', files: between(0, formShown) },
      { name: '(b) then until the home screen shows', files: between(formShown, homeShown) },
      { name: '    then, after the home screen shows', files: between(homeShown, listAsked) },
      { name: '(c) opening Receipt vouchers until its rows show', files: between(listAsked, listShown) },
    ];
    const rows = [['scripts fetched by step', 'files', 'kB gzipped']];
    for (const step of steps) rows.push([step.name, String(step.files.length), sum(step.files).toFixed(1)]);
    rows.push(['(a) + (b): from the address to the home screen', '', (sum(steps[0].files) + sum(steps[1].files)).toFixed(1)]);
    console.log(`\n${table(rows)}`);
    for (const step of steps.slice(1))
      console.log(`  ${step.name.trim()}: ${step.files.map((f) => `${f.path.split('/').pop()} ${f.kb.toFixed(1)}`).join(', ') || '–'}`);
  } finally {
    await context.close();
  }
}

/** Milliseconds from now (in the page) until the next screen's rows are drawn, checked at every frame. */
async function timeToRows(page: Page, go: () => Promise<unknown>) {
  const before = await page.evaluate(rowsText);
  const started = await page.evaluate(() => performance.now());
  await go();
  await page.waitForFunction(rowsShown, before, { polling: 'raf', timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - started;
}

/** Follows an address inside the back office as a click on a link does (React Router hears the history change). */
const follow = (page: Page, address: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/** The text of the rows of the tables on the screen (not the menu). */
const rowsText = () => [...document.querySelectorAll('#main-content tbody tr')].map((tr) => tr.textContent?.trim() ?? '').join('\n');

/**
 * The new screen's rows are drawn: its tables have rows with text other than the screen before had (React may reuse
 * the table), and nothing on it is loading.
 */
const rowsShown = (before: string) => {
  const text = [...document.querySelectorAll('#main-content tbody tr')].map((tr) => tr.textContent?.trim() ?? '').join('\n');
  return text.trim() !== '' && text !== before && document.querySelector('#main-content [role="progressbar"]') === null;
};

// Lists the demo charity fills.
const lists = [
  'donation',
  'customerorder',
  'receipt_voucher',
  'payment_voucher',
  'member',
  'monthly_subscription',
  'product',
  'inventory',
  'ticket',
  'user',
  'employee',
  'ledger_account',
  'cms_menu_content',
  'audit_log',
];

export async function backOfficeScreens({ apiUrl }: Server): Promise<string[]> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems: string[] = [];
    // Signing in: from the click until the menu holds the role's entries, and until the first screen's figures are in.
    await page.goto(`${apiUrl}/admin/login`);
    await page.locator('input[name="email"]').fill(benchStaff.email);
    await page.locator('input[name="password"]').fill(benchStaff.password);
    await page.waitForLoadState('networkidle');
    // The API's requests in flight (not the scripts), and when the last one was answered.
    const pending = new Set<unknown>();
    let [asked, lastAnswer] = [0, 0];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/admin/')) return;
      pending.add(req);
      asked++;
    });
    const answered = (req: unknown) => {
      if (pending.delete(req)) lastAnswer = Date.now();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    /** Until no request of the API has been in flight for a second. */
    const quiet = async () => {
      for (let calm = 0; calm < 1000; calm = pending.size ? 0 : calm + 100) await page.waitForTimeout(100);
    };
    const clicked = Date.now();
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[role="menu"] a').length > 1, undefined, { polling: 'raf' });
    const menuShown = Date.now() - clicked;
    await quiet();
    const rows = [['after a click', 'first time, ms', 'again, ms', `goal < ${screenGoalMs} ms`]];
    rows.push(['sign-in: the menu shows its entries', String(menuShown), '', '']);
    rows.push([`sign-in: the first screen’s last answer (of ${asked} requests)`, String(lastAnswer - clicked), '', '']);

    const cash = await page.evaluate(async () => {
      const res = await fetch('/ledger_account/api/v1/ledger_account/all/?q=Cash&size=50', { credentials: 'same-origin' });
      // The page's rows are the answer's one list, whatever its key.
      const ledgers = Object.values(await res.json()).find(Array.isArray) as { id: number; name: string }[] | undefined;
      return ledgers?.find((l) => l.name === 'Cash')?.id;
    });
    if (cash === undefined) problems.push('back office: the demo charity has no Cash ledger');
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const screens = [
      ...lists.map((list) => ({ name: `list: ${list}`, address: `/admin/${list}` })),
      ...(cash === undefined
        ? []
        : [{ name: 'ledger report: Cash, a year', address: `/admin/reports/ledger?ledger=${cash}&from=${yearAgo}&to=${today}` }]),
    ];
    // Each screen opened from the one before (as from the menu), all of them twice: the first time loads its script.
    const times = new Map<string, number[]>();
    for (let pass = 0; pass < 2; pass++)
      for (const { name, address } of screens) {
        times.set(name, [...(times.get(name) ?? []), await timeToRows(page, () => follow(page, address))]);
        // The screen's other requests (counts, pictures' records) end before the next click.
        await quiet();
      }
    for (const [name, [first, again]] of times) {
      const slowest = Math.max(first, again);
      rows.push([name, first.toFixed(0), again.toFixed(0), slowest < screenGoalMs ? '✓' : '✗']);
      if (slowest >= screenGoalMs)
        problems.push(`back office: ${name} took ${slowest.toFixed(0)} ms to show its rows (goal < ${screenGoalMs} ms)`);
    }
    console.log(`\n${table(rows)}\n  (times in the page, from the click to the rows drawn; "first time" includes the screen's script)`);
    return problems;
  });
}
