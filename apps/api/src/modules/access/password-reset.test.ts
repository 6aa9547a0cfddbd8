import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startLoopbackSmtp } from '../../test-support/smtp.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser, testPassword } from '../../test-support/users.ts';
import { resetLimits, resetRequested, resetTokenMinutes } from './access.service.ts';
import { passwordResetTokens } from './access.tables.ts';
import { signInRefused } from './session.service.ts';

/** A mail as the local SMTP server received it: enough of it to read the reset link. */
interface CapturedMail {
  from: string;
  to: string;
  subject: string;
  body: string;
}

/** Headers (unfolded) and the text body, decoded from quoted-printable or base64. */
function parseMail(raw: string): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  let body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { from: header('From'), to: header('To'), subject: header('Subject'), body };
}

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
/** The mails received so far, read for their links. */
const mailsReceived = () => smtp.received.map((m) => parseMail(m.raw));

const publicUrl = 'https://charity.example.org';
let app: App;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  app = await createTestApp({
    publicUrl,
    mail: {
      smtpUrl: smtp.url,
      from: 'Sahay <no-reply@example.org>',
      outboxDir: mkdtempSync(join(tmpdir(), 'sahay-unused-')),
    },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

// Rate limits count per address: each request comes from an address of its own unless a test says otherwise.
let lastAddress = 0;
const nextAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const requestReset = (email: string, ip = nextAddress(), url = '/auth/user/reset_password/') =>
  app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });
const confirmReset = (payload: Record<string, string>, url = '/auth/user/reset_password_confirm/') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: { email, password }, remoteAddress: nextAddress() });
const mailsTo = (email: string) => mailsReceived().filter((m) => m.to.includes(email));
const tokenIn = (mail: CapturedMail) => /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] as string;

/** Asks for a reset of the user's password and answers the token of the link mailed to them. */
async function resetToken(email: string) {
  const res = await requestReset(email);
  expect(res.statusCode).toBe(200);
  const mail = mailsTo(email).at(-1);
  expect(mail).toBeDefined();
  return tokenIn(mail as CapturedMail);
}

