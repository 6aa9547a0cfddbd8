import { type Action, detail, id, permissionName } from '@sahay/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { can } from '../plugins/auth.ts';
import type { ResourceDefinition } from './define-resource.ts';
import { listQuery } from './list-query.ts';
import { pageRequest } from './paging.ts';
import { createRepository, type Page } from './repository.ts';
import { errorResponses, inputSchemas, pageQuery, pagingKeys, rowSchema, writeErrorResponses } from './schemas.ts';

const idParams = z.object({ id: id() });

/** The contract's routes for one declared resource, under `/<name>/api/v1/<name>/`. */
export function resourceRoutes(definition: ResourceDefinition) {
  const { contract } = definition;
  const repository = createRepository(definition);
  const row = rowSchema(definition);
  const input = inputSchemas(definition);
  const listing = listQuery(definition);
  const base = `/${contract.name}/api/v1/${contract.name}/`;
  const offers = (action: Action) => contract.actions.includes(action);
  const isPublic = (action: Action) => contract.publicRead?.actions.includes(action) ?? false;
  const readPermission = permissionName(contract.name, 'get');
  const envelope = (page: Page<Record<string, unknown>>) => ({
    [contract.plural]: page.items,
    page: page.page,
    size: page.size,
    total_pages: page.totalPages,
    total_elements: page.totalElements,
  });
  const paged = z.object({ [contract.plural]: z.array(row), ...pagingKeys });
  const unpaged = z.object({ [contract.plural]: z.array(row) });

  /** Keeps only the fields an anonymous visitor may see, unless the caller may read whole records. */
  const visible = (request: FastifyRequest) => (can(request.caller, readPermission) ? undefined : contract.publicRead?.fields);
  const pick = (record: Record<string, unknown>, fields: readonly string[] | undefined) =>
    fields ? Object.fromEntries(Object.entries(record).filter(([k]) => fields.includes(k))) : record;

  const fileFields = Object.keys(contract.files ?? {});
  /** Files a change left behind (replaced or deleted) are removed once no row points at them. */
  const releaseFiles = async (app: FastifyInstance, records: Record<string, unknown>[]) => {
    const paths = records
      .flatMap((r) => fileFields.map((f) => r[f]))
      .filter((p): p is string => typeof p === 'string' && p.startsWith('/media/'));
    if (!paths.length) return;
    for (const path of await repository.unreferencedFiles(app.database.db, paths)) await app.media.remove(path);
  };

  const clean = (body: Record<string, unknown>) => {
    const out = { ...body };
    for (const field of contract.richText ?? []) if (typeof out[field] === 'string') out[field] = sanitizeRichText(out[field] as string);
    return out;
  };

  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const db = () => app.database.db;
    const config = (action: Action): { public?: boolean; permission?: string } =>
      isPublic(action) || contract.publicWrite?.includes(action) ? { public: true } : { permission: permissionName(contract.name, action) };
    const meta = (action: Action, summary: string) => ({
      tags: [contract.name],
      summary,
      ...(isPublic(action) || contract.publicWrite?.includes(action) ? {} : { security: [{ bearer: [] }] }),
    });
    const paths = (action: Action, path: string) => [path, ...(contract.aliases?.[action] ?? [])].map((p) => base + p);

    /** Public reads by anonymous visitors come from the cache; staff always read fresh rows. */
    const read = async <T>(
      request: FastifyRequest,
      reply: Parameters<typeof app.publicCache.serve>[1],
      load: (fields?: readonly string[]) => Promise<T>,
    ) => {
      const fields = visible(request);
      const anonymousView = !can(request.caller, readPermission) && request.routeOptions.config.public;
      // The cache sends the answer itself; the handler's value is then ignored by Fastify.
      if (anonymousView) return (await app.publicCache.serve(request, reply, [contract.name], () => load(fields))) as unknown as T;
      return load(fields);
    };

    if (offers('list')) {
      for (const url of paths('list', 'all')) {
        app.get(
          url,
          {
            config: config('list'),
            schema: {
              ...meta('list', `List ${contract.plural}, paged`),
              querystring: pageQuery.extend(listing.schema.shape),
              response: { 200: paged, ...errorResponses },
            },
          },
          (request, reply) =>
            read(request, reply, async (fields) => {
              const page = await repository.list(db(), pageRequest(request.query), listing.parse(request.query, fields));
              return envelope({ ...page, items: page.items.map((r) => pick(r, fields)) });
            }),
        );
      }
    }

    if (offers('withoutPagination')) {
      for (const url of paths('withoutPagination', 'without_pagination/all')) {
        app.get(
          url,
          {
            config: config('withoutPagination'),
            schema: {
              ...meta('withoutPagination', `List every ${contract.label.toLowerCase()}`),
              querystring: listing.schema,
              response: { 200: unpaged, ...errorResponses },
            },
          },
          (request, reply) =>
            read(request, reply, async (fields) => ({
              [contract.plural]: (await repository.all(db(), listing.parse(request.query, fields))).map((r) => pick(r, fields)),
            })),
        );
      }
    }

    if (offers('search')) {
      const filters = Object.fromEntries((contract.search ?? []).map((f) => [f, z.string().max(200).optional()]));
      const anyText = Object.fromEntries(
        ['searchKey', 'q', ...(contract.searchAliases ?? [])].map((f) => [f, z.string().max(200).optional()]),
      );
      const query = pageQuery.extend(listing.schema.shape).extend(filters).extend(anyText);
      // A searched number field is matched exactly, by the list filters (which also take several ids).
      const textFilters = (contract.search ?? []).filter((f) => !listing.exactFilters.includes(f));
      app.get(
        `${base}search`,
        {
          config: config('search'),
          schema: { ...meta('search', `Search ${contract.plural}`), querystring: query, response: { 200: paged, ...errorResponses } },
        },
        async (request) => {
          const q = request.query as Record<string, string | undefined>;
          const fields = visible(request);
          const fieldFilters = Object.fromEntries(textFilters.filter((f) => q[f]).map((f) => [f, q[f] as string]));
          const text = ['searchKey', 'q', ...(contract.searchAliases ?? [])].map((k) => q[k]).find(Boolean);
          const page = await repository.search(db(), fieldFilters, text, pageRequest(q), listing.parse(q, fields));
          return envelope({ ...page, items: page.items.map((r) => pick(r, fields)) });
        },
      );
    }

    if (offers('get')) {
      for (const url of paths('get', ':id')) {
        app.get(
          url,
          {
            config: config('get'),
            schema: { ...meta('get', `One ${contract.label.toLowerCase()}`), params: idParams, response: { 200: row, ...errorResponses } },
          },
          (request, reply) => read(request, reply, async (fields) => pick(await repository.get(db(), request.params.id), fields)),
        );
      }
    }

    if (offers('create')) {
      app.post(
        `${base}create`,
        {
          config: { ...config('create'), files: contract.files },
          schema: {
            ...meta('create', `Create a ${contract.label.toLowerCase()}`),
            body: input.create,
            response: { 201: row, ...writeErrorResponses },
          },
        },
        async (request, reply) => {
          const created = await repository.create(db(), clean(request.body), request.caller?.userId, request.ip);
          app.changes.publish(contract.name);
          return reply.code(201).send(created);
        },
      );
    }

    if (offers('update')) {
      const options = {
        config: { ...config('update'), files: contract.files },
        schema: {
          ...meta('update', `Change a ${contract.label.toLowerCase()}`),
          params: idParams,
          body: input.update,
          response: { 200: row, ...writeErrorResponses },
        },
      };
      const handler = async (request: FastifyRequest<{ Params: { id: number }; Body: Record<string, unknown> }>) => {
        const before = fileFields.length ? await repository.get(db(), request.params.id) : undefined;
        const updated = await repository.update(db(), request.params.id, clean(request.body), request.caller?.userId);
        app.changes.publish(contract.name);
        if (before) await releaseFiles(app, [before]);
        return updated;
      };
      for (const url of paths('update', 'update/:id')) {
        app.put(url, options, handler);
        app.patch(url, options, handler);
      }
    }

    if (offers('delete')) {
      app.delete(
        `${base}delete/:id`,
        {
          config: config('delete'),
          schema: {
            ...meta('delete', `Delete a ${contract.label.toLowerCase()}`),
            params: idParams,
            response: { 200: detail, ...writeErrorResponses },
          },
        },
        async (request) => {
          const removed = await repository.remove(db(), request.params.id, request.caller?.userId);
          app.changes.publish(contract.name);
          await releaseFiles(app, [removed]);
          return { detail: `${contract.label} id - ${request.params.id} is deleted successfully` };
        },
      );
    }

    if (offers('deleteMultiple')) {
      const body = z.object({ ids: z.array(id()).min(1, 'Give at least one id.').max(1000, 'At most 1000 ids at once.') });
      app.delete(
        `${base}delete_multiple`,
        {
          config: config('deleteMultiple'),
          schema: {
            ...meta('deleteMultiple', `Delete several ${contract.plural}`),
            body,
            response: { 200: detail, ...writeErrorResponses },
          },
        },
        async (request) => {
          const ids = [...new Set(request.body.ids)];
          const removed = await repository.removeMany(db(), ids, request.caller?.userId);
          app.changes.publish(contract.name);
          await releaseFiles(app, removed);
          return { detail: `${contract.label} ids - [${ids.join(', ')}] deleted successfully` };
        },
      );
    }
  };
}
