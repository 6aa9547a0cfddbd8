import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from '../lib/media-store.ts';
import { asCaller, createTestApp } from '../test-support/test-app.ts';
import { seedIfEmpty } from './seed.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const media = localMediaStore(mkdtempSync(join(tmpdir(), 'sahay-upgrade-media-')));
const entities = ['service', 'team_member', 'testimonial'] as const;

/** Every record of an entity, as the back office reads them. */
async function rowsOf(entity: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/${entity}/api/v1/${entity}/without_pagination/all/`,
    headers: asCaller(`${entity}.read`),
  });
  expect(res.statusCode, res.body).toBe(200);
  // The list is answered under the entity's plural (`services`, `team_members`, `testimonials`).
  return Object.values(res.json() as Record<string, unknown>).find(Array.isArray) as Record<string, unknown>[];
}

const titlesOf = async (entity: string) => {
  return (await rowsOf(entity)).map((row) => String(row.title ?? row.name));
};

/** The database as an installation from before these pages were content has it: no records, none ever written. */
async function asBeforeTheyWereContent() {
  for (const entity of entities) {
    await app.database.db.execute(`delete from ${entity}`);
    await app.database.db.execute(`delete from audit_log where entity = '${entity}'`);
  }
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('an installation upgraded from before services, team and testimonials were content', () => {
  it('keeps the pages as they read: the template’s ones become records at the next start, once', async () => {
    const seeded = Object.fromEntries(await Promise.all(entities.map(async (e) => [e, await titlesOf(e)])));
    await asBeforeTheyWereContent();
    for (const entity of entities) expect(await titlesOf(entity)).toEqual([]);

    expect(await seedIfEmpty(app.database.db, media)).toBe(false);
    for (const entity of entities) expect(await titlesOf(entity), entity).toEqual(seeded[entity]);
    // Their pictures are stored anew, where the site reads them.
    const [service] = await rowsOf('service');
    expect(await media.read(String(service.image))).toBeDefined();

    // A second start writes nothing more.
    await seedIfEmpty(app.database.db, media);
    for (const entity of entities) expect(await titlesOf(entity), entity).toEqual(seeded[entity]);
  });

  it('leaves a charity that removed every testimonial without any', async () => {
    for (const { id } of await rowsOf('testimonial')) {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/testimonial/api/v1/testimonial/delete/${id}/`,
        headers: asCaller('testimonial.delete'),
      });
      expect(removed.statusCode, removed.body).toBeLessThan(300);
    }
    await seedIfEmpty(app.database.db, media);
    expect(await titlesOf('testimonial')).toEqual([]);
  });
});
