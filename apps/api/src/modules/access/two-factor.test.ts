import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser, testPassword } from '../../test-support/users.ts';
import { recoveryCodes, twoFactors } from './access.tables.ts';
import { codeLimits, recoveryCodeCount } from './two-factor.service.ts';

const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

const base = '/user/api/v1/user/two_factor';
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}, ip = '10.9.0.1') =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const login = (email: string, ip?: string) => post('/user/api/v1/user/login/', { email, password: testPassword }, {}, ip);
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/user/api/v1/user/me/', headers });
const status = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: `${base}/status/`, headers })).json() as {
    enabled: boolean;
    required: boolean;
    recovery_codes_left: number;
  };

/** A code as the authenticator app shows it, `steps` 30-second steps from now (a code is accepted only once). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A staff user with two-factor sign-in on: the secret (for computing codes) and the recovery codes. */
async function enrolled(options: { permissions?: string[] } = {}) {
  const user = await createUser(app, { permissions: options.permissions ?? ['notice.read'] });
  const { secret } = (await post(`${base}/enrol/`, {}, user.headers)).json();
  const confirmed = await post(`${base}/confirm/`, { code: await codeOf(secret) }, user.headers);
  expect(confirmed.statusCode).toBe(200);
  return { ...user, secret, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

/** Signs in with the password, then the code: the answer of the second step. */
async function signInWithCode(email: string, code: string) {
  const first = await login(email);
  expect(first.json()).toMatchObject({ two_factor: 'code' });
  return post(`${base}/verify/`, { challenge: first.json().challenge, code });
}

describe('enrolment', () => {
  it('shows a secret and its QR code, and is on once a real code from the secret confirms it, with ten recovery codes', async () => {
    const user = await createUser(app, { permissions: ['notice.read'] });
    expect(await status(user.headers)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const enrolment = await post(`${base}/enrol/`, {}, user.headers);
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toMatch(new RegExp(`^otpauth://totp/Sahay:.*secret=${secret}`));
    expect(qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not on until confirmed: signing in still needs the password only.
    expect((await login(user.email)).json()).toHaveProperty('access');

    const wrong = await post(`${base}/confirm/`, { code: '000000' }, user.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [expect.stringContaining('not right')] });

    const confirmed = await post(`${base}/confirm/`, { code: await codeOf(secret) }, user.headers);
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    expect(await status(user.headers)).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    // Only hashes are kept.
    const stored = await app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect((await post(`${base}/enrol/`, {}, user.headers)).statusCode).toBe(409);
  });

  it('refuses an anonymous caller without the challenge of signing in', async () => {
    expect((await post(`${base}/enrol/`, {})).statusCode).toBe(401);
    expect((await post(`${base}/confirm/`, { code: '123456', challenge: 'forged' })).statusCode).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, with no tokens and no cookies, and gives the session for a real code', async () => {
    const user = await enrolled();
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor: 'code', challenge: expect.any(String), detail: expect.stringContaining('code') });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The challenge is no access token.
    expect((await me({ authorization: `Bearer ${first.json().challenge}` })).statusCode).toBe(401);

    const wrong = await post(`${base}/verify/`, { challenge: first.json().challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    // The code of the next time step (the one used to confirm is spent).
    const right = await post(`${base}/verify/`, { challenge: first.json().challenge, code: await codeOf(user.secret, 1) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: user.id, access: expect.any(String), refresh: expect.any(String) });
    expect([right.headers['set-cookie']].flat().join('\n')).toMatch(/sahay_access=[^;]+;.*HttpOnly/);
    expect((await me({ authorization: `Bearer ${right.json().access}` })).json()).toMatchObject({ id: user.id });
  });

  it('accepts a code only once', async () => {
    const user = await enrolled();
    const code = await codeOf(user.secret, 1);
    expect((await signInWithCode(user.email, code)).statusCode).toBe(200);
    expect((await signInWithCode(user.email, code)).statusCode).toBe(400);
  });

  it('accepts each recovery code once, typed in any case with or without its dash', async () => {
    const user = await enrolled();
    const [first, second] = user.recoveryCodes;
    expect((await signInWithCode(user.email, first.toUpperCase().replace('-', ' '))).statusCode).toBe(200);
    expect((await signInWithCode(user.email, first)).statusCode).toBe(400);
    expect((await signInWithCode(user.email, second)).statusCode).toBe(200);
    expect((await status(user.headers)).recovery_codes_left).toBe(8);
  });

  it('refuses the code step after too many wrong codes, even with a right one', async () => {
    const user = await enrolled();
    const { challenge } = (await login(user.email)).json();
    for (let i = 0; i < codeLimits.perAccount; i++) {
      expect((await post(`${base}/verify/`, { challenge, code: '000000' })).statusCode).toBe(400);
    }
    const refused = await post(`${base}/verify/`, { challenge, code: await codeOf(user.secret, 1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many wrong codes/);
  });

  it('refuses a forged or stale challenge', async () => {
    const user = await enrolled();
    const { challenge } = (await login(user.email)).json();
    expect((await post(`${base}/verify/`, { challenge: `${challenge}x`, code: await codeOf(user.secret, 1) })).statusCode).toBe(401);
    // Signing out everywhere ends the sign-in under way too.
    await post('/user/api/v1/user/logout/', undefined, user.headers);
    expect((await post(`${base}/verify/`, { challenge, code: await codeOf(user.secret, 1) })).statusCode).toBe(401);
  });
});

describe('turning it off and new recovery codes', () => {
  it('turns off with a current code, after which the password alone signs in', async () => {
    const user = await enrolled();
    expect((await post(`${base}/disable/`, { code: '000000' }, user.headers)).statusCode).toBe(400);
    expect((await post(`${base}/disable/`, { code: await codeOf(user.secret, 1) }, user.headers)).statusCode).toBe(200);
    expect(await status(user.headers)).toMatchObject({ enabled: false });
    expect((await login(user.email)).json()).toHaveProperty('access');
  });

  it('gives ten new recovery codes for a current code; the old ones stop working', async () => {
    const user = await enrolled();
    const renewed = await post(`${base}/recovery_codes/`, { code: await codeOf(user.secret, 1) }, user.headers);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await signInWithCode(user.email, user.recoveryCodes[0])).statusCode).toBe(400);
    expect((await signInWithCode(user.email, fresh[0])).statusCode).toBe(200);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('leads a user without enrolment to enrol after the password, then to sign in with a code; it cannot be turned off', async () => {
    const admin = await createUser(app, { role: 'Administrator' });
    const user = await createUser(app, { permissions: ['notice.read'] });
    const required = await app.inject({
      method: 'PUT',
      url: `/role/api/v1/role/update/${user.roleId}`,
      payload: { requires_two_factor: true },
      headers: admin.headers,
    });
    expect(required.statusCode).toBe(200);
    expect(required.json()).toMatchObject({ requires_two_factor: true });

    const first = await login(user.email);
    expect(first.json()).toEqual({ two_factor: 'enrol', challenge: expect.any(String), detail: expect.stringContaining('requires') });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The challenge opens the enrolment, not the code step: there is nothing to check a code against yet.
    const { challenge } = first.json();
    expect((await post(`${base}/verify/`, { challenge, code: '123456' })).statusCode).toBe(400);
    const { secret } = (await post(`${base}/enrol/`, { challenge })).json();
    const confirmed = await post(`${base}/confirm/`, { challenge, code: await codeOf(secret) });
    expect(confirmed.json().recovery_codes).toHaveLength(10);
    const signedIn = await post(`${base}/verify/`, { challenge, code: await codeOf(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().access}` };
    expect(await status(headers)).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
    const off = await post(`${base}/disable/`, { code: await codeOf(secret, -1) }, headers);
    expect(off.statusCode).toBe(400);
    expect(off.json().detail).toMatch(/requires two-factor/);
  });
});

describe("an administrator's reset", () => {
  it("removes another user's second factor and records who did it in the audit trail, without the secret", async () => {
    const admin = await createUser(app, { role: 'Administrator' });
    const user = await enrolled();
    const reset = await post(`${base}/reset/${user.id}/`, undefined, admin.headers);
    expect(reset.statusCode).toBe(200);
    expect(await status(user.headers)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await login(user.email)).json()).toHaveProperty('access');
    const trail = await app.inject({
      method: 'GET',
      url: `/audit_log/api/v1/audit_log/search/?entity=user&entity_id=${user.id}`,
      headers: admin.headers,
    });
    const [entry] = trail.json().audit_logs;
    expect(entry).toMatchObject({ user_id: admin.id, action: 'update', changes: { two_factor: ['on', 'reset'] } });
    expect(JSON.stringify(entry.changes)).not.toContain(user.secret);
    expect(await app.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
  });

  it('answers 404 for an unknown user and 403 without user.update', async () => {
    const admin = await createUser(app, { role: 'Administrator' });
    expect((await post(`${base}/reset/999999/`, undefined, admin.headers)).statusCode).toBe(404);
    const other = await createUser(app, { permissions: ['user.read'] });
    expect((await post(`${base}/reset/${admin.id}/`, undefined, other.headers)).statusCode).toBe(403);
  });
});
