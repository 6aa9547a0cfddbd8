import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { freePort } from '../../scripts/free-port.ts';
import { copyOfSeededData } from './seeded-data.ts';
import { admin } from './site.ts';
import { visitorFormTiming } from './visitor-form-timing.ts';

const root = join(import.meta.dirname, '../..');

/**
 * A second Sahay, from the same production build, on its own copy of the run's seeded data folder: the tests that
 * change content use it, so that the tests running meanwhile against the shared server never see the change.
 */
export async function startPrivateServer() {
  const dataDir = copyOfSeededData('sahay-e2e-private-');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...visitorFormTiming,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the private server on port ${port} did not start`);
}

/**
 * Runs the file's tests against a Sahay of their own (see private-server.ts): for tests that change what
 * the public site shows, so that tests running meanwhile on the shared server never see the change.
 */
export function usePrivateServer() {
  let server: Awaited<ReturnType<typeof startPrivateServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startPrivateServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    baseURL: async ({}, use) => {
      await use(server?.url);
    },
  });
  /** The server's data folder (its mail outbox is `outbox/` in it, when no SMTP server is set). */
  return { dataDir: () => server?.dataDir as string, url: () => server?.url as string };
}
