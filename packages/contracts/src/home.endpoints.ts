import { donationDashboardSections } from './donations.endpoints.ts';
import { defineEndpoint } from './endpoint.ts';
import { homeCounts, homeDashboard } from './home.ts';
import { inventory } from './inventory.ts';
import { permissionName } from './resource.ts';
import { errorAnswers } from './responses.ts';
import { customer, customerOrder } from './sales.ts';
import { ticket } from './support.ts';

/** What each part of the home screen needs: a count its list's read, the shop's figures their data's. */
export const homePermissions = {
  orders: permissionName(customerOrder.name, 'get'),
  customers: permissionName(customer.name, 'get'),
  stock: permissionName(inventory.name, 'get'),
  support: permissionName(ticket.name, 'get'),
} as const;

const countPermissions = Object.values(homeCounts).map((count) => permissionName(count.resource, 'list'));

const home = defineEndpoint({
  method: 'GET',
  path: '/dashboard/api/v1/home',
  access: {
    anyPermission: [...new Set([...countPermissions, ...Object.values(donationDashboardSections), ...Object.values(homePermissions)])],
  },
  tags: ['dashboard'],
  summary:
    "The back office's first screen in one answer: the counts of where work waits, the donations' dashboard, the shop's figures and the support tiles; a part the caller may not read is left out, and a caller who may read none is refused (403)",
  responses: { 200: homeDashboard, ...errorAnswers },
});

export const homeEndpoints = { home } as const;
