import { type EndpointAnswer, type EndpointInput, type EndpointShape, type HttpMethod, methodsOf } from './endpoint.ts';

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

/** An endpoint's address: its parameters filled in, with the trailing slash the contract's clients use, and its query. */
export function endpointUrl<E extends EndpointShape>(endpoint: E, input: Pick<EndpointInput<E>, 'params' | 'query'> = {}) {
  const { params = {}, query } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs its parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  return `${path}/${queryString(query)}`;
}

/** How a client reaches the API: an address, a method and a body (a plain object as JSON, FormData as multipart). */
export type Transport = (path: string, request: { method: HttpMethod; body?: unknown }) => Promise<unknown>;

/** The input may be left out when nothing in it is required. */
type Args<E extends EndpointShape> = Record<never, never> extends EndpointInput<E> ? [EndpointInput<E>?] : [EndpointInput<E>];

/**
 * The typed client of the declared endpoints: `call(endpoint, { params, query, body })` answers what the
 * declaration says the endpoint answers on success; a wrong body or a missing parameter is a type error.
 */
export function createClient(transport: Transport) {
  return {
    call<E extends EndpointShape>(endpoint: E, ...[input]: Args<E>) {
      const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
      return transport(endpointUrl(endpoint, given as Pick<EndpointInput<E>, 'params' | 'query'>), {
        method: methodsOf(endpoint)[0],
        body: given.body,
      }) as Promise<EndpointAnswer<E>>;
    },
    url: endpointUrl,
  };
}

export type Client = ReturnType<typeof createClient>;
