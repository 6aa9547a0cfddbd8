// The server the end-to-end tests drive: the production build on a fresh, seeded data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'sahay-e2e-'));
process.env.ADMIN_EMAIL ??= 'admin@example.org';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
await import('./start.ts');
