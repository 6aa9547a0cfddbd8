import type { BodyArgs, EndpointAnswer, EndpointRequest, EndpointShape, Transport } from '@sahay/contracts';

/**
 * The site's way to the API from the browser. A page's loader resolves each call it needs from the contracts on
 * the server (`endpointRequest`, or the registry's `actionUrl` for an engine route) and hands the page its method
 * and address; the page sends it here, typed by the declaration it came from. Only types are imported from the
 * contracts: the declarations' schemas would add tens of kilobytes to the page's script.
 */

/** An answer other than success: its status, and its body as the API wrote it (`{}` when it is not JSON). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * Same-origin JSON: a body is sent as JSON. A refusal is thrown as an ApiRefusal; a lost connection, or a success
 * that is not JSON, as an error.
 */
const transport: Transport = async (path, { method, body }) => {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRefusal(response.status, answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {});
  if (answer === undefined) throw new Error(`${path} answered something other than JSON.`);
  return answer;
};

/** Calls the endpoint `E` at the address its loader resolved: a wrong body is a type error, the answer is its declared one. */
export function send<E extends EndpointShape>(request: EndpointRequest, ...[input]: BodyArgs<E>) {
  return transport(request.url, { method: request.method, body: (input as { body?: unknown } | undefined)?.body }) as Promise<
    EndpointAnswer<E>
  >;
}

/** Reads an engine route's answer (a list) at the address its loader built from the registry. */
export function read<Answer>(url: string) {
  return transport(url, { method: 'GET' }) as Promise<Answer>;
}
