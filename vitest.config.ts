import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free; on a two-core machine that ran the API files one at a time.
    maxWorkers: 2,
    projects: [
      {
        // Pure functions of the public site and the back office (validators, money, balances): no browser, no database.
        test: { name: 'web', include: ['apps/web/app/**/*.test.ts', 'apps/admin/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          setupFiles: ['apps/api/src/test-support/one-query-at-a-time.ts'],
          // Each test file opens its own database from one migrated, seeded snapshot.
          pool: 'threads',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
