// The template pages' sample pictures: drawn from code with the seed's generators, written to
// apps/web/public/samples/ (gitignored) at two widths each. Files already there are kept.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeImage } from '../apps/api/src/seed/assets.ts';
import { sampleFiles } from '../apps/web/app/template/samples.ts';

const dir = join(import.meta.dirname, '..', 'apps/web/public/samples');
mkdirSync(dir, { recursive: true });

const missing = sampleFiles().filter((f) => !existsSync(join(dir, f.file)));
const started = performance.now();
// A few at a time: sharp runs each on its own thread pool.
for (let i = 0; i < missing.length; i += 8) {
  await Promise.all(
    missing.slice(i, i + 8).map(async (f) => writeFileSync(join(dir, f.file), await makeImage(f.kind, f.seed, f.width, f.height))),
  );
}
if (missing.length > 0) console.log(`sample pictures: wrote ${missing.length} in ${Math.round(performance.now() - started)} ms`);
