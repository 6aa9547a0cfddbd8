import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The few Bengali characters an English page shows: the taka sign of every amount and the language
 * switch's বাংলা. Without them here, each English page with an amount fetched Noto Sans Bengali's whole
 * Bengali file (45 kB per weight) at the highest priority, beside the first screen's picture.
 */
const marks = '৳বাংলা';

const moduleId = 'virtual:marks-font';
const require = createRequire(import.meta.url);

/**
 * `virtual:marks-font`: a stylesheet (a string) of the "Sahay Marks" family, those characters cut from
 * Noto Sans Bengali, regular and bold, written into the page as data so they cost no request.
 */
export function marksFont(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'sahay-marks-font',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      css ??= marksCss();
      return `export default ${JSON.stringify(await css)};`;
    },
  };
}

async function marksCss() {
  const range = [...new Set(marks)].map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`).join(', ');
  const faces = await Promise.all(
    [400, 700].map(async (weight) => {
      const file = require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`);
      const cut = await subsetFont(await readFile(file), marks, { targetFormat: 'woff2' });
      return `@font-face{font-family:"Sahay Marks";font-style:normal;font-weight:${weight};font-display:swap;src:url(data:font/woff2;base64,${cut.toString('base64')}) format("woff2");unicode-range:${range}}`;
    }),
  );
  return faces.join('\n');
}
