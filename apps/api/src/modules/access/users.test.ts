import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser, testPassword } from '../../test-support/users.ts';
import { users } from './access.tables.ts';
import { signInRefused } from './session.service.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/user/api/v1/user';
const manager = asCaller('user.create', 'user.read', 'user.update', 'user.delete');
const hiddenKeys = ['password', 'password_hash', 'tokens_valid_after'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, payload?: object, headers: Record<string, string> = manager) =>
  app.inject({ method, url, payload, headers });

// Failed sign-ins are limited per address: each attempt comes from an address of its own.
let lastAddress = 0;
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: `${base}/login/`, payload: { email, password }, remoteAddress: `10.2.0.${++lastAddress}` });
const me = (headers: Record<string, string>) => inject('GET', `${base}/me/`, undefined, headers);

/** Input for a new user whose unique fields are unique to this call. */
function newUser(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const digits = String(Number.parseInt(suffix, 16)).padStart(10, '0').slice(-8);
  return {
    first_name: 'Rahima',
    last_name: 'Khatun',
    username: `rahima_${suffix}`,
    email: `rahima.${suffix}@example.org`,
    password: 'a long passphrase',
    primary_phone: `+8801${digits}`,
    secondary_phone: `01${digits}`,
    ...overrides,
  };
}

async function createViaApi(overrides: Record<string, unknown> = {}) {
  const input = newUser(overrides);
  const res = await inject('POST', `${base}/create/`, input);
  expect(res.statusCode, res.body).toBe(201);
  return { input, record: res.json() };
}

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const key of hiddenKeys) expect(text).not.toContain(`"${key}"`);
  expect(text).not.toContain('scrypt$');
}

