import type { EndpointShape } from './endpoint.ts';
import { inventoryEndpoints } from './inventory.endpoints.ts';
import { supportEndpoints } from './support.endpoints.ts';

/** Every declared endpoint, by module: the API serves each one, and a test checks that none is left unserved. */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>> = {
  inventory: inventoryEndpoints,
  support: supportEndpoints,
};

export const allEndpoints: readonly EndpointShape[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
