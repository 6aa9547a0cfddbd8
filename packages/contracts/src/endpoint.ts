import { z } from 'zod';
import type { FileKind } from './field-meta.ts';
import type { ResourceContract } from './resource.ts';
import type { Paging } from './responses.ts';

/**
 * Routes that are not derived from a resource (workflows, reports, PDFs, dashboards, the site's reads) are
 * declared here once, each beside its entity's contract: the API registers a thin handler against the
 * declaration, and the back office and the site call it through the client derived from it (client.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone (a visitor's form is rate-limited), any signed-in account, or by permission. */
export type EndpointAccess =
  | { public: true; rateLimited?: boolean }
  | { signedIn: true }
  | { permission: string }
  | { anyPermission: readonly string[] };

/** What an endpoint answers with: JSON, or a file to download. */
export type Produces = 'json' | 'pdf' | 'csv' | 'xlsx' | 'gzip';

export const mimeTypes: Record<Produces, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  gzip: 'application/gzip',
};

export interface EndpointShape {
  /** One method, or several answered alike (PUT and PATCH of an update). */
  method: HttpMethod | readonly HttpMethod[];
  /** The path, with `:name` for each parameter, without the trailing slash (both are served). */
  path: string;
  /** The contract's other paths to the same route. */
  aliases?: readonly string[];
  /** Clients call the path with a trailing slash unless this is false (the contract's front end spells it without). Both are served. */
  trailingSlash?: false;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of each status it sends; the first 2xx is the status of success. */
  responses: { readonly [status: number]: z.ZodType };
  access: EndpointAccess;
  summary: string;
  tags: readonly string[];
  produces?: Produces;
  /** Multipart file fields and the kinds each accepts. */
  files?: Readonly<Record<string, FileKind | readonly FileKind[]>>;
}

/** Declares one endpoint; the declaration is the value, kept exact for the types derived from it. */
export const defineEndpoint = <const E extends EndpointShape>(endpoint: E): E => endpoint;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<E extends EndpointShape> = E['responses'];
type SuccessKeys<E extends EndpointShape> = Extract<keyof Responses<E>, SuccessStatus>;

/** What a client receives on success. */
export type EndpointAnswer<E extends EndpointShape> = {
  [S in SuccessKeys<E>]: Responses<E>[S] extends z.ZodType ? z.output<Responses<E>[S]> : never;
}[SuccessKeys<E>];

/** What a handler answers on success (the schema's input: the API serialises it). */
export type EndpointReply<E extends EndpointShape> = {
  [S in SuccessKeys<E>]: Responses<E>[S] extends z.ZodType ? z.input<Responses<E>[S]> : never;
}[SuccessKeys<E>];

type Part<Key extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** Where a client sends: its path parameters and its query, each as the declaration takes it. */
export type EndpointAddress<E extends EndpointShape> = Part<'params', E['params']> &
  (E['query'] extends z.ZodType ? { query?: Partial<z.input<E['query']>> } : { query?: never });

/** What a client sends: its path parameters, its query and its body, each as the declaration takes it. */
export type EndpointInput<E extends EndpointShape> = EndpointAddress<E> & EndpointBody<E>;

/** What a client sends to an address already resolved: the body, as the declaration takes it. */
export type EndpointBody<E extends EndpointShape> = E['files'] extends object ? { body: FormData } : Part<'body', E['body']>;

/** A record of a resource as a client reads it: its id, the contract's fields, and what the server adds. */
export type RecordOf<C extends Pick<ResourceContract, 'input'>> = { id: number } & Partial<z.output<C['input']>> & Record<string, unknown>;

/** A page of a resource's list as the engine answers it: the paging, and its records under the action's list key (`pluralOf`). */
export type ListPage<C extends Pick<ResourceContract, 'input'>> = Paging & { [listKey: string]: RecordOf<C>[] | number };

/**
 * A record of a resource, as an endpoint answers it: the API answers the resource's whole row (its schema is
 * derived from the table, so the API puts it in place of this one). A handler answers any row; a client
 * reads it typed by the contract's fields.
 */
export const recordOf = <C extends Pick<ResourceContract, 'name' | 'input'>>(contract: C) =>
  z
    .record(z.string(), z.unknown())
    .transform((row) => row as RecordOf<C>)
    .meta({ sahayRecord: contract.name });

/**
 * A record without some of its keys, for an answer that gives them apart (an order's detail: its lines beside
 * it, with their products): the API answers and documents the resource's row without them.
 */
export const recordWithout = <C extends Pick<ResourceContract, 'name' | 'input'>, const K extends string>(
  contract: C,
  keys: readonly K[],
) =>
  z
    .record(z.string(), z.unknown())
    .transform((row) => row as RecordOf<C> & { [Key in K]?: never })
    .meta({ sahayRecord: contract.name, sahayWithout: keys });

/** The resource whose row `recordOf` stands for, if this schema is one. */
export const recordNameOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.sahayRecord as string | undefined;

/** The keys a `recordWithout` leaves out of the row. */
export const keysLeftOut = (schema: z.ZodType) => (z.globalRegistry.get(schema)?.sahayWithout as readonly string[] | undefined) ?? [];

/** The methods an endpoint answers. */
export const methodsOf = (endpoint: Pick<EndpointShape, 'method'>): readonly HttpMethod[] =>
  typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;

/** The first success status an endpoint declares: what its handler's answer is sent with. */
export function successStatus(endpoint: Pick<EndpointShape, 'responses'>) {
  return (
    Object.keys(endpoint.responses)
      .map(Number)
      .find((s) => s >= 200 && s < 300) ?? 200
  );
}
