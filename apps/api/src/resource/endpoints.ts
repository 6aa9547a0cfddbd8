import type { Readable } from 'node:stream';
import {
  type EndpointReply,
  type EndpointShape,
  keysLeftOut,
  methodsOf,
  mimeTypes,
  type Produces,
  recordNameOf,
  successStatus,
} from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { rowSchema } from './schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a hand route is registered from. */
    endpoint?: EndpointShape;
    /** The resource an engine route is derived from. */
    resource?: string;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as its endpoint's declaration validated it. */
export type EndpointRequest<E extends EndpointShape> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

/** A file answered for download (a PDF, a CSV): sent with its type, its name and, unless it says otherwise, no caching. */
export interface Download {
  content: Buffer | Uint8Array | string | Readable;
  filename: string;
  /** A public file the same for every visitor may be kept by browsers and revalidated. */
  cacheControl?: string;
}

type HandlerAnswer<E extends EndpointShape> = E['produces'] extends Exclude<Produces, 'json'> ? Download : EndpointReply<E>;

/**
 * What a handler does: reads the validated request, calls one service and answers the declared success body
 * (or a download); a reply it already sent (the public cache's) is left as it is.
 */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | FastifyReply> | HandlerAnswer<E> | FastifyReply;

/** The download headers every file the API makes is sent with; a name beyond plain ASCII is also given encoded. */
export function sendDownload(reply: FastifyReply, produces: Exclude<Produces, 'json'>, file: Download) {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition =
    ascii === file.filename
      ? `attachment; filename="${ascii}"`
      : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  return reply
    .headers({
      'content-type': produces === 'csv' ? `${mimeTypes.csv}; charset=utf-8` : mimeTypes[produces],
      'content-disposition': disposition,
      'cache-control': file.cacheControl ?? 'private, no-store',
    })
    .send(file.content);
}

/** The route guard of an access rule, as the authorization hook reads it. */
const guardOf = (access: EndpointShape['access']) =>
  'public' in access
    ? { public: true as const }
    : 'signedIn' in access
      ? { signedIn: true as const }
      : 'permission' in access
        ? { permission: access.permission }
        : { anyPermission: access.anyPermission };

/**
 * Puts each resource's row schema in place of the `recordOf` stand-ins, at any depth of objects and arrays;
 * a `recordWithout` is the row less the keys it leaves out.
 */
function withRows(app: FastifyInstance, schema: z.ZodType): z.ZodType {
  const name = recordNameOf(schema);
  if (name) {
    const definition = app.resourceDefinitions.get(name);
    if (!definition) throw new Error(`An endpoint answers a record of ${name}, which is not a declared resource.`);
    const row = rowSchema(definition);
    const without = keysLeftOut(schema);
    if (!without.length) return row;
    return z.object(Object.fromEntries(Object.entries(row.shape).filter(([key]) => !without.includes(key))));
  }
  // A record with keys added or changed, `z.intersection(recordOf(c), z.object({...}))`: the row, so extended
  // (the keys added may hold records too).
  if (schema instanceof z.ZodIntersection && recordNameOf(schema.def.left as z.ZodType) && schema.def.right instanceof z.ZodObject)
    return (withRows(app, schema.def.left as z.ZodType) as z.ZodObject).extend((withRows(app, schema.def.right) as z.ZodObject).shape);
  if (schema instanceof z.ZodArray) return z.array(withRows(app, schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return withRows(app, schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return withRows(app, schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const changed = Object.entries(shape).map(([key, field]) => [key, withRows(app, field)] as const);
    if (changed.every(([key, field]) => field === shape[key])) return schema;
    return schema.extend(Object.fromEntries(changed));
  }
  return schema;
}

/**
 * Registers a hand route from its declaration: its paths and aliases (with and without the trailing slash, as
 * the router ignores it), its guard, its schemas for validation and OpenAPI, and the success status; the
 * handler's types come from the same declaration.
 */
export function serve<E extends EndpointShape>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: {
    cache?: (request: EndpointRequest<E>) => readonly string[];
    /** A larger body than the app's limit, for a route that takes a whole file (an import). */
    bodyLimit?: number;
  } = {},
) {
  const status = successStatus(endpoint);
  const response = Object.fromEntries(Object.entries(endpoint.responses).map(([code, schema]) => [code, withRows(app, schema)]));
  const file = endpoint.produces && endpoint.produces !== 'json' ? endpoint.produces : undefined;
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...('public' in endpoint.access ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(file ? { produces: [mimeTypes[file]] } : {}),
    response,
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const typed = request as unknown as EndpointRequest<E>;
    const run = () => handler(typed, reply);
    if (options.cache) return app.publicCache.serve(request, reply, [...options.cache(typed)], run as () => Promise<unknown>);
    const result = await run();
    if (result === reply || reply.sent) return reply;
    if (file) return sendDownload(reply, file, result as Download);
    return reply.code(status).send(result);
  };
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    const route: RouteOptions = {
      method: [...methodsOf(endpoint)],
      url,
      config: { ...guardOf(endpoint.access), ...(endpoint.files ? { files: endpoint.files } : {}), endpoint },
      schema,
      handler: answer,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    };
    app.route(route);
  }
}
