import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../../plugins/auth.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/**
 * Every non-public route, as registered: routes added by later modules are covered without new
 * test code. Callers are real users with real tokens; their roles hold one permission each.
 */
const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

const methods = (route: GuardedRoute) => [route.method].flat().filter((m) => m !== 'HEAD');
const guarded = app.guardedRoutes
  .filter((route) => !route.config.public)
  .flatMap((route) => methods(route).map((method) => ({ ...route, method })));
const withPermission = guarded.filter((route) => route.config.permission);
// An id no test user has: a holder's call must not delete or sign out the callers of other cases.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');
const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: method as 'GET', url: concrete(url), headers, ...(method === 'GET' ? {} : { payload: {} }) });

let noPermissions: Awaited<ReturnType<typeof createUser>>;
const holders = new Map<string, Awaited<ReturnType<typeof createUser>>>();
beforeAll(async () => {
  noPermissions = await createUser(app, { permissions: [] });
  for (const permission of new Set(withPermission.map((r) => r.config.permission as string))) {
    holders.set(permission, await createUser(app, { permissions: [permission] }));
  }
});

describe('the route table', () => {
  it('guards dozens of routes, every one of them public, signed-in or by a permission', () => {
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of app.guardedRoutes)
      expect(route.config.public || route.config.signedIn || route.config.permission, route.url).toBeTruthy();
  });
});

describe.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await request(route.method, route.url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 to a forged or expired-looking token', async () => {
    expect((await request(route.method, route.url, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
  });

  if (route.config.permission) {
    it(`answers 403 to a signed-in caller whose role lacks ${route.config.permission}`, async () => {
      const res = await request(route.method, route.url, noPermissions.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(route.config.permission);
    });
  }

  it('lets a caller holding the permission through, without a server error', async () => {
    // Signed-in routes include signing out: a caller of its own.
    const caller = route.config.permission ? holders.get(route.config.permission) : await createUser(app, { permissions: [] });
    const res = await request(route.method, route.url, caller?.headers);
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});
