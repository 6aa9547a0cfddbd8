import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackSmtp } from '../../test-support/smtp.ts';
import { createTestApp } from '../../test-support/test-app.ts';

/** A visitor's name that tries to add headers to the mail the contact form sends them. */
const injectedName = 'Eve\r\nBcc: victim@example.net\r\nX-Injected: 1';
const contact = '/contact_message/api/v1/contact_message/create/';
let n = 0;
const visitor = () => `visitor-${++n}-${Date.now()}@example.org`;
const sendContact = (app: Awaited<ReturnType<typeof createTestApp>>, email: string) =>
  app.inject({
    method: 'POST',
    url: contact,
    payload: { name: injectedName, lastname: 'Example', email, subject: 'Support', message: 'Please call me back.' },
    remoteAddress: `10.61.0.${n}`,
  });

/** A message's header block (up to the first empty line), unfolded, as [name, value] pairs. */
function headersOf(raw: string) {
  const head = raw.slice(0, /\r?\n\r?\n/.exec(raw)?.index ?? raw.length).replace(/\r?\n(?=[ \t])/g, '');
  return head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
}

/** The mail the visitor gets: one header block, no header the name carried, the subject on one line. */
function expectSafeMail(raw: string, email: string) {
  const headers = headersOf(raw);
  const names = headers.map(([name]) => name);
  expect(names).not.toContain('bcc');
  expect(names).not.toContain('x-injected');
  for (const name of names) expect(name).toMatch(/^[a-z][a-z-]*$/);
  expect(headers.filter(([name]) => name === 'to')).toEqual([['to', email]]);
  const subjects = headers.filter(([name]) => name === 'subject').map(([, value]) => value);
  expect(subjects).toHaveLength(1);
  expect(subjects[0]).toMatch(/^Ticket #\d+ received: Support: Eve Bcc: victim@example\.net X-Injected: 1 Example$/);
}

describe('the contact form’s mail, without SMTP (the outbox)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('writes a name with line breaks into the subject on one line, and adds no header', async () => {
    const email = visitor();
    const res = await sendContact(app, email);
    expect(res.statusCode, res.body).toBe(201);
    const files = readdirSync(app.outboxDir).filter((f) => f.endsWith(`-${email}.eml`));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(app.outboxDir, files[0]), 'utf8');
    expectSafeMail(raw, email);
    expect(raw).toMatch(/\/support\/[A-Za-z0-9_-]{40,60}/);
  });
});

describe('the contact form’s mail, through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    app = await createTestApp({
      mail: { smtpUrl: smtp.url, from: 'Sahay <no-reply@example.org>', outboxDir: join(tmpdir(), 'sahay-unused') },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends a name with line breaks in the subject on one line, to the visitor alone', async () => {
    const email = visitor();
    const res = await sendContact(app, email);
    expect(res.statusCode, res.body).toBe(201);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo).toEqual([email]);
    expectSafeMail(smtp.received[0].raw, email);
  });
});