describe('POST /user/api/v1/user/create/', () => {
  it('answers 201 with the user, the email lower-cased, and no password or token bookkeeping', async () => {
    const input = newUser({ email: `Rahima.${randomBytes(3).toString('hex')}@Example.ORG` });
    const res = await inject('POST', `${base}/create/`, input);
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      id: expect.any(Number),
      first_name: 'Rahima',
      username: input.username,
      email: input.email.toLowerCase(),
      primary_phone: input.primary_phone,
      is_active: true,
    });
    expectNoSecrets(record);

    // Stored as a salted scrypt hash, and the password signs in.
    const [row] = await app.database.db.select().from(users).where(eq(users.id, record.id));
    expect(row.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.passwordHash).not.toContain(input.password);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it('salts each hash: two users with the same password get different hashes', async () => {
    const [a, b] = [await createViaApi(), await createViaApi()];
    const rows = await app.database.db.select({ id: users.id, hash: users.passwordHash }).from(users);
    const hashOf = (id: number) => rows.find((r) => r.id === id)?.hash;
    expect(hashOf(a.record.id)).not.toBe(hashOf(b.record.id));
  });

  it('ignores a password hash or token bookkeeping sent in the body', async () => {
    const { input, record } = await createViaApi({ password_hash: 'scrypt$1$1$1$AAAA$AAAA', tokens_valid_after: '2100-01-01T00:00:00Z' });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, record.id));
    expect(row.passwordHash).not.toBe('scrypt$1$1$1$AAAA$AAAA');
    expect(row.tokensValidAfter.getFullYear()).toBeLessThan(2100);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it('answers 400 on password when it is missing, shorter than 10 characters, or the email', async () => {
    const { password: _password, ...withoutPassword } = newUser();
    const missing = await inject('POST', `${base}/create/`, withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['This field is required.'] });

    const short = await inject('POST', `${base}/create/`, newUser({ password: 'nine char' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Use at least 10 characters.'] });

    const input = newUser();
    const sameAsEmail = await inject('POST', `${base}/create/`, { ...input, password: input.email.toUpperCase() });
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json()).toEqual({ password: ['The password must not be your email address.'] });

    const search = await inject('GET', `${base}/search/?email=${encodeURIComponent(input.email)}`);
    expect(search.json().total_elements).toBe(0);
  });

  it('answers 400 per field for a malformed email, username or phone', async () => {
    const res = await inject('POST', `${base}/create/`, newUser({ email: 'not-an-email', username: 'a b', primary_phone: 'call me' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      username: ['Use 3 to 80 letters, digits, dots, dashes or underscores.'],
      primary_phone: ['Enter a valid phone number.'],
    });
  });

  it('answers 409 naming the field for an email (in another case) or a username already taken', async () => {
    const { input } = await createViaApi();
    const sameEmail = await inject('POST', `${base}/create/`, newUser({ email: input.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ email: ['A user with this email already exists.'] });

    const sameUsername = await inject('POST', `${base}/create/`, newUser({ username: input.username }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({ username: ['A user with this username already exists.'] });

    const samePhone = await inject('POST', `${base}/create/`, newUser({ primary_phone: input.primary_phone }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({ primary_phone: ['A user with this primary phone already exists.'] });
  });

  it('answers 401 to an anonymous caller and 403 without user.create', async () => {
    expect((await inject('POST', `${base}/create/`, newUser(), {})).statusCode).toBe(401);
    const res = await inject('POST', `${base}/create/`, newUser(), asCaller('user.read', 'user.update'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have the permission user.create." });
  });

  it('works for a real signed-in user whose role holds user.create', async () => {
    const creator = await createUser(app, { permissions: ['user.create'] });
    const res = await inject('POST', `${base}/create/`, newUser(), creator.headers);
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.json());
  });
});

describe('reading users: GET /user/api/v1/user/:id, all/, without_pagination/all/, search/', () => {
  let created: Awaited<ReturnType<typeof createViaApi>>;
  beforeAll(async () => {
    created = await createViaApi();
  });

  it('GET /user/api/v1/user/:id answers the user without secrets, and 404 for an unknown id', async () => {
    const res = await inject('GET', `${base}/${created.record.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.record.id, email: created.input.email });
    expectNoSecrets(res.json());
    const missing = await inject('GET', `${base}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'User id - 999999 does not exist' });
  });

  it('GET /user/api/v1/user/all/ and without_pagination/all/ list users without secrets', async () => {
    const page = await inject('GET', `${base}/all/?size=100`);
    expect(page.statusCode).toBe(200);
    expect(page.json().users.map((u: { id: number }) => u.id)).toContain(created.record.id);
    expectNoSecrets(page.json());
    const all = await inject('GET', `${base}/without_pagination/all/`);
    expect(all.json().users.map((u: { id: number }) => u.id)).toContain(created.record.id);
    expectNoSecrets(all.json());
  });

  it('GET /user/api/v1/user/search/ finds by username, email or name, without secrets', async () => {
    const byUsername = await inject('GET', `${base}/search/?q=${created.input.username}`);
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().users).toEqual([expect.objectContaining({ id: created.record.id })]);
    expectNoSecrets(byUsername.json());
    const byEmail = await inject('GET', `${base}/search/?email=${encodeURIComponent(created.input.email)}`);
    expect(byEmail.json().users.map((u: { id: number }) => u.id)).toEqual([created.record.id]);
  });

  it('GET /user/api/v1/user/me/ answers the signed-in user with role and permissions, without secrets', async () => {
    const user = await createUser(app, { permissions: ['notice.read'] });
    const res = await me(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: { id: user.roleId }, permissions: ['notice.read'] });
    expectNoSecrets(res.json());
  });

  it('answers 403 without user.read', async () => {
    expect((await inject('GET', `${base}/all/`, undefined, asCaller('user.create'))).statusCode).toBe(403);
  });
});

describe('PUT /user/api/v1/user/update/:id', () => {
  it('changes fields, lower-cases a new email, and answers without secrets', async () => {
    const { record } = await createViaApi();
    const email = `New.${randomBytes(3).toString('hex')}@Example.org`;
    const res = await inject('PUT', `${base}/update/${record.id}`, { last_name: 'Begum', email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: record.id, last_name: 'Begum', email: email.toLowerCase() });
    expectNoSecrets(res.json());
  });

  it('refuses a password with 400: passwords change through passwordchange or a reset link', async () => {
    const { input, record } = await createViaApi();
    const res = await inject('PUT', `${base}/update/${record.id}`, { password: 'another long passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Change a password through passwordchange or a reset link.'] });
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it("answers 409 naming the field for another user's email, username or phone", async () => {
    const [first, second] = [await createViaApi(), await createViaApi()];
    for (const field of ['email', 'username', 'primary_phone', 'secondary_phone'] as const) {
      const res = await inject('PUT', `${base}/update/${second.record.id}`, { [field]: first.input[field] });
      expect(res.statusCode, field).toBe(409);
      expect(Object.keys(res.json()), field).toEqual([field]);
    }
  });

  it('answers 404 for an unknown id', async () => {
    expect((await inject('PUT', `${base}/update/999999`, { last_name: 'X' })).statusCode).toBe(404);
  });

  it('deactivating a user signs out its token and refuses its sign-in with the wrong-password message', async () => {
    const user = await createUser(app);
    expect((await me(user.headers)).statusCode).toBe(200);
    const wrongPassword = await login(user.email, 'not the password at all');
    expect(wrongPassword.statusCode).toBe(401);

    const res = await inject('PUT', `${base}/update/${user.id}`, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);

    expect((await me(user.headers)).statusCode).toBe(401);
    const refresh = await inject('POST', `${base}/token/refresh`, { refresh: user.tokens.refresh }, {});
    expect(refresh.statusCode).toBe(401);
    const deactivated = await login(user.email, testPassword);
    expect(deactivated.statusCode).toBe(401);
    expect(deactivated.json()).toEqual(wrongPassword.json());
    expect(deactivated.json()).toEqual({ detail: signInRefused });

    // Reactivated, it signs in again; the old token stays refused.
    expect((await inject('PUT', `${base}/update/${user.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await login(user.email, testPassword)).statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
  });
});

describe('DELETE /user/api/v1/user/delete/:id', () => {
  it('deletes the user, whose token then answers 401, and answers 404 the second time', async () => {
    const user = await createUser(app);
    const res = await inject('DELETE', `${base}/delete/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: `User id - ${user.id} is deleted successfully` });
    expect((await inject('GET', `${base}/${user.id}`)).statusCode).toBe(404);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await inject('DELETE', `${base}/delete/${user.id}`)).statusCode).toBe(404);
  });

  it('answers 403 without user.delete', async () => {
    const user = await createUser(app);
    expect((await inject('DELETE', `${base}/delete/${user.id}`, undefined, asCaller('user.update'))).statusCode).toBe(403);
  });
});

describe('the uniqueness checks GET /user/api/v1/user/check_<field>_when_create/ and _when_update/', () => {
  const fields = [
    { param: 'email', label: 'Email' },
    { param: 'username', label: 'Username' },
    { param: 'primary_phone', label: 'Primary phone' },
    { param: 'secondary_phone', label: 'Secondary phone' },
  ] as const;
  let alice: Awaited<ReturnType<typeof createViaApi>>;
  let bob: Awaited<ReturnType<typeof createViaApi>>;
  let free: ReturnType<typeof newUser>;
  beforeAll(async () => {
    alice = await createViaApi();
    bob = await createViaApi();
    free = newUser();
  });
  const check = (param: string, when: 'create' | 'update', query: Record<string, string | number>, headers = manager) =>
    inject(
      'GET',
      `${base}/check_${param}_when_${when}/?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      undefined,
      headers,
    );

  describe.each(fields)('$param', ({ param, label }) => {
    const key = `${param}_exists`;

    it(`GET check_${param}_when_create/ answers true for a taken value and false for a free one`, async () => {
      expect((await check(param, 'create', { [param]: alice.input[param] })).json()).toEqual({ [key]: true });
      expect((await check(param, 'create', { [param]: free[param] })).json()).toEqual({ [key]: false });
    });

    it(`GET check_${param}_when_create/ answers 400 "${label} can't be null." without the value`, async () => {
      const res = await check(param, 'create', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: `${label} can't be null.` });
    });

    it(`GET check_${param}_when_update/ answers false for the user's own value, true for another's, false for a free one`, async () => {
      const own = await check(param, 'update', { [param]: alice.input[param], user: alice.record.id });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ [key]: false });
      expect((await check(param, 'update', { [param]: bob.input[param], user: alice.record.id })).json()).toEqual({ [key]: true });
      expect((await check(param, 'update', { [param]: free[param], user: alice.record.id })).json()).toEqual({ [key]: false });
    });

    it(`GET check_${param}_when_update/ answers 400 "${label} can't be null." without the value, and 400 without the user`, async () => {
      const res = await check(param, 'update', { user: alice.record.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: `${label} can't be null.` });
      const noUser = await check(param, 'update', { [param]: alice.input[param] });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json()).toHaveProperty('user');
    });

    it('answers 403 without the permission of the form it serves', async () => {
      expect((await check(param, 'create', { [param]: free[param] }, asCaller('user.update'))).statusCode).toBe(403);
      expect((await check(param, 'update', { [param]: free[param], user: alice.record.id }, asCaller('user.create'))).statusCode).toBe(403);
    });
  });

  it('compares emails and usernames without regard to case', async () => {
    expect((await check('email', 'create', { email: alice.input.email.toUpperCase() })).json()).toEqual({ email_exists: true });
    expect((await check('username', 'create', { username: alice.input.username.toUpperCase() })).json()).toEqual({ username_exists: true });
    const ownInCaps = await check('email', 'update', { email: alice.input.email.toUpperCase(), user: alice.record.id });
    expect(ownInCaps.json()).toEqual({ email_exists: false });
  });

  it('refuses a username that differs only in case, as the check says', async () => {
    const res = await inject('POST', `${base}/create/`, newUser({ username: bob.input.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ username: ['A user with this username already exists.'] });
  });

  it('agrees with create: a value the check calls taken is refused with 409', async () => {
    for (const field of ['email', 'username', 'primary_phone', 'secondary_phone'] as const) {
      expect((await check(field, 'create', { [field]: bob.input[field] })).json()).toEqual({ [`${field}_exists`]: true });
      const res = await inject('POST', `${base}/create/`, newUser({ [field]: bob.input[field] }));
      expect(res.statusCode, field).toBe(409);
    }
  });
});

