import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

function filesUnder(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Changes whenever a migration or the seed changes, so a stale snapshot is never loaded. */
export function snapshotKey() {
  const hash = createHash('sha256');
  // The snapshot also holds the permissions, roles and menu derived from the registry.
  const sources = [
    join(repoRoot, 'apps/api/drizzle'),
    join(repoRoot, 'apps/api/src/seed'),
    join(repoRoot, 'apps/api/src/modules/access/access.setup.ts'),
    join(repoRoot, 'apps/api/src/lib/media-store.ts'),
    join(repoRoot, 'packages/contracts/src'),
  ];
  // Each module's reference data is seeded too.
  const moduleSeeds = filesUnder(join(repoRoot, 'apps/api/src/modules')).filter((f) => f.endsWith('seed.ts'));
  for (const file of [...sources.flatMap(filesUnder), ...moduleSeeds].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function snapshotDir(key: string) {
  return join(repoRoot, '.cache/test-db', key);
}
