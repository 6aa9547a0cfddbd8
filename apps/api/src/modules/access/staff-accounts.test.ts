import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/**
 * Staff apart from the accounts donors, members and customers hold: the users list's `accounts` filter, which the
 * Users screen sends (`accounts=staff` as it opens) and the dashboard's count of staff reads.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/user/api/v1/user';
const reader = asCaller('user.read', 'member.create');
type Listed = { id: number; role: number | null };

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: reader });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json() as { users: Listed[]; total_elements: number };
};
const idsOf = async (query: string) => (await get(`${base}/all/?size=100&${query}`)).users.map((u) => u.id);
const staffCount = async () => (await get(`${base}/all/?size=1&accounts=staff`)).total_elements;
const othersCount = async () => (await get(`${base}/all/?size=1&accounts=others`)).total_elements;

/** A member made through the API: their account gets the members' role, which is not a staff role. */
async function newMember() {
  const tag = randomBytes(4).toString('hex');
  const res = await app.inject({
    method: 'POST',
    url: '/member/api/v1/member/create/',
    headers: reader,
    payload: { first_name: 'Salma', last_name: tag, username: `salma_${tag}`, email: `salma.${tag}@example.org`, village: 'Shibganj' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { user: number };
}

/** A visitor's pledge, which makes a role-less account for the donor. */
async function visitorPledges(email: string) {
  const methods = await app.inject({
    method: 'GET',
    url: '/payment_method/api/v1/payment_method/all/?size=100',
    headers: asCaller('payment_method.read'),
  });
  const [method] = methods.json().paymentmethods as { id: number }[];
  const res = await app.inject({
    method: 'POST',
    url: '/donation/api/v1/donation/create/',
    payload: { first_name: 'Ayesha', last_name: 'Siddiqua', email, amount: '1500.00', payment_method: method.id },
    remoteAddress: '10.9.0.1',
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /user/api/v1/user/all/?accounts=', () => {
  it('answers staff only with accounts=staff, and the donors’, members’ and customers’ accounts with accounts=others', async () => {
    const staff = await createUser(app, { role: 'Accountant' });
    const donor = await createUser(app, { roleless: true });
    const member = await newMember();

    const staffIds = await idsOf('accounts=staff&ordering=-id');
    expect(staffIds).toContain(staff.id);
    expect(staffIds).not.toContain(donor.id);
    expect(staffIds).not.toContain(member.user);
    // Every account listed as staff has a role.
    const listed = (await get(`${base}/all/?size=100&accounts=staff`)).users;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((u) => u.role !== null)).toBe(true);

    const otherIds = await idsOf('accounts=others&ordering=-id');
    expect(otherIds).toContain(donor.id);
    expect(otherIds).toContain(member.user);
    expect(otherIds).not.toContain(staff.id);

    // Together they are every user, each in one list.
    const all = (await get(`${base}/all/?size=1`)).total_elements;
    expect((await staffCount()) + (await othersCount())).toBe(all);
  });

  it('takes the filter with a search too, and without it lists everyone (pickers of a donor or a customer)', async () => {
    const staff = await createUser(app, { role: 'Support agent' });
    const donor = await createUser(app, { roleless: true });
    const search = async (query: string) =>
      (await get(`${base}/search/?size=100&q=${encodeURIComponent('Test')}&${query}`)).users.map((u) => u.id);
    expect(await search('accounts=staff')).toContain(staff.id);
    expect(await search('accounts=staff')).not.toContain(donor.id);
    expect(await search('accounts=others')).toContain(donor.id);
    expect(await search('accounts=others')).not.toContain(staff.id);
    const everyone = await idsOf('ordering=-id');
    expect(everyone).toEqual(expect.arrayContaining([staff.id, donor.id]));
  });

  it('answers 400 naming the parameter for another value', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/all/?accounts=donors`, headers: reader });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('accounts');
  });

  it('answers 401 to an anonymous caller and 403 without user.read', async () => {
    expect((await app.inject({ method: 'GET', url: `${base}/all/?accounts=staff` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${base}/all/?accounts=staff`, headers: asCaller('role.read') })).statusCode).toBe(403);
  });
});

describe('the dashboard’s count of staff accounts', () => {
  it('does not change when a visitor pledges (the pledge makes a role-less account for the donor)', async () => {
    const staffBefore = await staffCount();
    const othersBefore = await othersCount();
    const email = `ayesha.${randomBytes(4).toString('hex')}@example.net`;
    await visitorPledges(email);

    expect(await staffCount()).toBe(staffBefore);
    expect(await othersCount()).toBe(othersBefore + 1);
    const donor = (await get(`${base}/search/?size=10&q=${encodeURIComponent(email)}&accounts=others`)).users;
    expect(donor).toHaveLength(1);
    expect(donor[0].role).toBeNull();
  });
});
