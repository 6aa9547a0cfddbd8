// `npm run build`: the production build of the public site (the API runs from source).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { precompress } from './precompress.ts';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin');
const env = { ...process.env, PATH: [bin, join(process.execPath, '..'), process.env.PATH].join(':') };
const web = join(root, 'apps/web');
// The template pages' sample pictures go into apps/web/public/samples/ before Vite copies public/.
const samples = spawnSync(process.execPath, [join(root, 'scripts/sample-images.ts')], { cwd: root, stdio: 'inherit', env });
if (samples.status !== 0) process.exit(samples.status ?? 1);
for (const args of [['typegen'], ['build']]) {
  const result = spawnSync(join(bin, 'react-router'), args, { cwd: web, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The back office (apps/admin): a single-page app the API serves under /admin/.
const admin = spawnSync(join(bin, 'vite'), ['build'], { cwd: join(root, 'apps/admin'), stdio: 'inherit', env });
if (admin.status !== 0) process.exit(admin.status ?? 1);
// Compressed once here, so the server never compresses a static file per request.
const compressed = await Promise.all([join(web, 'build/client'), join(root, 'apps/admin/dist')].map(precompress));
console.log(`precompressed ${compressed[0] + compressed[1]} files (brotli and gzip)`);
