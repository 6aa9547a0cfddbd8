import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../apps/api/src/test-support/child-server.ts';

/**
 * The seeded data folder (database and media) every end-to-end server of a run starts from a copy of:
 * seeding is a first start of the real server, once per run, and copying it takes a moment where seeding
 * again (the demo pictures' variants) took many seconds for each server a file starts.
 */
export const seededDataDir = join(tmpdir(), `sahay-e2e-seeded-${process.env.E2E_PORT ?? 8123}`);

/** Seeds the folder afresh: the production server started on an empty one, stopped once it is ready. */
export async function seedDataDir(admin: { email: string; password: string }) {
  rmSync(seededDataDir, { recursive: true, force: true });
  const server = await startServerProcess({ DATA_DIR: seededDataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  await server.stop();
}

/** A new data folder of a server's own, holding a copy of the seeded one. */
export function copyOfSeededData(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(seededDataDir, dataDir, { recursive: true });
  return dataDir;
}
