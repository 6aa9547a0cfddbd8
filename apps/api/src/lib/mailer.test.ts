import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLoopbackSmtp } from '../test-support/smtp.ts';
import { createMailer, type Mail } from './mailer.ts';

/** What a visitor typed as their name, to add headers of their own to the mail. */
const injected = 'Eve\r\nBcc: victim@example.net\r\nX-Injected: 1';
const injectedMail: Mail = {
  to: 'eve@example.org',
  subject: `Ticket #7 received: Support: ${injected}`,
  text: `Hello ${injected},\n\nWe have received your message.`,
};
/** The subject as it must arrive: the same text, its line breaks turned into spaces, one header. */
const oneLineSubject = 'Ticket #7 received: Support: Eve Bcc: victim@example.net X-Injected: 1';

/** A message's header block (up to the first empty line), unfolded, as [name, value] pairs; and its body. */
function parseMessage(raw: string) {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = raw.slice(0, split?.index ?? raw.length).replace(/\r?\n(?=[ \t])/g, '');
  const headers = head.split(/\r?\n/).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  });
  const values = (name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);
  return { headers, values, body: split ? raw.slice(split.index + split[0].length) : '' };
}

/** Asserts the one header block a mail with the injected name must have. */
function expectOneHeaderBlock(raw: string) {
  const { headers, values } = parseMessage(raw);
  // Every line of the block is a header of nodemailer's own: none the visitor named.
  expect(headers.map(([name]) => name)).not.toContain('bcc');
  expect(headers.map(([name]) => name)).not.toContain('x-injected');
  for (const [name] of headers) expect(name).toMatch(/^[a-z][a-z-]*$/);
  expect(values('to')).toEqual(['eve@example.org']);
  expect(values('from')).toEqual(['Sahay <no-reply@example.org>']);
  expect(values('subject')).toEqual([oneLineSubject]);
}

const fakeLog = () => ({ info: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };
const from = 'Sahay <no-reply@example.org>';
const refusedRecipients = [
  'a@example.org, victim@example.net',
  'a@example.org;victim@example.net',
  'a@example.org\r\nBcc: victim@example.net',
  'Eve <victim@example.net>',
  'friends: a@example.org, victim@example.net;',
  'not an address',
];

describe('the mailer without SMTP (the outbox)', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'sahay-mailer-'));
  const log = fakeLog();
  const mailer = createMailer({ from, outboxDir, log });
  const files = () => readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));

  it('writes a name with line breaks into the subject on one line: one header block, no Bcc or X-Injected header', async () => {
    await mailer.send(injectedMail);
    const [file] = files();
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}-eve@example\.org\.eml$/);
    const raw = readFileSync(join(outboxDir, file), 'utf8');
    expectOneHeaderBlock(raw);
    expect(raw).not.toContain('\r');
    // The text stays readable, as written.
    expect(parseMessage(raw).body).toContain('We have received your message.');
    expect(log.info).toHaveBeenCalledWith(
      { to: 'eve@example.org', subject: oneLineSubject, attachments: 0, file: join(outboxDir, file) },
      'no SMTP_URL set: mail written to the outbox',
    );
  });

  it('writes attachments as MIME parts, the text readable and the file in base64', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a receipt\n');
    const link = 'https://charity.example.org/admin/#/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH';
    await mailer.send({
      to: 'donor@example.org',
      subject: 'Your receipt DR-2025-00001',
      text: `Thank you for your gift to “Clean water”, and for the long line that carries a link: ${link}`,
      attachments: [{ filename: 'receipt-DR-2025-00001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const raw = readFileSync(join(outboxDir, files().find((f) => f.endsWith('-donor@example.org.eml')) as string), 'utf8');
    expect(raw).toContain('To: donor@example.org\n');
    expect(raw).toContain('Subject: Your receipt DR-2025-00001\n');
    expect(raw).toContain(`“Clean water”, and for the long line that carries a link: ${link}`);
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] as string;
    const part = raw.split(`--${boundary}`).find((p) => p.includes('Content-Type: application/pdf')) as string;
    expect(part).toContain('filename=receipt-DR-2025-00001.pdf');
    expect(Buffer.from(part.split('\n\n').slice(1).join('').replace(/\s+/g, ''), 'base64')).toEqual(pdf);
  });

  it('writes a list mail’s one-click unsubscribe headers (RFC 8058), its address on one line whatever it holds', async () => {
    const leave = 'https://charity.example.org/newsletter/unsubscribe/u.7.abc';
    await mailer.send({
      to: 'reader@example.org',
      subject: 'Our newsletter',
      text: 'Hello',
      unsubscribeUrl: `${leave}\r\nBcc: victim@example.net`,
    });
    const raw = readFileSync(join(outboxDir, files().find((f) => f.endsWith('-reader@example.org.eml')) as string), 'utf8');
    const { headers, values } = parseMessage(raw);
    expect(values('list-unsubscribe')).toEqual([`<${leave}Bcc:victim@example.net>`]);
    expect(values('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(headers.map(([name]) => name)).not.toContain('bcc');
  });

  it('refuses a recipient that is not one plain address, and writes nothing', async () => {
    const before = files().length;
    for (const to of refusedRecipients) {
      await expect(mailer.send({ to, subject: 'Hello', text: 'Hello' }), to).rejects.toThrow(/one plain address/);
    }
    expect(files()).toHaveLength(before);
  });
});

describe('the mailer through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  let mailer: ReturnType<typeof createMailer>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: join(tmpdir(), 'sahay-unused'), log: fakeLog() });
  });
  afterAll(() => smtp.close());

  it('sends a name with line breaks in the subject on one line, to the one recipient of the envelope', async () => {
    await mailer.send(injectedMail);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.rcptTo).toEqual(['eve@example.org']);
    expect(mail.mailFrom).toBe('no-reply@example.org');
    expectOneHeaderBlock(mail.raw);
  });

  it('refuses a recipient that is not one plain address before it reaches the server', async () => {
    const before = smtp.received.length;
    for (const to of refusedRecipients) {
      await expect(mailer.send({ to, subject: 'Hello', text: 'Hello' }), to).rejects.toThrow(/one plain address/);
    }
    expect(smtp.received).toHaveLength(before);
    expect(smtp.received.flatMap((m) => m.rcptTo)).not.toContain('victim@example.net');
  });
});
