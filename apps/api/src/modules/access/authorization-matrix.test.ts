import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../../plugins/auth.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/**
 * Every non-public route, as registered: routes added by later modules are covered without new
 * test code. Callers are real users with real tokens: an anonymous one, a role-less account (what a
 * donor or a member gets), a role without the permission, and one whose role holds it.
 */
const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

/**
 * The deliberate exceptions, by `METHOD path`. A new route that is open to a role-less account, or that
 * writes without a permission, fails this file until it is named here with the reason.
 */
const ownData: Record<string, string> = {
  'POST /user/api/v1/user/logout': 'signs the caller out',
  'GET /user/api/v1/user/me': "the caller's own profile",
  'GET /user/api/v1/user/permission': 'whether the caller holds a permission',
  'PATCH /user/api/v1/user/passwordchange/:id': "the caller's own password (another's needs user.update)",
  'GET /user/api/v1/user/two_factor/status': "the caller's own two-factor sign-in",
  'POST /user/api/v1/user/two_factor/disable': "turns off the caller's own second factor, with a current code",
  'POST /user/api/v1/user/two_factor/recovery_codes': "new recovery codes for the caller's own second factor, with a current code",
  'GET /menu_item/api/v1/menu_item/nested_menu_item_by_user_role': "the caller's own menu (empty without a role)",
  'GET /monthly_subscription/api/v1/monthly_subscription/get_all_by_member': "the caller's own subscriptions",
  'POST /cause_donation/api/v1/cause_donation/create': "the caller's own pledge; nothing enters the books until staff confirm it",
  'POST /ticket/api/v1/ticket/create_from_client': "the caller's own ticket",
  'GET /ticket/api/v1/ticket/ticket_for_client/all': "the caller's own tickets",
  'POST /ticket_detail/api/v1/ticket_detail/create_from_client': "a reply on the caller's own ticket",
};
const publicWrites: Record<string, string> = {
  'POST /user/api/v1/user/login': 'signing in (rate-limited)',
  'POST /user/api/v1/user/token/refresh': 'a refresh token is the credential',
  'POST /user/api/v1/user/two_factor/verify': "the second step of signing in: the password's challenge and a code (rate-limited)",
  'POST /user/api/v1/user/two_factor/enrol': "one's own enrolment: signed in, or the password's challenge",
  'POST /user/api/v1/user/two_factor/confirm': "one's own enrolment: signed in, or the password's challenge, and a code (rate-limited)",
  'POST /auth/user/reset_password': 'asking for a reset mail (rate-limited)',
  'POST /user/api/v1/user/reset_password': 'asking for a reset mail (rate-limited)',
  'POST /auth/user/reset_password_confirm': 'the mailed token is the credential',
  'POST /user/api/v1/user/reset_password_confirm': 'the mailed token is the credential',
  'POST /donation/api/v1/donation/create': "a visitor's pledge (rate-limited); nothing enters the books",
  'POST /contact_message/api/v1/contact_message/create': "a visitor's message (rate-limited)",
  'POST /event_registration/api/v1/event_registration/create': "a visitor's registration for an event (rate-limited)",
  'POST /event/api/v1/event/contact/:id': "a visitor's question about an event, as a ticket (spam guard, rate-limited)",
  'POST /blog_comment/api/v1/blog_comment/create': "a reader's comment (spam guard, rate-limited), held until approved",
  'POST /volunteer_application/api/v1/volunteer_application/create': "a visitor's offer to volunteer (spam guard, rate-limited)",
  'POST /team_member/api/v1/team_member/contact/:id': "a visitor's message to a team member (spam guard, rate-limited), a ticket",
  'POST /newsletter_subscriber/api/v1/newsletter_subscriber/create':
    "a visitor's subscription to the newsletter (spam guard, rate-limited), pending until confirmed",
  'POST /newsletter_subscriber/api/v1/newsletter_subscriber/confirm':
    'a subscriber confirming from the mailed link; the signed, single-use link is the credential',
  'POST /newsletter_subscriber/api/v1/newsletter_subscriber/unsubscribe':
    "a subscriber leaving from any mail's link; the signed link is the credential",
  'POST /support/api/v1/support/reply/:token': "a requester's reply; the private link is the credential",
};

const methods = (route: GuardedRoute) => [route.method].flat().filter((m) => m !== 'HEAD');
const all = app.guardedRoutes.flatMap((route) => methods(route).map((method) => ({ ...route, method, name: `${method} ${route.url}` })));
const guarded = all.filter((route) => !route.config.public);
const withPermission = guarded.filter((route) => route.config.permission);
// An id no test user has: a holder's call must not delete or sign out the callers of other cases.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');
const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: method as 'GET', url: concrete(url), headers, ...(method === 'GET' ? {} : { payload: {} }) });

let wrongRole: Awaited<ReturnType<typeof createUser>>;
let roleless: Awaited<ReturnType<typeof createUser>>;
const holders = new Map<string, Awaited<ReturnType<typeof createUser>>>();
beforeAll(async () => {
  wrongRole = await createUser(app, { permissions: [] });
  roleless = await createUser(app, { roleless: true });
  const needed = guarded.flatMap((r) => [r.config.permission ?? [], r.config.anyPermission?.[0] ?? []].flat());
  for (const permission of new Set(needed)) holders.set(permission, await createUser(app, { permissions: [permission] }));
});

describe('the route table', () => {
  it('guards dozens of routes, every one of them public, signed-in or by a permission', () => {
    expect(withPermission.length).toBeGreaterThan(60);
    for (const route of app.guardedRoutes)
      expect(route.config.public || route.config.signedIn || route.config.permission || route.config.anyPermission, route.url).toBeTruthy();
  });

  it('opens to any signed-in account only the routes named as the caller’s own data', () => {
    const open = all.filter((route) => route.config.signedIn).map((route) => route.name);
    expect(open.sort()).toEqual(Object.keys(ownData).sort());
  });

  it('lets visitors write only through the routes named as deliberately open', () => {
    const writes = all.filter((route) => route.config.public && route.method !== 'GET').map((route) => route.name);
    expect(writes.sort()).toEqual(Object.keys(publicWrites).sort());
  });
});

describe.each(guarded.map((r) => [r.name, r] as const))('%s', (name, route) => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await request(route.method, route.url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 to a forged or expired-looking token', async () => {
    expect((await request(route.method, route.url, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
  });

  if (!ownData[name]) {
    it('answers 403 to a signed-in account that holds no role, as a donor’s', async () => {
      const res = await request(route.method, route.url, roleless.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(route.config.permission ?? route.config.anyPermission?.[0]);
    });
    it('answers 403 to a signed-in caller whose role lacks the permission', async () => {
      const res = await request(route.method, route.url, wrongRole.headers);
      expect(res.statusCode).toBe(403);
    });
  }

  it('lets a caller who may call it through, without a server error', async () => {
    // Own-data routes include signing out: a caller of its own.
    const permission = route.config.permission ?? route.config.anyPermission?.[0];
    const caller = permission ? holders.get(permission) : await createUser(app, { roleless: true });
    const res = await request(route.method, route.url, caller?.headers);
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});
