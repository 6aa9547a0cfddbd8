import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteContent } from '../modules/cms/index.ts';
import { makeNoticePdf } from '../seed/assets.ts';
import { createTestApp, testMediaDir } from '../test-support/test-app.ts';
import type { Repository } from './repository.ts';

/** A write through a service has the same effects as one through a route: caches, files, audit. */
const app = await createTestApp();
afterAll(() => app.close());
const db = () => app.database.db;
const onDisk = (path: string) => existsSync(join(testMediaDir(), path.replace('/media/', '')));
const auditOf = async (entity: string, id: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/audit_log/api/v1/audit_log/all/?entity_id=${id}&size=100`,
      headers: { authorization: 'Test audit_log.read' },
    })
  )
    .json()
    .audit_logs.filter((e: { entity: string }) => e.entity === entity);

describe('a contact message sent through the public form (the site’s service, no route)', () => {
  it('empties the cached reads that show contact messages, once stored, and leaves its audit row', async () => {
    const cache = app.createCache<string>();
    await cache.get('waiting messages', ['contact_message'], async () => 'a list without the new message');
    await cache.get('settings', ['general_setting'], async () => 'the settings');
    const site = createSiteContent(db, app.createCache(), app.repositories);
    const sent = await site.sendContactMessage(
      { name: 'Nadia', lastname: 'Islam', email: 'nadia@example.org', subject: 'Support', message: 'Where do I volunteer?' },
      '203.0.113.40',
    );
    expect(sent).toEqual({ ok: true });
    expect(cache.size).toBe(1);
    expect(await cache.get('settings', ['general_setting'], async () => 'reloaded')).toBe('the settings');
    const { contact_messages } = (
      await app.inject({
        method: 'GET',
        url: '/contact_message/api/v1/contact_message/search/?email=nadia@example.org',
        headers: { authorization: 'Test contact_message.read' },
      })
    ).json();
    expect(contact_messages).toHaveLength(1);
    expect(await auditOf('contact_message', contact_messages[0].id)).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('empties nothing when the message is refused', async () => {
    const cache = app.createCache<string>();
    await cache.get('waiting messages', ['contact_message'], async () => 'unchanged');
    const site = createSiteContent(db, app.createCache(), app.repositories);
    const refused = await site.sendContactMessage({ name: '', lastname: 'Islam', email: 'x', subject: 'Support' }, '203.0.113.41');
    expect(refused.ok).toBe(false);
    expect(cache.size).toBe(1);
  });
});

describe('a notice whose file a service replaces', () => {
  it('loses the old file once the change is stored, keeps the new one, and leaves its audit row', async () => {
    const notices = app.repositories.get('notice') as Repository;
    const first = await app.media.save(await makeNoticePdf('First', '2026-11-01', 'One.'), 'pdf');
    const second = await app.media.save(await makeNoticePdf('Second', '2026-11-02', 'Two.'), 'pdf');
    const notice = await notices.create(db(), { title: 'Replaced by a service', date: '2026-11-01', file: first });
    await notices.update(db(), notice.id as number, { file: second });
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    expect((await auditOf('notice', notice.id as number)).map((e: { action: string }) => e.action).sort()).toEqual(['create', 'update']);
  });
});
