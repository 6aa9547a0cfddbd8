import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../../scripts/throwaway-postgres.ts';
import type { App } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { s3MediaStore } from '../lib/s3-media-store.ts';
import { startS3Server } from '../test-support/media-stores.ts';
import { asCaller, createTestApp, openTestDatabase, testDatabaseKind } from '../test-support/test-app.ts';

/**
 * Two replicas of the app, each with its own connection to one PostgreSQL database and its own
 * client of one bucket, as two processes behind a load balancer would be. On the suite's PostgreSQL
 * run they use its database; on the PGlite run (one process per embedded database) a throwaway
 * PostgreSQL server of this file's own, migrated empty.
 */
async function sharedPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  if (testDatabaseKind() === 'postgres') {
    const suite = await openTestDatabase();
    if (suite.url) return { url: suite.url, close: () => suite.close() };
  }
  const server = await startThrowawayPostgres();
  const database = await openDatabase({ url: server.url });
  await migrateDatabase(database);
  await database.close();
  return { url: server.url, close: () => server.stop() };
}

const editor = asCaller('media.upload', 'homepage_slider.read', 'homepage_slider.create', 'homepage_slider.delete');
const boundary = '----sahay-replicas';
const jpeg = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#2d6a4f' } })
    .jpeg()
    .toBuffer();
const upload = (app: App, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/media/api/v1/media/upload/',
    headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="team.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });

describe('two replicas on one PostgreSQL database and one bucket', () => {
  let postgres: Awaited<ReturnType<typeof sharedPostgres>>;
  let bucket: Awaited<ReturnType<typeof startS3Server>>;
  const databases: Database[] = [];
  let first: App;
  let second: App;
  beforeAll(async () => {
    [postgres, bucket] = await Promise.all([sharedPostgres(), startS3Server()]);
    databases.push(await openDatabase({ url: postgres.url }), await openDatabase({ url: postgres.url }));
    first = await createTestApp({ database: databases[0], media: s3MediaStore(bucket.location) });
    second = await createTestApp({ database: databases[1], media: s3MediaStore(bucket.location) });
    // Starting and migrating a PostgreSQL server of its own takes a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    await bucket?.stop();
    await postgres?.close();
  });

  it('a picture uploaded through one is served by the other, and a deletion through the other is gone from both', async () => {
    const picture = await jpeg(1000);
    const uploaded = await upload(first, picture);
    expect(uploaded.statusCode).toBe(201);
    const { path } = uploaded.json();
    const variant = path.replace('.jpg', '-480.webp');

    const fromSecond = await second.inject({ url: path });
    expect([fromSecond.statusCode, fromSecond.headers['content-type'], fromSecond.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=31536000, immutable',
    ]);
    expect(fromSecond.rawPayload).toEqual(picture);
    expect((await second.inject({ url: variant })).headers['content-type']).toBe('image/webp');

    const created = await first.inject({
      method: 'POST',
      url: '/homepage_slider/api/v1/homepage_slider/create/',
      headers: editor,
      payload: { image: path, link: '/donate' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const read = await second.inject({ url: `/homepage_slider/api/v1/homepage_slider/${id}`, headers: editor });
    expect(read.json()).toMatchObject({ id, image: path });

    const deleted = await second.inject({ method: 'DELETE', url: `/homepage_slider/api/v1/homepage_slider/delete/${id}`, headers: editor });
    expect(deleted.statusCode).toBeLessThan(300);
    for (const replica of [first, second]) {
      expect((await replica.inject({ url: `/homepage_slider/api/v1/homepage_slider/${id}`, headers: editor })).statusCode).toBe(404);
      for (const file of [path, variant]) expect((await replica.inject({ url: file })).statusCode, file).toBe(404);
    }
  });
});
