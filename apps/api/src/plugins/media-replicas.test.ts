import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../../scripts/throwaway-postgres.ts';
import { killServerProcesses, type ServerProcess, signInTo, startServerProcess } from '../test-support/child-server.ts';
import { startS3Server } from '../test-support/media-stores.ts';
import { openTestDatabase, testDatabaseKind } from '../test-support/test-app.ts';

/**
 * Two replicas of Sahay as an operator runs them behind a load balancer: two server processes, each
 * with its own data folder (its mail outbox), on one PostgreSQL database and one S3 bucket. On the
 * suite's PostgreSQL run the database is a fresh copy of the suite's; on the PGlite run, a throwaway
 * PostgreSQL server of this file's own, which the first replica migrates and seeds.
 */
async function sharedPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  if (testDatabaseKind() === 'postgres') {
    const suite = await openTestDatabase();
    if (suite.url) return { url: suite.url, close: () => suite.close() };
  }
  const server = await startThrowawayPostgres();
  return { url: server.url, close: () => server.stop() };
}

const staff = { email: 'replicas@example.org', password: 'replicas-test-password' };
const jpeg = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#2d6a4f' } })
    .jpeg()
    .toBuffer();

describe('two server processes on one PostgreSQL database and one bucket', () => {
  let postgres: Awaited<ReturnType<typeof sharedPostgres>>;
  let bucket: Awaited<ReturnType<typeof startS3Server>>;
  const dataDirs: string[] = [];
  let first: ServerProcess;
  let second: ServerProcess;
  let token: string;
  beforeAll(async () => {
    [postgres, bucket] = await Promise.all([sharedPostgres(), startS3Server()]);
    const replica = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sahay-replica-'));
      dataDirs.push(dataDir);
      return startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        MEDIA_S3_URL: bucket.url,
        ADMIN_EMAIL: staff.email,
        ADMIN_PASSWORD: staff.password,
      });
    };
    // One after the other, as a rollout does: the first migrates (and, on an empty database, seeds).
    first = await replica();
    second = await replica();
    // A session opened on one replica is known to the other: it lives in the database.
    token = await signInTo(first.url, staff);
  }, 240_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    killServerProcesses();
    await bucket?.stop();
    await postgres?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

  it('a picture uploaded through one is served by the other, and a deletion through the other is gone from both', async () => {
    const picture = await jpeg(1000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'team.jpg');
    const uploaded = await call(first, '/media/api/v1/media/upload/', { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { path } = (await uploaded.json()) as { path: string };
    const variant = path.replace('.jpg', '-480.webp');

    const fromSecond = await fetch(`${second.url}${path}`);
    expect([fromSecond.status, fromSecond.headers.get('content-type'), fromSecond.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=31536000, immutable',
    ]);
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(picture);
    expect((await fetch(`${second.url}${variant}`)).headers.get('content-type')).toBe('image/webp');

    const created = await call(first, '/homepage_slider/api/v1/homepage_slider/create/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: path, link: '/donate' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await (await call(second, `/homepage_slider/api/v1/homepage_slider/${id}`)).json()).toMatchObject({ id, image: path });

    const deleted = await call(second, `/homepage_slider/api/v1/homepage_slider/delete/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    for (const replica of [first, second]) {
      expect((await call(replica, `/homepage_slider/api/v1/homepage_slider/${id}`)).status).toBe(404);
      for (const file of [path, variant]) expect((await fetch(`${replica.url}${file}`)).status, file).toBe(404);
    }
  });

  it("a change through one is what the other's cached public read answers next", async () => {
    const read = async (server: ServerProcess) =>
      (
        (await (await fetch(`${server.url}/general_setting/api/v1/general_setting/all/`)).json()) as {
          general_settings: { id: number; site_name: string }[];
        }
      ).general_settings[0];
    const before = await read(second);
    const renamed = `${before.site_name} (replicas)`;
    const updated = await call(first, `/general_setting/api/v1/general_setting/update/${before.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_name: renamed }),
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    await expect.poll(async () => (await read(second)).site_name, { timeout: 10_000 }).toBe(renamed);
  });
});
