// `npm run build`: the production build of the public site (the API runs from source).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin');
const env = { ...process.env, PATH: [bin, join(process.execPath, '..'), process.env.PATH].join(':') };
const web = join(root, 'apps/web');
for (const args of [['typegen'], ['build']]) {
  const result = spawnSync(join(bin, 'react-router'), args, { cwd: web, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
