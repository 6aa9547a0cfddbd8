import { type AddressArgs, createClient, type EndpointShape, type Produces } from '@sahay/contracts';
import { api, apiFile } from './http.ts';

/**
 * The back office's one client of the declared endpoints: each call is typed by its declaration (its
 * parameters, query, body and success answer) and goes through `api`, which keeps the session renewed and turns
 * a refusal into the API's sentence. The resources' own routes go through the registry in the data provider.
 */
export const client = createClient((path, { method, body }) => api(path, { method, body }));

/** An endpoint that answers a file to download. */
type FileEndpoint = EndpointShape & { produces: Exclude<Produces, 'json'> };

/**
 * A file an endpoint makes (a PDF, a CSV), read with the session: its bytes and the name its answer gives
 * (else `fallbackName`). Only an endpoint declared to produce a file is accepted.
 */
export function fetchFile<E extends FileEndpoint>(endpoint: E, fallbackName: string, ...address: AddressArgs<E>) {
  // A file made by a write (a backup) is asked for with the endpoint's method.
  return apiFile(
    client.url(endpoint, ...address),
    fallbackName,
    typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0],
  );
}
