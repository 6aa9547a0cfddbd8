import { type HomeDashboard, type HomeShop, homeCounts, homePermissions, type ListCount, permissionName } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { ResourceDefinition } from '../../resource/define-resource.ts';
import { listQuery } from '../../resource/list-query.ts';
import type { Repository } from '../../resource/repository.ts';
import { dashboardFor } from '../donations/index.ts';
import * as shop from '../shop-dashboard/index.ts';
import { supportSummaryOf } from '../support/index.ts';

/** What the home screen reads: the database, and each resource's repository and declaration (for its list's filters). */
export interface HomeSources {
  db: DbOrTx;
  repositories: ReadonlyMap<string, Repository>;
  definitions: ReadonlyMap<string, ResourceDefinition>;
}

/** How many records a list holds with its filters, as the caller's list shows them (its row scope holds). */
async function countOf({ db, repositories, definitions }: HomeSources, caller: Caller | null, { resource, filter = {} }: ListCount) {
  const options = listQuery(definitions.get(resource) as ResourceDefinition).parse(filter);
  const page = await (repositories.get(resource) as Repository).list(db, { page: 1, size: 1 }, options, { caller });
  return page.totalElements;
}

/** The shop's figures the caller may read: order figures need the orders' read, stock the inventory's. */
async function shopFor(db: DbOrTx, caller: Caller | null): Promise<HomeShop> {
  const answer: HomeShop = {};
  const firstFive = { size: '5' };
  if (can(caller, homePermissions.orders)) {
    answer.paid_orders = await shop.countOf(db, 'paid');
    answer.unpaid_orders = await shop.countOf(db, 'unpaid');
    answer.order_totals = await shop.orderTotals(db);
    answer.best_sellers = await shop.bestSellers(db, 'amount');
    answer.categories = await shop.categorizedItemCounts(db);
    answer.latest_orders = await shop.ordersOf(db, 'latest', firstFive);
  }
  if (can(caller, homePermissions.customers)) answer.customers = await shop.countOf(db, 'customers');
  if (can(caller, homePermissions.stock)) {
    answer.low_stock = await shop.countOf(db, 'low_stock');
    answer.low_stock_products = await shop.lowStock(db, firstFive);
  }
  return answer;
}

/**
 * The home screen's figures in one answer, each part only for a caller who may read it: the same services
 * answer the separate dashboard endpoints, so a figure reads the same on either.
 */
export async function homeFor(sources: HomeSources, caller: Caller | null): Promise<HomeDashboard> {
  const { db, repositories } = sources;
  const counts: HomeDashboard['counts'] = {};
  for (const [key, count] of Object.entries(homeCounts) as [keyof typeof homeCounts, ListCount][]) {
    if (can(caller, permissionName(count.resource, 'list'))) counts[key] = await countOf(sources, caller, count);
  }
  const donations = await dashboardFor(db, repositories.get('cause') as Repository, caller);
  const answer: HomeDashboard = { counts, shop: await shopFor(db, caller) };
  if (Object.keys(donations).length) answer.donations = donations;
  if (can(caller, homePermissions.support)) answer.support = await supportSummaryOf(db, caller);
  return answer;
}
