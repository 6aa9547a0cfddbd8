import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { localMediaStore } from '../../lib/media-store.ts';
import { createTestApp, testMediaDir } from '../../test-support/test-app.ts';
import { createUser, testPassword } from '../../test-support/users.ts';
import { attempts, users } from './access.tables.ts';
import { signInLimits, signInRefused } from './session.service.ts';
import { createTokenSigner, loadSigningKey } from './tokens.ts';

const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: { email, password }, remoteAddress: ip });
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/user/api/v1/user/me/', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /user/api/v1/user/login/', () => {
  let editor: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    editor = await createUser(app, { role: 'Content editor' });
  });

  it('answers a token pair, the user without secrets, the role and its permissions, and sets HttpOnly cookies', async () => {
    const res = await login(editor.email, testPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: editor.id,
      email: editor.email,
      role: { name: 'Content editor' },
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect(body.permissions).toContain('notice.create');
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('tokens_valid_after');
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/sahay_access=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/SameSite=Lax/);
    expect((await me(bearer(body.access))).json()).toMatchObject({ id: editor.id, email: editor.email });
  });

  it('accepts the username and any letter case of the email', async () => {
    const [row] = await app.database.db.select({ username: users.username }).from(users).where(eq(users.id, editor.id));
    expect((await login(row.username as string, testPassword)).statusCode).toBe(200);
    expect((await login(editor.email.toUpperCase(), testPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown email and an inactive user with one and the same answer', async () => {
    const inactive = await createUser(app, { permissions: [], active: false });
    const answers = await Promise.all([
      login(editor.email, 'wrong password!'),
      login('nobody-here@example.org', testPassword),
      login(inactive.email, testPassword),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: signInRefused });
    }
  });

  it('logs failed and successful sign-ins', async () => {
    await login(editor.email, 'wrong password!', '10.9.9.9');
    await login(editor.email, testPassword, '10.9.9.9');
    const events = await app.database.db.select().from(attempts).where(eq(attempts.ip, '10.9.9.9'));
    expect(events.map((e) => [e.identifier, e.success, e.userId])).toEqual([
      [editor.email, false, editor.id],
      [editor.email, true, editor.id],
    ]);
  });

  it('answers 400 with a message per missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('rate limits on sign-in', () => {
  it(`refuses an account with 429 after ${signInLimits.perAccount} failures, even with the right password`, async () => {
    const user = await createUser(app, { permissions: [] });
    for (let i = 0; i < signInLimits.perAccount; i++)
      expect((await login(user.email, 'wrong password!', `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await login(user.email, testPassword, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many failed sign-ins/);
  });

  it(`refuses an address with 429 after ${signInLimits.perAddress} failures over any accounts`, async () => {
    for (let i = 0; i < signInLimits.perAddress; i++) await login(`guess-${i}@example.org`, 'wrong password!', '10.2.2.2');
    const user = await createUser(app, { permissions: [] });
    expect((await login(user.email, testPassword, '10.2.2.2')).statusCode).toBe(429);
    expect((await login(user.email, testPassword, '10.3.3.3')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses an expired access token, and a refresh token gives a new pair that works', async () => {
    const user = await createUser(app, { permissions: [] });
    const signer = createTokenSigner(await loadSigningKey(app.database.db));
    const expired = await signer.sign(user.id, 'access', { now: Date.now() - 3_600_000, seconds: 60 });
    expect((await me(bearer(expired))).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/user/api/v1/user/token/refresh/',
      payload: { refresh: user.tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(bearer(refreshed.json().access))).statusCode).toBe(200);
  });

  it('does not take a refresh token for an access token, nor the reverse', async () => {
    const user = await createUser(app, { permissions: [] });
    expect((await me(bearer(user.tokens.refresh))).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'POST', url: '/user/api/v1/user/token/refresh/', payload: { refresh: user.tokens.access } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const user = await createUser(app, { permissions: [] });
    const forged = await createTokenSigner(new Uint8Array(32).fill(7)).sign(user.id, 'access');
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('signing out revokes every token issued before, access and refresh alike', async () => {
    const user = await createUser(app, { permissions: [] });
    expect((await app.inject({ method: 'POST', url: '/user/api/v1/user/logout/', headers: user.headers })).statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/user/api/v1/user/token/refresh/',
      payload: { refresh: user.tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('a second process on the same database (or a restart) honours the same tokens', async () => {
    const user = await createUser(app, { permissions: ['notice.read'] });
    const second = await buildApp({
      database: app.database,
      media: localMediaStore(testMediaDir()),
      mail: { from: 'x <x@example.org>', outboxDir: app.outboxDir },
    });
    const res = await second.inject({ method: 'GET', url: '/notice/api/v1/notice/search/?key=a', headers: user.headers });
    expect(res.statusCode).toBe(200);
    // Closing the second app would close the shared database; its routes are done.
  });
});

describe('the back-office cookie', () => {
  async function cookieSession() {
    const user = await createUser(app, { role: 'Content editor' });
    const res = await login(user.email, testPassword);
    const cookie = [res.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .find((c) => c.startsWith('sahay_access='));
    return { cookie: cookie as string };
  }
  const create = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/notice/api/v1/notice/create/',
      headers,
      payload: { title: 'Cookie notice', date: '2026-02-02', file: '/media/a.pdf' },
    });

  it('authenticates reads by itself', async () => {
    const { cookie } = await cookieSession();
    expect((await app.inject({ method: 'GET', url: '/notice/api/v1/notice/search/?key=a', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a change without an Origin from this site (cross-site request forgery)', async () => {
    const { cookie } = await cookieSession();
    const missing = await create({ cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().detail).toMatch(/Cross-site request refused/);
    expect((await create({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await create({ cookie, origin: 'http://localhost:80' })).statusCode).toBe(201);
  });

  it('a bearer token needs no Origin: it is never sent by a browser on its own', async () => {
    const user = await createUser(app, { permissions: ['notice.create'] });
    expect((await create(user.headers)).statusCode).toBe(201);
  });
});
