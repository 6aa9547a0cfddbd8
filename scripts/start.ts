// `npm start`: one process serving the API, the media files, the public site and the back office.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

console.log(`Sahay starting on Node ${process.version}`);
// V8 keeps the code it compiles for the server's modules on disk (NODE_COMPILE_CACHE, else the system's temporary
// folder) and reuses it while the files are unchanged: a restart on the seeded demo was ready about 0.4 s sooner
// and used about 0.6 s (7 %) less processor time. The browser tests start a dozen servers.
enableCompileCache();
// React (which renders the public pages) picks its production build from this when first loaded: unset, it ran its
// development build, with its checks and warnings, at twice the processor time per page.
process.env.NODE_ENV ??= 'production';

const root = join(import.meta.dirname, '..');
const builds = ['apps/web/build/server/index.js', 'apps/admin/dist/index.html'];
if (!builds.every((file) => existsSync(join(root, file)))) {
  console.log('No build of the public site or the back office yet: building them once (npm run build)…');
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { startServer } = await import('../apps/api/src/server.ts');
await startServer().catch((error: Error) => {
  console.error(error.name === 'Error' ? error.message : (error.stack ?? error.message));
  process.exit(1);
});
