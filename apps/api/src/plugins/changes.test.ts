import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createTaggedCache } from '../lib/tagged-cache.ts';
import { asCaller, createTestApp, openTestDatabase } from '../test-support/test-app.ts';
import { createChangeBus, everything } from './changes.ts';

describe('the change bus', () => {
  it('relays its own writes to other processes, and hands theirs to its caches without relaying them back', () => {
    const bus = createChangeBus();
    const cache = createTaggedCache<string>();
    bus.subscribe((entity) => cache.invalidate(entity));
    const relayed: string[] = [];
    bus.relayTo((entity) => relayed.push(entity));

    const fill = () => Promise.all([cache.get('notices', ['notice'], async () => 'n'), cache.get('menu', ['cms_menu'], async () => 'm')]);
    return (async () => {
      await fill();
      bus.publish('notice');
      expect(cache.size).toBe(1);
      bus.deliver('cms_menu');
      expect(cache.size).toBe(0);
      expect(relayed).toEqual(['notice']);
      await fill();
      bus.deliver(everything);
      expect(cache.size).toBe(0);
    })();
  });
});

const database = await openTestDatabase();
afterAll(() => database.close());

if (database.kind === 'pglite') {
  it('PGlite serves one process: no messages between processes are set up', () => {
    expect(database.notices).toBeUndefined();
  });
} else {
  describe('two processes on one PostgreSQL database', () => {
    let first: App;
    let second: App;
    let secondDatabase: Database;
    beforeAll(async () => {
      secondDatabase = await openDatabase({ url: database.url });
      first = await createTestApp({ database });
      second = await createTestApp({ database: secondDatabase });
    });
    afterAll(async () => {
      await first.close();
      await second.close();
      await secondDatabase.close();
    });

    it('a write through one empties the other’s cached public reads', async () => {
      const url = '/notice/api/v1/notice/without_pagination/all/';
      const titles = async (app: App) => (await app.inject({ url })).json().notices.map((n: { title: string }) => n.title) as string[];
      expect(await titles(second)).not.toContain('Heard across processes');
      const file = (await first.inject({ url })).json().notices[0].file;
      const created = await first.inject({
        method: 'POST',
        url: '/notice/api/v1/notice/create/',
        headers: asCaller('notice.create'),
        payload: { title: 'Heard across processes', date: '2026-11-23', file },
      });
      expect(created.statusCode).toBe(201);
      await expect.poll(() => titles(second), { timeout: 5000 }).toContain('Heard across processes');
    });
  });
}
