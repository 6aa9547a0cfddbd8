import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { spamMessages } from '../visitor-forms/index.ts';

const contact = (id: number | string) => `/team_member/api/v1/team_member/contact/${id}/`;
/** Support staff who read every inbox. */
const supportStaff = asCaller('ticket.read', 'ticket_detail.read', 'ticket_inbox.all');

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let n = 0;
const visitorEmail = () => `writer-${++n}-${Date.now()}@example.org`;

/** A message from a profile's form, as the site sends it: started a minute ago, from an address of its own. */
function write(member: number | string, fields: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: contact(member),
    payload: { website: '', form_token: app.spamGuard.token(Date.now() - 60_000), ...fields },
    remoteAddress: `10.83.0.${(n % 250) + 1}`,
  });
}

/** The tickets opened by this email, as support staff list them. */
async function ticketsFrom(email: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/ticket/api/v1/ticket/search/?email=${encodeURIComponent(email)}&size=100`,
    headers: supportStaff,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tickets as Record<string, unknown>[];
}

const mailsTo = (email: string) =>
  readdirSync(app.outboxDir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'));

describe('a visitor’s message to a team member', () => {
  it('is stored as one support ticket that names the member, with the message as its thread’s first entry', async () => {
    const email = visitorEmail();
    const res = await write(1, {
      name: 'Karim Uddin',
      email,
      subject: 'Health camp',
      message: 'I would like to volunteer at the next health camp.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [ticket, ...others] = await ticketsFrom(email);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({ id: res.json().ticket, subject: 'Message for Nusrat Jahan: Health camp', name: 'Karim Uddin', email });
    const thread = await app.inject({
      method: 'GET',
      url: `/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${ticket.id}/`,
      headers: supportStaff,
    });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().ticket_details.map((e: { message: string }) => e.message)).toEqual([
      'I would like to volunteer at the next health camp.',
    ]);
    // The visitor is told it arrived, with the ticket's private link, as a contact message's sender is.
    const [mail] = mailsTo(email);
    expect(mail).toContain(`Ticket #${ticket.id} received: Message for Nusrat Jahan: Health camp`);
    expect(mail).toMatch(/\/support\/[A-Za-z0-9_-]{40,}/);
  });

  it('names the member alone when the visitor gives no subject', async () => {
    const email = visitorEmail();
    expect((await write(2, { name: 'Rina', email, message: 'Hello Arif.' })).statusCode).toBe(201);
    expect((await ticketsFrom(email))[0].subject).toBe('Message for Arif Hossain');
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const email = 'not an email';
    const res = await write(1, { name: ' ', email, message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter your email'],
      message: ['Please write your message'],
    });
    expect(await ticketsFrom(email)).toEqual([]);
  });

  it('is a 404 for a member the site does not show, hidden or missing, and stores nothing', async () => {
    const hidden = await app.inject({
      method: 'PATCH',
      url: '/team_member/api/v1/team_member/update/3/',
      headers: asCaller('team_member.update'),
      payload: { active: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const email = visitorEmail();
    expect((await write(3, { name: 'Rina', email, message: 'Hello?' })).statusCode).toBe(404);
    expect((await write(999_999, { name: 'Rina', email, message: 'Hello?' })).statusCode).toBe(404);
    expect((await write('nusrat', { name: 'Rina', email, message: 'Hello?' })).statusCode).toBe(400);
    expect(await ticketsFrom(email)).toEqual([]);
    await app.inject({
      method: 'PATCH',
      url: '/team_member/api/v1/team_member/update/3/',
      headers: asCaller('team_member.update'),
      payload: { active: true },
    });
  });

  it('is refused, storing nothing, when the hidden field is filled or the form came back at once', async () => {
    const email = visitorEmail();
    const filled = await write(1, { name: 'Bot', email, message: 'Buy now', website: 'https://spam.example' });
    expect(filled.statusCode).toBe(400);
    expect(filled.json()).toEqual({ form: [spamMessages.hidden] });
    const quick = await write(1, { name: 'Bot', email, message: 'Buy now', form_token: app.spamGuard.token() });
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({ form: [spamMessages.tooFast] });
    expect(await ticketsFrom(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('is refused past a few from one email in an hour', async () => {
    const email = visitorEmail();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await write(1, { name: 'Rina', email, message: `Message ${i}` })).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await ticketsFrom(email)).toHaveLength(3);
  });
});
