import { defineConfig, devices } from '@playwright/test';
import { visitorFormTiming } from './e2e/support/visitor-form-timing.ts';
import { chromeFlags } from './scripts/bench-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8123);

/**
 * End-to-end tests: Debian's Chromium against the production build, on a fresh seeded data folder.
 * Chromium's headless shell (the same engine without the desktop browser around it) ran the suite
 * about a third faster than the full browser in headless mode; the bench's Lighthouse keeps the full one.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Three on two cores: a test spends part of its time waiting on the server or an animation, and the third
  // worker fills it (the suite took 548 s with two workers, 444 s with three and the JavaScript flag below).
  workers: 3,
  // One retry, reported as "flaky", so a timing hiccup on a loaded machine does not hide the rest.
  retries: 1,
  // Three workers keep both cores busy, and a back-office page loading its scripts in a new context then took
  // more than the default 5 s to show its first row (a clean-clone run failed so, twice in a row). An assertion
  // that holds is met as soon as it does; only a failing one waits the longer time.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // As someone who asked their system for less motion: the back office then opens menus and dialogs at once
    // with no ripple under a click, and Chromium draws about a tenth fewer frames over the back-office tests.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        ...chromeFlags,
        // A test's page lives seconds: V8's optimising compilers spend more processor time than they win back.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    trace: 'off',
  },
  projects: [
    // Signs the administrator in once, through the form; files that start signed in reuse that session.
    { name: 'admin session', testMatch: /admin-session\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['admin session'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...visitorFormTiming },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
