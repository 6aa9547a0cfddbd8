import { adminSearchAnswer, adminSearchQuery, findablePermissions } from './admin-search.ts';
import { defineEndpoint } from './endpoint.ts';
import { errorAnswers } from './responses.ts';

/** The back office's search box. Its own path: `/search/` is the public site's. */
const search = defineEndpoint({
  method: 'GET',
  path: '/admin_search/api/v1/admin_search',
  access: { anyPermission: findablePermissions },
  tags: ['admin_search'],
  summary:
    'Finds records by number or name (vouchers, orders, donations, tickets, customers, vendors, employees, purchase bills and requests, products, causes): a few of each kind the caller may read, each with its title',
  query: adminSearchQuery,
  responses: { 200: adminSearchAnswer, ...errorAnswers },
});

export const adminSearchEndpoints = { search } as const;
