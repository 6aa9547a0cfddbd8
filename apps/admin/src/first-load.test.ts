import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.join(import.meta.dirname, '..', 'dist');
/** The budget of the sign-in page's script, gzipped (kB = 1000 bytes). */
const budgetKb = 250;

/** A built file by its address under /admin/. */
const file = (address: string) => path.join(dist, address.replace(/^\/admin\//, ''));

/** Scripts with every module they import statically, followed through the chunks (a dynamic `import()` waits for later). */
function withStaticImports(scripts: string[], seen = new Set<string>()): Set<string> {
  const visit = (script: string) => {
    if (seen.has(script)) return;
    seen.add(script);
    const code = readFileSync(script, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const m of code.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g))
      visit(path.join(path.dirname(script), m[1]));
  };
  for (const script of scripts) visit(script);
  return seen;
}

/** The scripts a page of the back office runs before it draws anything: the page's module script and its static imports. */
function firstScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => file(m[1]));
  return [...withStaticImports(entries)];
}

/** What the back office itself (App.tsx) adds to them when it opens on its home screen, before any screen is opened. */
function backOfficeScripts(): string[] {
  const first = firstScripts();
  const assets = path.join(dist, 'assets');
  const app = readdirSync(assets).filter((name) => /^App-[\w-]+\.js$/.test(name));
  expect(app, 'the back office’s chunk').toHaveLength(1);
  return [...withStaticImports([path.join(assets, app[0])], new Set(first))].filter((script) => !first.includes(script));
}

const gzippedKb = (script: string) => gzipSync(readFileSync(script), { level: 9 }).length / 1000;

describe('the back office’s first load', () => {
  it(`runs at most ${budgetKb} kB of script (gzip -9) before the sign-in form shows`, () => {
    // Never skipped: without a build there is nothing to measure, and that is a failure to see.
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error('No build of the back office: run `npm run build` first (`npm test` does).');
    const scripts = firstScripts();
    const total = scripts.reduce((sum, script) => sum + gzippedKb(script), 0);
    const sizes = scripts.map((script) => `${path.basename(script)} ${gzippedKb(script).toFixed(1)} kB`).join(', ');
    expect(total, `the scripts before the sign-in form: ${sizes}`).toBeLessThanOrEqual(budgetKb);
  });

  it('has the sign-in form, and leaves the screens, the charts, the editor and the file writers to later', () => {
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error('No build of the back office: run `npm run build` first (`npm test` does).');
    const code = firstScripts()
      .map((script) => readFileSync(script, 'utf8'))
      .join('\n');
    // Class names each of them carries in the built code: the screens' layout and lists, a chart, the editor, a workbook.
    const found = (marker: string) => code.includes(marker);
    expect(found('RaLogin'), 'the sign-in form').toBe(true);
    expect(['RaLayout', 'RaDatagrid', 'MuiCharts', 'ProseMirror', 'ExcelJS'].filter(found)).toEqual([]);
  });

  it('opens the home screen without the screens of any workspace: they come with the first one opened', () => {
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error('No build of the back office: run `npm run build` first (`npm test` does).');
    const code = backOfficeScripts()
      .map((script) => readFileSync(script, 'utf8'))
      .join('\n');
    // The layout comes with the back office; a list's table, a chart, the editor and a workbook do not.
    expect(code.includes('RaLayout'), 'the layout').toBe(true);
    expect(['RaDatagrid', 'MuiCharts', 'ProseMirror', 'ExcelJS'].filter((marker) => code.includes(marker))).toEqual([]);
  });
});
