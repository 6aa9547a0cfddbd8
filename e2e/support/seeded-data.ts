import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The seeded data folder (database and media) every end-to-end server of a run starts from a copy of:
 * prepared once per run by `scripts/e2e-server.ts`, since copying it takes a moment where seeding again
 * (the demo pictures' variants) took many seconds for each server a file starts.
 */
export const seededDataDir = join(tmpdir(), `sahay-e2e-seeded-${process.env.E2E_PORT ?? 8123}`);

/** A new data folder of a server's own, holding a copy of the seeded one. */
export function copyOfSeededData(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(seededDataDir, dataDir, { recursive: true });
  return dataDir;
}
