import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

let clerk: Awaited<ReturnType<typeof createUser>>;
let auditor: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  clerk = await createUser(app, { permissions: ['notice.create', 'notice.update', 'notice.delete', 'notice.read'] });
  auditor = await createUser(app, { permissions: ['audit_log.read'] });
});

const trail = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/audit_log/api/v1/audit_log/search/?${query}`, headers: auditor.headers });
  expect(res.statusCode).toBe(200);
  return res.json().audit_logs as {
    user_id: number;
    entity: string;
    entity_id: number;
    action: string;
    at: string;
    changes: Record<string, unknown>;
  }[];
};

describe('the audit trail of a notice', () => {
  let noticeId: number;

  it('records who created what, with the values set', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/notice/api/v1/notice/create/',
      headers: clerk.headers,
      payload: { title: 'Audited notice', date: '2026-06-01', file: '/media/audited.pdf' },
    });
    expect(created.statusCode).toBe(201);
    noticeId = created.json().id;
    const [entry] = (await trail(`user_id=${clerk.id}`)).filter((e) => e.entity_id === noticeId);
    expect(entry).toMatchObject({
      user_id: clerk.id,
      entity: 'notice',
      action: 'create',
      changes: { title: 'Audited notice', date: '2026-06-01' },
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('records an update with only the fields that changed, before and after', async () => {
    await app.inject({
      method: 'PUT',
      url: `/notice/api/v1/notice/update/${noticeId}`,
      headers: clerk.headers,
      payload: { title: 'Audited notice (corrected)', date: '2026-06-01' },
    });
    const [latest] = (await trail(`user_id=${clerk.id}&action=update`)).filter((e) => e.entity_id === noticeId);
    expect(latest.changes).toEqual({ title: ['Audited notice', 'Audited notice (corrected)'] });
  });

  it('records a delete with the values removed', async () => {
    await app.inject({ method: 'DELETE', url: `/notice/api/v1/notice/delete/${noticeId}`, headers: clerk.headers });
    const [entry] = (await trail(`user_id=${clerk.id}&action=delete`)).filter((e) => e.entity_id === noticeId);
    expect(entry.changes).toMatchObject({ title: 'Audited notice (corrected)', file: '/media/audited.pdf' });
  });

  it('writes nothing when the change itself fails', async () => {
    const before = (await trail('entity=notice')).length;
    const refused = await app.inject({
      method: 'PUT',
      url: '/notice/api/v1/notice/update/987654',
      headers: clerk.headers,
      payload: { title: 'x' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await trail('entity=notice')).length).toBe(before);
  });
});

describe('GET /audit_log/api/v1/audit_log/all/', () => {
  it('is paged, newest first, and filtered by entity and by user through search/', async () => {
    const res = await app.inject({ method: 'GET', url: '/audit_log/api/v1/audit_log/all/?size=2', headers: auditor.headers });
    const body = res.json();
    expect(body).toMatchObject({ page: 1, size: 2 });
    expect(body.audit_logs[0].id).toBeGreaterThan(body.audit_logs[1].id);
    for (const entry of await trail('entity=notice')) expect(entry.entity).toBe('notice');
    for (const entry of await trail(`user_id=${clerk.id}`)) expect(entry.user_id).toBe(clerk.id);
  });

  it('never shows a password hash, even for a user created with a password', async () => {
    const admin = await createUser(app, { permissions: ['user.create'] });
    const created = await app.inject({
      method: 'POST',
      url: '/user/api/v1/user/create/',
      headers: admin.headers,
      payload: { first_name: 'Audit', email: 'audited-user@example.org', password: 'a long enough secret' },
    });
    expect(created.statusCode).toBe(201);
    const entries = await trail(`entity=user&user_id=${admin.id}`);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toMatch(/scrypt|password_hash|a long enough secret/);
  });

  it('is refused to a caller without audit_log.read', async () => {
    expect((await app.inject({ method: 'GET', url: '/audit_log/api/v1/audit_log/all/', headers: clerk.headers })).statusCode).toBe(403);
  });
});
