// The server the end-to-end tests drive: the production build on a copy of a freshly seeded data folder,
// which the tests' own servers (e2e/support/private-server.ts) copy too.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServerProcess } from '../apps/api/src/test-support/child-server.ts';
import { copyPgliteSnapshot, pgliteSnapshot } from '../apps/api/src/test-support/snapshot.ts';
import { copyOfSeededData, seededDataDir } from '../e2e/support/seeded-data.ts';

process.env.ADMIN_EMAIL ??= 'admin@example.org';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';

/**
 * Prepares the seeded folder afresh: the API suite's migrated and seeded database and its media (built here
 * when the API suite has not), then a first start of the production server on it, which adds the administrator.
 */
async function seedDataDir(admin: { email: string; password: string }) {
  rmSync(seededDataDir, { recursive: true, force: true });
  const { dataDir, mediaDir } = await pgliteSnapshot();
  mkdirSync(seededDataDir, { recursive: true });
  // What the seed wrote; not the files API tests uploaded beside it.
  const uploads = join(mediaDir, 'uploads');
  cpSync(mediaDir, join(seededDataDir, 'media'), { recursive: true, filter: (file) => !file.startsWith(uploads) });
  copyPgliteSnapshot(dataDir, join(seededDataDir, 'pglite'));
  const server = await startServerProcess({ DATA_DIR: seededDataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  await server.stop();
}

await seedDataDir({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
process.env.DATA_DIR = copyOfSeededData('sahay-e2e-');
await import('./start.ts');
