// The server the end-to-end tests drive: the production build on a copy of a freshly seeded data folder,
// which the tests' own servers (e2e/support/private-server.ts) copy too.
import { copyOfSeededData, seedDataDir } from '../e2e/support/seeded-data.ts';

process.env.ADMIN_EMAIL ??= 'admin@example.org';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
await seedDataDir({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
process.env.DATA_DIR = copyOfSeededData('sahay-e2e-');
await import('./start.ts');