describe('POST /auth/user/reset_password/', () => {
  it('mails one link with a one-time token to an existing user and answers the generic detail', async () => {
    const user = await createUser(app);
    const res = await requestReset(user.email, nextAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: resetRequested });

    const sent = mailsTo(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].from).toContain('no-reply@example.org');
    expect(sent[0].subject).toBe('Reset your Sahay password');
    expect(sent[0].body).toContain('Hello Test,');
    expect(sent[0].body).toMatch(new RegExp(`${publicUrl}/admin/#/reset-password\\?token=[A-Za-z0-9_-]{40,}`));

    // Only a hash of the token is stored, valid for resetTokenMinutes.
    const token = tokenIn(sent[0]);
    const [row] = await app.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.usedAt).toBeNull();
    const minutesLeft = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(resetTokenMinutes - 2);
    expect(minutesLeft).toBeLessThanOrEqual(resetTokenMinutes);
  });

  it('builds the link from PUBLIC_URL, whatever Host header the request carries', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/user/reset_password/',
      payload: { email: user.email },
      headers: { host: 'attacker.example' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = mailsTo(user.email);
    expect(mail.body).toContain(`${publicUrl}/admin/#/reset-password?token=`);
    expect(mail.body).not.toContain('attacker.example');
  });

  it('finds the account whatever the case of the address', async () => {
    const user = await createUser(app);
    expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('answers the same on /user/api/v1/user/reset_password/', async () => {
    const user = await createUser(app);
    const res = await requestReset(user.email, nextAddress(), '/user/api/v1/user/reset_password/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: resetRequested });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('answers an unknown email with the same status and body as a known one, and sends no mail', async () => {
    const user = await createUser(app);
    const known = await requestReset(user.email);
    const before = mailsReceived().length;
    const unknown = await requestReset('nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mailsReceived()).toHaveLength(before);
  });

  it('sends nothing to a deactivated user, with the same answer', async () => {
    const user = await createUser(app, { active: false });
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: resetRequested });
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('answers 400 naming the field for a missing or malformed email', async () => {
    const missing = await app.inject({ method: 'POST', url: '/auth/user/reset_password/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ email: ['This field is required.'] });
    const malformed = await requestReset('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it(`answers 429 to the ${resetLimits.perAccount + 1}th request for one account within the hour, from any address`, async () => {
    const user = await createUser(app);
    for (let i = 0; i < resetLimits.perAccount; i++) expect((await requestReset(user.email)).statusCode).toBe(200);
    const refused = await requestReset(user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: `Too many reset requests. Try again in ${resetLimits.windowMinutes} minutes.` });
    expect(mailsTo(user.email)).toHaveLength(resetLimits.perAccount);
  });

  it('limits an unknown address exactly as a known one, so the limit does not tell them apart', async () => {
    for (let i = 0; i < resetLimits.perAccount; i++) expect((await requestReset('ghost@example.org')).statusCode).toBe(200);
    expect((await requestReset('ghost@example.org')).statusCode).toBe(429);
  });

  it(`answers 429 to the ${resetLimits.perAddress + 1}th request from one address, whatever the emails`, async () => {
    const ip = '192.0.2.77';
    const user = await createUser(app);
    for (let i = 0; i < resetLimits.perAddress; i++) {
      expect((await requestReset(`someone-${i}@example.org`, ip)).statusCode).toBe(200);
    }
    const refused = await requestReset(user.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many reset requests\. Try again in \d+ minutes\.$/);
    expect(mailsTo(user.email)).toHaveLength(0);
    // Another address is not held back.
    expect((await requestReset(user.email, '192.0.2.78')).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe('POST /auth/user/reset_password_confirm/', () => {
  const newPassword = 'a brand new passphrase';

  it('sets the new password: it signs in, the old one no longer does', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    const res = await confirmReset({ token, new_password: newPassword, re_new_password: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your password was changed. Sign in with the new one.' });

    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    const old = await login(user.email, testPassword);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ detail: signInRefused });

    const [row] = await app.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.usedAt).not.toBeNull();
  });

  it('signs out every token issued before the reset', async () => {
    const user = await createUser(app);
    const me = () => app.inject({ method: 'GET', url: '/user/api/v1/user/me/', headers: user.headers });
    expect((await me()).statusCode).toBe(200);
    const token = await resetToken(user.email);
    expect((await confirmReset({ token, new_password: newPassword })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/user/api/v1/user/token/refresh', payload: { refresh: user.tokens.refresh } });
    expect(refresh.statusCode).toBe(401);
  });

  it('also answers on /user/api/v1/user/reset_password_confirm/', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    const res = await confirmReset({ token, new_password: newPassword }, '/user/api/v1/user/reset_password_confirm/');
    expect(res.statusCode).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('answers 400 with the token message to a token used a second time, and keeps the first new password', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    expect((await confirmReset({ token, new_password: newPassword })).statusCode).toBe(200);
    const again = await confirmReset({ token, new_password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['This link is invalid or has expired. Ask for a new one.'] });
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    expect((await login(user.email, 'yet another passphrase')).statusCode).toBe(401);
  });

  it('answers 400 to an expired token and leaves the password as it was', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await confirmReset({ token, new_password: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: ['This link is invalid or has expired. Ask for a new one.'] });
    expect((await login(user.email, testPassword)).statusCode).toBe(200);
  });

  it('answers 400 to a token that was never issued', async () => {
    const res = await confirmReset({ token: 'x'.repeat(43), new_password: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: ['This link is invalid or has expired. Ask for a new one.'] });
  });

  it('answers 400 on new_password to a password shorter than 10 characters or equal to the email, and the link still works', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    const short = await confirmReset({ token, new_password: 'short1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ new_password: ['Use at least 10 characters.'] });
    const sameAsEmail = await confirmReset({ token, new_password: user.email.toUpperCase() });
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json()).toEqual({ new_password: ['The password must not be your email address.'] });

    // A refused password does not use up the link.
    expect((await confirmReset({ token, new_password: newPassword })).statusCode).toBe(200);
  });

  it('answers 400 on re_new_password when the repeat does not match, and sets nothing', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    const res = await confirmReset({ token, new_password: newPassword, re_new_password: `${newPassword}!` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ re_new_password: ['The two passwords do not match.'] });
    expect((await login(user.email, testPassword)).statusCode).toBe(200);
  });

  it('answers 400 naming each missing field', async () => {
    const res = await confirmReset({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ token: ['This field is required.'], new_password: ['This field is required.'] });
  });

  it('keeps users apart: one user’s token does not change another’s password', async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const token = await resetToken(first.email);
    expect((await confirmReset({ token, new_password: newPassword })).statusCode).toBe(200);
    expect((await login(second.email, testPassword)).statusCode).toBe(200);
    expect((await login(second.email, newPassword)).statusCode).toBe(401);
  });
});

describe('POST /auth/user/reset_password/ without SMTP', () => {
  let outboxApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    outboxApp = await createTestApp();
  });
  afterAll(() => outboxApp.close());

  it('writes the mail with its link as an .eml file into the outbox, and the link works', async () => {
    const user = await createUser(outboxApp);
    const res = await outboxApp.inject({ method: 'POST', url: '/auth/user/reset_password/', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: resetRequested });

    const files = readdirSync(outboxApp.outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxApp.outboxDir, files[0]), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Subject: Reset your Sahay password');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml)?.[1] as string;
    expect(token).toBeTruthy();

    const confirmed = await outboxApp.inject({
      method: 'POST',
      url: '/auth/user/reset_password_confirm/',
      payload: { token, new_password: 'from the outbox link' },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('writes nothing for an unknown email', async () => {
    const before = readdirSync(outboxApp.outboxDir).length;
    const res = await outboxApp.inject({ method: 'POST', url: '/auth/user/reset_password/', payload: { email: 'unknown@example.org' } });
    expect(res.statusCode).toBe(200);
    expect(readdirSync(outboxApp.outboxDir)).toHaveLength(before);
  });
});

describe('POST /auth/user/reset_password/ when mail cannot be sent', () => {
  let brokenMailApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    brokenMailApp = await createTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Sahay <no-reply@example.org>', outboxDir: tmpdir() },
    });
  });
  afterAll(() => brokenMailApp.close());

  it('answers a known address exactly as an unknown one, so nothing reveals which accounts exist', async () => {
    const user = await createUser(brokenMailApp);
    const known = await brokenMailApp.inject({
      method: 'POST',
      url: '/auth/user/reset_password/',
      payload: { email: user.email },
      remoteAddress: '10.77.0.1',
    });
    const unknown = await brokenMailApp.inject({
      method: 'POST',
      url: '/auth/user/reset_password/',
      payload: { email: 'nobody-known@example.org' },
      remoteAddress: '10.77.0.2',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });
});