describe('PATCH /user/api/v1/user/passwordchange/:id', () => {
  const newPassword = 'my new long passphrase';
  const change = (id: number, payload: object, headers: Record<string, string>) =>
    inject('PATCH', `${base}/passwordchange/${id}`, payload, headers);

  it('answers 400 on current_password when changing one’s own password without the current one, or a wrong one', async () => {
    const user = await createUser(app);
    const without = await change(user.id, { password: newPassword, confirm_password: newPassword }, user.headers);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ current_password: ['Enter your current password.'] });
    const wrong = await change(
      user.id,
      { password: newPassword, confirm_password: newPassword, current_password: 'wrong password!' },
      user.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Enter your current password.'] });
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('answers 400 on confirm_password when the two do not match, and on password when it breaks the policy', async () => {
    const user = await createUser(app);
    const mismatch = await change(
      user.id,
      { password: newPassword, confirm_password: `${newPassword}?`, current_password: testPassword },
      user.headers,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ confirm_password: ['The two passwords do not match.'] });
    const short = await change(
      user.id,
      { password: 'too short', confirm_password: 'too short', current_password: testPassword },
      user.headers,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Use at least 10 characters.'] });
    const email = await change(
      user.id,
      { password: user.email, confirm_password: user.email, current_password: testPassword },
      user.headers,
    );
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ password: ['The password must not be your email address.'] });
    const missing = await change(user.id, {}, user.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ password: ['This field is required.'], confirm_password: ['This field is required.'] });
  });

  it('changes one’s own password: 200, the old token answers 401, the new password signs in and the old one not', async () => {
    const user = await createUser(app);
    const res = await change(
      user.id,
      { password: newPassword, confirm_password: newPassword, current_password: testPassword },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed successfully. Sign in again with the new password.' });
    expect((await me(user.headers)).statusCode).toBe(401);
    const signedIn = await login(user.email, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${signedIn.json().access}` })).statusCode).toBe(200);
    expect((await login(user.email, testPassword)).statusCode).toBe(401);
  });

  it("answers 403 to a change of another user's password without user.update", async () => {
    const [caller, target] = [await createUser(app, { permissions: ['user.read'] }), await createUser(app)];
    const res = await change(target.id, { password: newPassword, confirm_password: newPassword }, caller.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have the permission user.update." });
    expect((await login(target.email, testPassword)).statusCode).toBe(200);
  });

  it("changes another user's password with user.update, without their current one, and signs them out", async () => {
    const [caller, target] = [await createUser(app, { permissions: ['user.update'] }), await createUser(app)];
    const res = await change(target.id, { password: newPassword, confirm_password: newPassword }, caller.headers);
    expect(res.statusCode).toBe(200);
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await me(caller.headers)).statusCode).toBe(200);
    expect((await login(target.email, newPassword)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 401 without sign-in', async () => {
    const caller = await createUser(app, { permissions: ['user.update'] });
    const missing = await change(999999, { password: newPassword, confirm_password: newPassword }, caller.headers);
    expect(missing.statusCode).toBe(404);
    expect((await change(caller.id, { password: newPassword, confirm_password: newPassword }, {})).statusCode).toBe(401);
  });
});

describe('POST /user/api/v1/user/login/', () => {
  it('signs in by email in any case or by username, and answers tokens with the user but no secrets', async () => {
    const { input, record } = await createViaApi();
    const byEmail = await login(input.email.toUpperCase(), input.password);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ id: record.id, access: expect.any(String), refresh: expect.any(String) });
    expectNoSecrets(byEmail.json());
    expect((await login(input.username, input.password)).statusCode).toBe(200);
  });

  it('answers the same 401 to an unknown email and to a wrong password', async () => {
    const { input } = await createViaApi();
    const wrong = await login(input.email, 'not the password');
    const unknown = await login('nobody-at-all@example.org', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});
