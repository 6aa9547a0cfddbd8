import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

const eventBase = '/event/api/v1/event/';
const staff = asCaller('ticket.read', 'ticket_detail.read', 'ticket_inbox.all');

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let n = 0;
/** A visitor of their own: a new email and network address, so no rate limit of another case applies. */
function visitor() {
  n += 1;
  return { email: `asker-${n}-${Date.now()}@example.org`, ip: `10.79.${Math.floor(n / 250)}.${(n % 250) + 1}` };
}

/** A question from the event page's "Contact Us": with the spam guard's empty hidden field and a start a minute ago. */
function ask(event: number, who = visitor(), fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `${eventBase}contact/${event}/`,
    payload: {
      name: 'Shirin Sultana',
      email: who.email,
      phone: '+880 1811 222333',
      message: 'Can I bring my two children to help?',
      website: '',
      form_token: app.spamGuard.token(Date.now() - 60_000),
      ...fields,
    },
    remoteAddress: who.ip,
  });
}

/** A new event, as a publisher creates it. */
async function newEvent(title: string, status = 'published') {
  const res = await app.inject({
    method: 'POST',
    url: `${eventBase}create/`,
    headers: asCaller('event.create', 'content.publish'),
    payload: {
      status,
      title,
      summary: 'Sort and pack donated clothes.',
      image: '/media/demo/clothes.webp',
      starts_on: '2027-03-13',
      start_time: '10:00',
      place: 'Mirpur community hall, Dhaka',
      schedule: [{ time: '10:00 am', item: 'Sorting starts' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The tickets of one requester, as staff find them. */
async function ticketsOf(email: string) {
  const res = await app.inject({ method: 'GET', url: `/ticket/api/v1/ticket/search/?q=${encodeURIComponent(email)}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tickets as Record<string, unknown>[];
}

const mailsTo = (email: string) =>
  readdirSync(app.outboxDir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'));

describe('a visitor’s question about an event', () => {
  it('becomes one ticket in Support that names the event, and the visitor is mailed its link', async () => {
    const event = await newEvent('Winter clothes drive');
    const who = visitor();
    const res = await ask(event, who);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ticket: expect.any(Number) });

    const tickets = await ticketsOf(who.email);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: res.json().ticket,
      subject: 'Event “Winter clothes drive” on 2027-03-13',
      name: 'Shirin Sultana',
      email: who.email,
      department_name: 'Support',
      status_name: 'Open',
    });
    const thread = await app.inject({
      method: 'GET',
      url: `/ticket_detail/api/v1/ticket_detail/all/?ticket=${tickets[0].id}`,
      headers: staff,
    });
    expect(thread.statusCode, thread.body).toBe(200);
    const [first] = thread.json().ticket_details as { message: string }[];
    expect(first.message).toBe('Can I bring my two children to help?\n\nPhone: +880 1811 222333');
    expect(mailsTo(who.email).join('\n')).toMatch(/\/support\/[A-Za-z0-9_-]{40,60}/);
  });

  it('answers each wrong field with its message and stores nothing', async () => {
    const event = await newEvent('Book fair stall');
    const who = visitor();
    const res = await ask(event, who, { name: ' ', email: 'not an email', phone: 'call me', message: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'phone']);
    const unnamed = await ask(event, who, { name: '', message: 'x'.repeat(5001) });
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json()).sort()).toEqual(['message', 'name']);
    expect(await ticketsOf(who.email)).toEqual([]);
    expect(mailsTo(who.email)).toEqual([]);
  });

  it('is not taken for an event visitors cannot see: a draft, or an id no event has', async () => {
    const draft = await newEvent('Not announced yet', 'draft');
    const who = visitor();
    expect((await ask(draft, who)).statusCode).toBe(404);
    expect((await ask(999_999, who)).statusCode).toBe(404);
    expect(await ticketsOf(who.email)).toEqual([]);
  });

  it('is refused, storing nothing, when the hidden field is filled, the form came back at once or it has no start', async () => {
    const event = await newEvent('Eid gift packing');
    const who = visitor();
    const trapped = await ask(event, who, { website: 'https://spam.example' });
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json()).toHaveProperty('form');
    const hasty = await ask(event, who, { form_token: app.spamGuard.token() });
    expect(hasty.statusCode).toBe(400);
    expect(hasty.json()).toHaveProperty('form');
    const unsigned = await ask(event, who, { form_token: undefined });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toHaveProperty('form_token');
    expect(await ticketsOf(who.email)).toEqual([]);
  });

  it('is refused past a few from one email in an hour', async () => {
    const event = await newEvent('Health camp in Savar');
    const { email } = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await ask(event, { email, ip: `10.80.0.${i + 1}` })).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await ticketsOf(email)).toHaveLength(3);
  });
});
