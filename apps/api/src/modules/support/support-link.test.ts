import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '../../seed/assets.ts';
import { asCaller, createTestApp, testMediaDir } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { createSiteContent } from '../cms/index.ts';

/**
 * The requester's private page reads and replies through the site's data services (no HTTP round trip):
 * the same thread, limits and checks as the API's `support/thread` and `support/reply`.
 */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  'ticket_inbox.all',
  'ticket_department.read',
  'ticket_priority.read',
  'ticket.read',
  'ticket.create',
  'ticket.update',
  'ticket_detail.read',
  'ticket_detail.create',
);
const site: SiteContent = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);

let departments: Record<string, number>;
let priorities: Record<string, number>;
let agent: Record<string, string>;
beforeAll(async () => {
  agent = (await createUser(app, { role: 'Support agent' })).headers;
  const byName = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const all = async (path: string, key: string) => (await app.inject({ method: 'GET', url: path, headers: staff })).json()[key];
  departments = byName(await all('/ticket_department/api/v1/ticket_department/all/', 'ticket_departments'));
  priorities = byName(await all('/ticket_priority/api/v1/ticket_priority/all/', 'ticket_priorities'));
});

let n = 0;
/** A ticket opened by staff for a new requester, and the token of the link mailed to them. */
async function openTicket(subject = 'My donation receipt') {
  const email = `link-${++n}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const res = await app.inject({
    method: 'POST',
    url: '/ticket/api/v1/ticket/create/',
    headers: staff,
    payload: {
      subject,
      ticket_department: departments.Support,
      ticket_priority: priorities.Normal,
      message: 'Where is my receipt?',
      name: 'Rahima Khatun',
      email,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = readdirSync(app.outboxDir)
    .filter((f) => f.endsWith(`${email}.eml`))
    .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'))[0];
  const token = /\/support\/([A-Za-z0-9_-]{40,60})/.exec(mail ?? '')?.[1] as string;
  expect(token).toBeDefined();
  return { ticket: res.json() as { id: number }, token };
}

/** An agent's reply (mailed) or internal note (never shown to the requester). */
async function agentEntry(ticket: number, message: string, internal = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/ticket_detail/api/v1/ticket_detail/create/',
    headers: agent,
    payload: { ticket, message, internal },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const threadOf = async (token: string, ip = '10.20.0.1', page?: number) => {
  const result = await site.supportThread(token, ip, page);
  if (result.status !== 200) throw new Error(`the thread answered ${result.status}`);
  return result.thread;
};

describe("the site's view of a private link", () => {
  it('reads the thread without internal notes or staff names, newest page by default, and the API answers the same', async () => {
    const { ticket, token } = await openTicket('Receipt for March');
    await agentEntry(ticket.id, 'Staff only: check the bank statement', true);
    await agentEntry(ticket.id, 'We have sent your receipt again.');
    const thread = await threadOf(token);
    expect(thread.ticket).toMatchObject({ subject: 'Receipt for March', status: 'Answered', department: 'Support' });
    expect(thread.ticket_details.map((e) => [e.message, e.from_requester])).toEqual([
      ['Where is my receipt?', true],
      ['We have sent your receipt again.', false],
    ]);
    expect(JSON.stringify(thread)).not.toContain('Staff only');
    expect(Object.keys(thread.ticket_details[0]).sort()).toEqual(['created_at', 'file', 'from_requester', 'id', 'message']);
    const api = await app.inject({ method: 'GET', url: `/support/api/v1/support/thread/${token}?size=20&page=1` });
    expect(api.json().ticket_details).toEqual(thread.ticket_details);
  });

  it('pages a long thread: without a page, the last one (the newest entries)', async () => {
    const { ticket, token } = await openTicket();
    for (let i = 1; i <= 21; i++) await agentEntry(ticket.id, `Answer ${i}`);
    const newest = await threadOf(token);
    expect(newest).toMatchObject({ page: 2, total_pages: 2, total_elements: 22 });
    expect(newest.ticket_details.map((e) => e.message)).toEqual(['Answer 20', 'Answer 21']);
    expect((await threadOf(token, undefined, 1)).ticket_details[0].message).toBe('Where is my receipt?');
  });

  it('answers 404 for a wrong, malformed or revoked link, and nothing else', async () => {
    const { ticket, token } = await openTicket();
    expect(await site.supportThread(`${token.slice(0, -2)}xy`, '10.20.0.2')).toEqual({ status: 404 });
    expect(await site.supportThread('not-a-token', '10.20.0.2')).toEqual({ status: 404 });
    expect(await site.supportReply('not-a-token', { message: 'Hello' }, '10.20.0.2')).toEqual({ status: 404 });
    const renewed = await app.inject({ method: 'POST', url: `/ticket/api/v1/ticket/renew_link/${ticket.id}`, headers: staff });
    expect(renewed.statusCode).toBe(200);
    expect(await site.supportThread(token, '10.20.0.2')).toEqual({ status: 404 });
  });

  it('counts every read against the address: past the limit it answers 429', async () => {
    const { token } = await openTicket();
    const ip = '10.20.0.99';
    for (let i = 0; i < 300; i++) expect((await site.supportThread(token, ip)).status).toBe(200);
    expect(await site.supportThread(token, ip)).toEqual({ status: 429 });
  }, 120_000);
});

describe("the site's reply through a private link", () => {
  it('adds the reply with a PDF checked by its bytes, re-opens an answered ticket, and shows it at the next read', async () => {
    const { ticket, token } = await openTicket();
    await agentEntry(ticket.id, 'Please send us the bank slip.');
    expect((await threadOf(token, '10.21.0.1')).ticket.status).toBe('Answered');
    const pdf = await makeNoticePdf('Bank slip', '2026-03-05', 'Paid 5,000 taka');
    expect(await site.supportReply(token, { message: 'Here is the slip.', file: new Uint8Array(pdf) }, '10.21.0.1')).toEqual({
      status: 201,
    });
    const thread = await threadOf(token, '10.21.0.1');
    expect(thread.ticket.status).toBe('Open');
    const reply = thread.ticket_details.at(-1);
    expect(reply).toMatchObject({ message: 'Here is the slip.', from_requester: true });
    expect(reply?.file).toMatch(/^\/media\/uploads\/[\w-]+\.pdf$/);
    const stored = join(testMediaDir(), String(reply?.file).replace(/^\/media\//, ''));
    expect(readFileSync(stored).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Staff see it in the thread, unread.
    const staffThread = await app.inject({
      method: 'GET',
      url: `/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${ticket.id}`,
      headers: staff,
    });
    expect(staffThread.json().ticket_details.at(-1)).toMatchObject({ message: 'Here is the slip.', from_requester: true, seen: false });
  });

  it('refuses an empty message and a file that is neither a picture nor a PDF, storing nothing', async () => {
    const { token } = await openTicket();
    const before = readdirSync(join(testMediaDir(), 'uploads')).length;
    expect(await site.supportReply(token, { message: '   ' }, '10.22.0.1')).toMatchObject({
      status: 400,
      errors: { message: [expect.any(String)] },
    });
    const script = new TextEncoder().encode('#!/bin/sh\necho pretending to be a PDF\n');
    expect(await site.supportReply(token, { message: 'See the file', file: script }, '10.22.0.1')).toEqual({
      status: 400,
      errors: { file: ['The file must be a JPEG, PNG, WebP or GIF image or a PDF document.'] },
    });
    expect(readdirSync(join(testMediaDir(), 'uploads')).length).toBe(before);
    expect((await threadOf(token, '10.22.0.1')).ticket_details).toHaveLength(1);
  });

  it('refuses a file above the limit of its kind with 413', async () => {
    const { token } = await openTicket();
    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const result = await site.supportReply(token, { message: 'A large scan', file: big }, '10.23.0.1');
    expect(result).toMatchObject({ status: 413, errors: { file: [expect.stringContaining('too large')] } });
  });

  it('allows 10 replies an hour through one link, then answers 429', async () => {
    const { token } = await openTicket();
    const ip = '10.24.0.1';
    for (let i = 0; i < 10; i++) expect((await site.supportReply(token, { message: `Reply ${i}` }, ip)).status).toBe(201);
    expect(await site.supportReply(token, { message: 'One more' }, ip)).toEqual({ status: 429 });
  });

  it('reads nothing and refuses replies on a server without the support module given', async () => {
    const bare = createSiteContent(() => app.database.db, app.createCache(), app.repositories);
    const { token } = await openTicket();
    expect(await bare.supportThread(token, '10.25.0.1')).toEqual({ status: 404 });
    expect(await bare.supportReply(token, { message: 'x' }, '10.25.0.1')).toEqual({ status: 404 });
  });
});
