import {
  type EndpointAddress,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointInput,
  type EndpointShape,
  type HttpMethod,
  methodsOf,
} from './endpoint.ts';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A query string of the values given (none: empty), in their order; empty values are left out. */
export function queryString(query: Record<string, QueryValue> | undefined) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The input may be left out when nothing in it is required. */
type Optional<T> = Record<never, never> extends T ? [T?] : [T];
type Args<E extends EndpointShape> = Optional<EndpointInput<E>>;
/** The address input of an endpoint, left out when nothing in it is required. */
export type AddressArgs<E extends EndpointShape> = Optional<EndpointAddress<E>>;
/** What is sent to an endpoint whose address is already resolved (`endpointRequest`): its body. */
export type BodyArgs<E extends EndpointShape> = Optional<EndpointBody<E>>;

/**
 * An endpoint's address: its parameters filled in, with the trailing slash the contract's clients use (unless the
 * declaration says they spell it without), and its query. A missing parameter is a type error.
 */
export function endpointUrl<E extends EndpointShape>(endpoint: E, ...[input]: AddressArgs<E>) {
  const { params = {}, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs its parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  return `${path}${endpoint.trailingSlash === false ? '' : '/'}${queryString(query)}`;
}

/** An endpoint's method and address, resolved from its declaration. */
export interface EndpointRequest {
  method: HttpMethod;
  url: string;
}

/**
 * An endpoint's method and address, for code that reaches it without holding the declaration: a page's loader
 * resolves it on the server, so the page's script does not carry the declarations' schemas.
 */
export function endpointRequest<E extends EndpointShape>(endpoint: E, ...address: AddressArgs<E>): EndpointRequest {
  return { method: methodsOf(endpoint)[0], url: endpointUrl(endpoint, ...address) };
}

/** How a client reaches the API: an address, a method and a body (a plain object as JSON, FormData as multipart). */
export type Transport = (path: string, request: { method: HttpMethod; body?: unknown }) => Promise<unknown>;

/**
 * The typed client of the declared endpoints: `call(endpoint, { params, query, body })` answers what the
 * declaration says the endpoint answers on success; a wrong body or a missing parameter is a type error.
 */
export function createClient(transport: Transport) {
  return {
    call<E extends EndpointShape>(endpoint: E, ...[input]: Args<E>) {
      const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
      return transport(endpointUrl(endpoint, ...([given] as AddressArgs<E>)), {
        method: methodsOf(endpoint)[0],
        body: given.body,
      }) as Promise<EndpointAnswer<E>>;
    },
    url: endpointUrl,
  };
}

export type Client = ReturnType<typeof createClient>;
