// The "web pages" section of `npm run bench`: Lighthouse (mobile) on the home page and the
// gallery page, plus the home page's initial JavaScript, gzipped. Goals from the issue:
// performance ≥ 95, accessibility / best practices / SEO = 100, initial JS ≤ 120 kB.
// Runs offline against Debian's Chromium; a missed goal is reported, never failed.

import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// No sandbox or GPU in this container; the rest keeps Chromium from calling home (no internet here).
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals: Record<(typeof categories)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const jsGoalKb = 120;

export async function lighthouseSection(apiUrl: string): Promise<string[]> {
  const pages = [
    { name: '/', url: `${apiUrl}/` },
    { name: 'gallery', url: `${apiUrl}/gallery/${await galleryMenuId(apiUrl)}` },
  ];
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO']];
  const missed: string[] = [];
  // One Chromium for all pages; Lighthouse opens a fresh tab and clears the cache for each run.
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    for (const page of pages) {
      console.log(`  Lighthouse (mobile) on ${page.url}…`);
      const lhr = await audit(page.url, chrome.port);
      const scores = categories.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100));
      rows.push([page.name, ...scores.map((score, i) => `${score} ${score >= goals[categories[i]] ? '✓' : '✗'}`)]);
      for (const [i, id] of categories.entries()) {
        if (scores[i] >= goals[id]) continue;
        missed.push(`  ${page.name} ${lhr.categories[id].title} ${scores[i]} < ${goals[id]}: ${losses(lhr, id).join('; ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\n${table(rows)}\n  (✓ goal met: performance ≥ 95, the others 100)`);
  if (missed.length) console.log(`\n  Where the points went:\n${missed.join('\n')}`);
  await initialJs(`${apiUrl}/`);
  return [];
}

/** The gallery page lives at /gallery/<id of the menu named Gallery>, so ask the API like the site does. */
async function galleryMenuId(apiUrl: string): Promise<number> {
  const res = await fetch(`${apiUrl}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`);
  if (!res.ok) throw new Error(`menu API answered ${res.status}`);
  type Menu = { id: number; name: string; children: Menu[] };
  const flat = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flat(m.children)]);
  const gallery = flat(((await res.json()) as { menus: Menu[] }).menus).find((m) => m.name.toLowerCase() === 'gallery');
  if (!gallery) throw new Error('no Gallery menu in the seeded data');
  return gallery.id;
}

async function audit(url: string, port: number): Promise<Result> {
  // Lighthouse's defaults are the mobile run (Moto G Power emulation, simulated slow 4G).
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The audits in a category that scored below full marks, weighted ones first, with their titles. */
function losses(lhr: Result, id: string): string[] {
  return lhr.categories[id].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => `${audit.title} (${ref.id}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

/**
 * The JavaScript a visitor downloads before the home page's load event: every script response
 * Chromium receives until then, each body gzipped here (level 9) so the number does not depend
 * on what compression the server happens to use.
 */
async function initialJs(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; kb: number }>[] = [];
    let loaded = false;
    page.on('response', (res) => {
      if (loaded || res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, kb: gzipSync(body, { level: 9 }).length / 1000 })));
    });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    // Inline <script>s are counted apart: mostly the server's loader data, not code.
    const inline = await page.$$eval('script:not([src])', (els) => els.map((el) => el.textContent ?? '').join('\n'));
    const files = (await Promise.all(scripts)).sort((a, b) => b.kb - a.kb);
    const total = files.reduce((sum, f) => sum + f.kb, 0);
    const rows = [['script (home page, before load)', 'kB gzip'], ...files.map((f) => [f.url, f.kb.toFixed(1)])];
    rows.push(['total', total.toFixed(1)]);
    console.log(`\n${table(rows)}`);
    console.log(`  initial JS ${total.toFixed(1)} kB gzipped, goal ≤ ${jsGoalKb} kB: ${total <= jsGoalKb ? 'met' : 'NOT met'}`);
    console.log(`  (plus ${(gzipSync(inline, { level: 9 }).length / 1000).toFixed(1)} kB gzipped of inline <script> in the HTML)`);
  } finally {
    await browser.close();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}
