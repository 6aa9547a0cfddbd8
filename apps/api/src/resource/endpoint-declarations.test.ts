import { allEndpoints, methodsOf } from '@sahay/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';

/**
 * Every route the API serves is derived from a resource declaration or registered from an endpoint
 * declaration, so its path, schemas, answers and guard are written once, in the contracts.
 */
const app = await createTestApp({ testCallers: false });
afterAll(() => app.close());

/** What the API serves that is not part of its contract: the documentation, media files and health checks. */
const infrastructure = [/^\/docs(\/|$)/, /^\/media\/\*$/, /^\/healthz$/, /^\/readyz$/];

/**
 * Hand routes not yet moved to a declaration, by the first segment of their path. This list only shrinks: a
 * segment whose routes are all declared must leave it, and a new route cannot join it.
 */
const notYetDeclared = new Set<string>([]);

const routes = app.guardedRoutes.filter((route) => !infrastructure.some((pattern) => pattern.test(route.url)));
const segment = (url: string) => url.split('/')[1];
const undeclared = routes.filter((route) => !route.config.resource && !route.config.endpoint);

describe('the route table', () => {
  it('holds no route that is neither derived from a resource nor registered from an endpoint declaration', () => {
    const strays = undeclared.filter((route) => !notYetDeclared.has(segment(route.url)));
    expect(strays.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('lists as not yet declared only segments that still have such routes', () => {
    const pending = new Set(undeclared.map((route) => segment(route.url)));
    expect([...notYetDeclared].filter((name) => !pending.has(name))).toEqual([]);
  });

  it('serves every declared endpoint at its path and aliases, with its methods and its guard', () => {
    for (const endpoint of allEndpoints) {
      for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const served = routes.filter((route) => route.url === url && route.config.endpoint === endpoint);
        expect(
          served.flatMap((route) => [route.method].flat()).filter((m) => m !== 'HEAD'),
          url,
        ).toEqual([...methodsOf(endpoint)]);
      }
    }
  });

  it('documents every declared endpoint in the OpenAPI description', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
    for (const endpoint of allEndpoints) {
      const documented = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      for (const method of methodsOf(endpoint)) expect(paths[documented]?.[method.toLowerCase()], `${method} ${documented}`).toBeDefined();
    }
  });
});
