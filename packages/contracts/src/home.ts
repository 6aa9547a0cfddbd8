import { z } from 'zod';
import { user } from './access.ts';
import { homepageSlider, notice } from './cms.ts';
import { donationDashboard } from './donations.ts';
import { employee } from './people.ts';
import {
  bestSellers,
  categorizedItemCounts,
  dashboardCount,
  dashboardOrders,
  dashboardOrderTotals,
  lowStockProducts,
} from './shop-dashboard.ts';
import { fromContactFormFilter, supportSummary, ticket, ticketStatusNameFilter, ticketStatusNames } from './support.ts';

/** A count of one list, narrowed by the filters its list takes (as query parameters). */
export interface ListCount {
  resource: string;
  filter?: Readonly<Record<string, string>>;
}

/** The home screen's counts of where work is waiting, by key; each tile opens its list with the same filter. */
export const homeCounts = {
  // A visitor's message is the ticket it opened: it waits until the ticket is answered (no longer Open).
  waiting_contact_messages: {
    resource: ticket.name,
    filter: { [fromContactFormFilter]: 'true', [ticketStatusNameFilter]: ticketStatusNames.open },
  },
  notices: { resource: notice.name },
  slides: { resource: homepageSlider.name },
  employees: { resource: employee.name },
  // Staff only: a donor's account (made when they pledge), a member's or a customer's is not counted.
  staff_accounts: { resource: user.name, filter: { accounts: 'staff' } },
} as const satisfies Record<string, ListCount>;
export type HomeCountKey = keyof typeof homeCounts;

/** The shop's figures on the home screen, each only for a caller who may read its data. */
export const homeShop = z.object({
  paid_orders: dashboardCount.optional(),
  unpaid_orders: dashboardCount.optional(),
  customers: dashboardCount.optional(),
  low_stock: dashboardCount.optional(),
  order_totals: dashboardOrderTotals.optional(),
  best_sellers: bestSellers.optional(),
  categories: categorizedItemCounts.optional(),
  latest_orders: dashboardOrders.optional(),
  low_stock_products: lowStockProducts.optional(),
});
export type HomeShop = z.infer<typeof homeShop>;

/**
 * Every figure of the home screen in one answer, so its tiles show together after sign-in. A part the caller
 * may not read is left out: a count of a list they may not open, a dashboard section, the support tiles.
 */
export const homeDashboard = z.object({
  counts: z.partialRecord(z.enum(Object.keys(homeCounts) as [HomeCountKey, ...HomeCountKey[]]), z.number().int()),
  donations: donationDashboard.optional(),
  shop: homeShop,
  support: supportSummary.optional(),
});
export type HomeDashboard = z.infer<typeof homeDashboard>;
