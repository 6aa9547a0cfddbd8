import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
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
