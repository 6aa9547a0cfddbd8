import { type Action, actionPaths, allPermissions, basePath, permissionName, resourceContracts } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { asCaller, createTestApp } from './test-support/test-app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every method and path the router knows, read from its printed tree (children extend their parent's path). */
function registeredRoutes() {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.push(path);
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Routes that are not ours to describe: the documentation itself and static files; health checks are hidden on purpose. */
const undocumented = (path: string) => path.startsWith('/docs') || path.includes('*') || path === '/healthz' || path === '/readyz';

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every path of each contract action, as the contract promises it to clients. */
function contractPaths() {
  const methods: Record<Action, string[]> = {
    list: ['get'],
    withoutPagination: ['get'],
    get: ['get'],
    search: ['get'],
    create: ['post'],
    update: ['put', 'patch'],
    delete: ['delete'],
    deleteMultiple: ['delete'],
  };
  return resourceContracts.flatMap((contract) =>
    contract.actions.flatMap((action) =>
      actionPaths(contract, action).flatMap((path) =>
        methods[action].map((method) => ({ method, path: toOpenApi(`${basePath(contract)}${path}`) })),
      ),
    ),
  );
}

describe('GET /docs/json', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every path of every contract resource with its methods', () => {
    const expected = contractPaths();
    expect(expected).toContainEqual({ method: 'get', path: '/notice/api/v1/notice/all' });
    const missing = expected.filter(({ method, path }) => !doc.paths[path]?.[method]).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it("lists the site's public reads of menus, blocks and images", () => {
    for (const path of [
      '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu',
      '/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/{menuId}',
      '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/{menuId}',
      '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/{menuId}',
      '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/{menuId}',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });

  it('documents every route the app serves, except the docs, static files and health checks', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter(({ path }) => !undocumented(path))
      .filter(({ method, path }) => !doc.paths[toOpenApi(path)]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a schema for its success answer', () => {
    const withoutSchema: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        // A route kept only to refuse (the account log's writes) has no success to describe.
        if (!success.length && operation.responses?.['405']) continue;
        // JSON mostly; a download (a PDF, a CSV) is described under its own media type.
        if (!success.some(([, response]) => Object.values(response.content ?? {}).some((c) => c.schema)))
          withoutSchema.push(`${method} ${path}`);
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(withoutSchema).toEqual([]);
  });

  it('describes the errors a write can answer: bad input, no sign-in, no permission, missing, too large, wrong type', () => {
    const create = doc.paths['/notice/api/v1/notice/create'].post;
    expect(Object.keys(create.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415']));
  });
});

describe('health checks', () => {
  it.each(['/healthz', '/readyz'])('GET %s answers 200 {status: "ok"} without sign-in', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('a write with a body the API cannot read', () => {
  const url = '/notice/api/v1/notice/create/';
  const headers = { ...asCaller(permissionName('notice', 'create')), 'content-type': 'application/json' };

  it('answers 400 with a detail about JSON for malformed JSON', async () => {
    const res = await app.inject({ method: 'POST', url, headers, payload: '{"title": "AGM", ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringContaining('JSON') });
  });

  it('answers 400 with a detail for an empty JSON body', async () => {
    const res = await app.inject({ method: 'POST', url, headers, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringContaining('JSON') });
  });

  it('answers 400, not 500, for JSON that is not an object', async () => {
    for (const payload of ['null', '[]', '"AGM"', '42']) {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('answers 413 with a detail for a body over 1 MiB', async () => {
    const payload = JSON.stringify({ title: 'AGM', date: '2024-06-01', file: '/media/a.pdf', note: 'x'.repeat(1024 * 1024) });
    const res = await app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 415 with a detail for a body of a type the API does not read (XML)', async () => {
    const res = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<notice/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: expect.stringContaining('application/json') });
  });

  it('answers 415 with a detail for a text/plain body', async () => {
    const res = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'AGM on 1 June' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: expect.stringContaining('application/json') });
  });

  it('answers 401 to an anonymous caller before reading the body', async () => {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sorting every resource', () => {
  const staff = asCaller(...allPermissions.map((p) => p.name));

  it('sorts each list by each field it offers, both ways, with the same rows as unsorted', async () => {
    for (const contract of resourceContracts.filter((c) => c.actions.includes('list'))) {
      const base = `/${contract.name}/api/v1/${contract.name}/all/?size=100`;
      const refused = await app.inject({ url: `${base}&ordering=no_such_field`, headers: staff });
      expect(refused.statusCode, contract.name).toBe(400);
      const fields = (refused.json().ordering[0] as string).split('Sort by one of: ')[1].replace(/\.$/, '').split(', ');
      expect(fields, contract.name).toContain('id');
      const unsorted = (await app.inject({ url: base, headers: staff })).json();
      for (const field of fields) {
        for (const term of [field, `-${field}`]) {
          const res = await app.inject({ url: `${base}&ordering=${term}`, headers: staff });
          expect(res.statusCode, `${contract.name} ${term}`).toBe(200);
          expect(res.json().total_elements, `${contract.name} ${term}`).toBe(unsorted.total_elements);
        }
      }
      const ids = (await app.inject({ url: `${base}&ordering=-id`, headers: staff }))
        .json()
        [contract.plural].map((r: { id: number }) => r.id);
      expect(ids, contract.name).toEqual([...ids].sort((a, b) => b - a));
    }
    // Every field of every resource, both ways: hundreds of requests, which grow with each module.
  }, 120_000);
});
