// Brotli and gzip copies of a build's text assets, written beside them once at build time, so the server
// sends those bytes (@fastify/static's preCompressed) instead of compressing the same files at every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.webmanifest']);
// Below this a compressed answer saves less than its headers cost (the server's own threshold).
const smallest = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` for every text file of at least 1 kB under the folder; answers how many files. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < smallest) return 0;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return 1;
    }),
  );
  return written.reduce<number>((sum, n) => sum + n, 0);
}
