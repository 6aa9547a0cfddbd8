import {
  type Action,
  actionPaths,
  aOrAn,
  basePath,
  detail,
  fileFields,
  id,
  permissionName,
  pluralOf,
  publicFields,
} from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../plugins/auth.ts';
import type { ResourceDefinition } from './define-resource.ts';
import { listQuery } from './list-query.ts';
import { pageRequest } from './paging.ts';
import type { Page, Repository } from './repository.ts';
import { errorResponses, inputSchemas, pageQuery, pagingKeys, rowSchema, writeErrorResponses } from './schemas.ts';

type Row = Record<string, unknown>;

/** The contract's routes for one declared resource, under `/<name>/api/v1/<name>/`. */
export function resourceRoutes(definition: ResourceDefinition, repository: Repository) {
  const { contract } = definition;
  const row = rowSchema(definition);
  const input = inputSchemas(definition);
  const listing = listQuery(definition);
  const base = basePath(contract);
  const offers = (action: Action) => contract.actions.includes(action) && !definition.ownRoutes?.includes(action);
  const isPublic = (action: Action) => contract.publicRead?.actions.includes(action) ?? false;
  const readPermission = permissionName(contract.name, 'get');
  const shownToVisitors = publicFields(contract);
  // A record is found by its id, or by the contract's lookup field (`invoice_no`).
  const keyParams = z.object({ id: contract.lookup ? z.string().min(1).max(200) : id() });
  const envelope = (plural: string, page: Page<Row>) => ({
    [plural]: page.items,
    page: page.page,
    size: page.size,
    total_pages: page.totalPages,
    total_elements: page.totalElements,
  });
  const paged = (action: Action) => z.object({ [pluralOf(contract, action)]: z.array(row), ...pagingKeys });
  const unpaged = (action: Action) => z.object({ [pluralOf(contract, action)]: z.array(row) });

  /** Keeps only the fields an anonymous visitor may see, unless the caller may read whole records. */
  const visible = (request: FastifyRequest) => (can(request.caller, readPermission) ? undefined : shownToVisitors);
  const pick = (record: Row, fields: readonly string[] | undefined) =>
    fields ? Object.fromEntries(Object.entries(record).filter(([k]) => fields.includes(k))) : record;
  const actor = (request: FastifyRequest) => ({ caller: request.caller, ip: request.ip });

  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const db = () => app.database.db;
    const opensToVisitors = (action: Action) => isPublic(action) || (contract.publicWrite?.includes(action) ?? false);
    // Each route names the resource it is derived from: the route-declaration test tells it from a hand route.
    const config = (action: Action): { public?: boolean; permission?: string; resource: string } =>
      opensToVisitors(action)
        ? { public: true, resource: contract.name }
        : { permission: permissionName(contract.name, action), resource: contract.name };
    const meta = (action: Action, summary: string) => ({
      tags: [contract.name],
      summary,
      ...(opensToVisitors(action) ? {} : { security: [{ bearer: [] }] }),
    });
    const paths = (action: Action) => actionPaths(contract, action).map((p) => base + p);

    /** Public reads by anonymous visitors come from the cache; staff always read fresh rows. */
    const read = async <T>(request: FastifyRequest, reply: FastifyReply, load: (fields?: readonly string[]) => Promise<T>) => {
      const fields = visible(request);
      const anonymousView = !can(request.caller, readPermission) && request.routeOptions.config.public;
      // The cache sends the answer itself; the handler's value is then ignored by Fastify.
      if (anonymousView) return (await app.publicCache.serve(request, reply, [contract.name], () => load(fields))) as unknown as T;
      return load(fields);
    };

    if (offers('list')) {
      for (const url of paths('list')) {
        app.get(
          url,
          {
            config: config('list'),
            schema: {
              ...meta('list', `List ${contract.plural}, paged`),
              querystring: pageQuery.extend(listing.schema.shape),
              response: { 200: paged('list'), ...errorResponses },
            },
          },
          (request, reply) =>
            read(request, reply, async (fields) => {
              const page = await repository.list(db(), pageRequest(request.query), listing.parse(request.query, fields), actor(request));
              return envelope(pluralOf(contract, 'list'), { ...page, items: page.items.map((r) => pick(r, fields)) });
            }),
        );
      }
    }

    const listAll = (action: Action, url: string, summary: string, filter?: { field: string; param: z.ZodType }) => {
      const params = filter ? z.object({ key: filter.param }) : undefined;
      app.get(
        url,
        {
          config: config(action),
          schema: {
            ...meta(action, summary),
            ...(params ? { params } : {}),
            querystring: listing.schema,
            response: { 200: unpaged(action), ...errorResponses },
          },
        },
        (request, reply) =>
          read(request, reply, async (fields) => {
            const options = listing.parse(request.query as Row, fields);
            if (filter) options.exact = { ...options.exact, [filter.field]: [(request.params as { key: number }).key] };
            const rows = await repository.all(db(), options, actor(request));
            return { [pluralOf(contract, action)]: rows.map((r) => pick(r, fields)) };
          }),
      );
    };

    if (offers('withoutPagination')) {
      for (const url of paths('withoutPagination')) listAll('withoutPagination', url, `List every ${contract.label.toLowerCase()}`);
    }
    // Lists of the records that refer to one record: the list filtered by that reference.
    for (const by of contract.listsBy ?? []) {
      listAll('withoutPagination', `${base}${by.path}/:key`, `List every ${contract.label.toLowerCase()} of one ${by.field}`, {
        field: by.field,
        param: id(),
      });
    }

    if (offers('search')) {
      const filters = Object.fromEntries((contract.search ?? []).map((f) => [f, z.string().max(200).optional()]));
      const anyTextKeys = ['searchKey', 'q', ...(contract.searchAliases ?? [])];
      const anyText = Object.fromEntries(anyTextKeys.map((f) => [f, z.string().max(200).optional()]));
      const query = pageQuery.extend(listing.schema.shape).extend(filters).extend(anyText);
      // A searched number field is matched exactly, by the list filters (which also take several ids).
      const textFilters = (contract.search ?? []).filter((f) => !listing.exactFilters.includes(f));
      for (const url of paths('search')) {
        app.get(
          url,
          {
            config: config('search'),
            schema: {
              ...meta('search', `Search ${contract.plural}`),
              querystring: query,
              response: { 200: paged('search'), ...errorResponses },
            },
          },
          async (request) => {
            const q = request.query as Record<string, string | undefined>;
            const fields = visible(request);
            const fieldFilters = Object.fromEntries(textFilters.filter((f) => q[f]).map((f) => [f, q[f] as string]));
            const text = anyTextKeys.map((k) => q[k]).find(Boolean);
            const page = await repository.search(db(), fieldFilters, text, pageRequest(q), listing.parse(q, fields), actor(request));
            return envelope(pluralOf(contract, 'search'), { ...page, items: page.items.map((r) => pick(r, fields)) });
          },
        );
      }
    }

    if (offers('get')) {
      for (const url of paths('get')) {
        app.get(
          url,
          {
            config: config('get'),
            schema: { ...meta('get', `One ${contract.label.toLowerCase()}`), params: keyParams, response: { 200: row, ...errorResponses } },
          },
          (request, reply) =>
            read(request, reply, async (fields) => pick(await repository.get(db(), request.params.id, actor(request)), fields)),
        );
      }
    }

    if (offers('create')) {
      for (const url of paths('create')) {
        app.post(
          url,
          {
            config: { ...config('create'), files: fileFields(contract) },
            schema: {
              ...meta('create', `Create ${aOrAn(contract.label.toLowerCase())}`),
              body: input.create,
              response: { 201: row, ...writeErrorResponses },
            },
          },
          async (request, reply) => reply.code(201).send(await repository.create(db(), request.body, actor(request))),
        );
      }
    }

    if (offers('update')) {
      const options = {
        config: { ...config('update'), files: fileFields(contract) },
        schema: {
          ...meta('update', `Change ${aOrAn(contract.label.toLowerCase())}`),
          params: keyParams,
          body: input.update,
          response: { 200: row, ...writeErrorResponses },
        },
      };
      const handler = (request: FastifyRequest<{ Params: { id: number | string }; Body: Row }>) =>
        repository.update(db(), request.params.id, request.body, actor(request));
      for (const url of paths('update')) {
        app.put(url, options, handler);
        app.patch(url, options, handler);
      }
    }

    if (offers('delete')) {
      for (const url of paths('delete')) {
        app.delete(
          url,
          {
            config: config('delete'),
            schema: {
              ...meta('delete', `Delete ${aOrAn(contract.label.toLowerCase())}`),
              params: keyParams,
              response: { 200: detail, ...writeErrorResponses },
            },
          },
          async (request) => {
            await repository.remove(db(), request.params.id, actor(request));
            return { detail: `${contract.label} ${contract.lookup ?? 'id'} - ${request.params.id} is deleted successfully` };
          },
        );
      }
    }

    if (offers('deleteMultiple')) {
      const keys = contract.lookup ? z.string().min(1).max(200) : id();
      const body = z.object({ ids: z.array(keys).min(1, 'Give at least one id.').max(1000, 'At most 1000 ids at once.') });
      for (const url of paths('deleteMultiple')) {
        app.delete(
          url,
          {
            config: config('deleteMultiple'),
            schema: {
              ...meta('deleteMultiple', `Delete several ${contract.plural}`),
              body,
              response: { 200: detail, ...writeErrorResponses },
            },
          },
          async (request) => {
            const ids = [...new Set(request.body.ids as (number | string)[])];
            await repository.removeMany(db(), ids, actor(request));
            return { detail: `${contract.label} ${contract.lookup ?? 'id'}s - [${ids.join(', ')}] deleted successfully` };
          },
        );
      }
    }
  };
}
