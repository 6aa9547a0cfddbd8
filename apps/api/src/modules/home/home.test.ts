import { actionUrl, homeCounts, type ListCount, resourceContracts } from '@sahay/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** The back office's first screen: every figure in one answer, the same as the separate dashboard reads. */
const app = await createTestApp();
afterAll(() => app.close());

const everything = asCaller(
  ...['ticket', 'notice', 'homepage_slider', 'employee', 'user', 'donation', 'cause', 'member', 'monthly_subscription'].map(
    (name) => `${name}.read`,
  ),
  'ticket_inbox.all',
  'customerorder.read',
  'customer.read',
  'inventory.read',
);
const get = async (url: string, headers: Record<string, string>, status = 200) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const home = (headers: Record<string, string>) => get('/dashboard/api/v1/home/', headers);
const dash = (path: string) => get(`/dashboard/api/v1/${path}/`, everything);

describe('the home screen in one request', () => {
  it('counts each list as the list itself does, with the same filters', async () => {
    const { counts } = await home(everything);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(homeCounts).sort());
    for (const [key, { resource, filter }] of Object.entries(homeCounts) as [string, ListCount][]) {
      const contract = resourceContracts.find((c) => c.name === resource);
      const query = new URLSearchParams({ ...(filter ?? {}), size: '1' });
      const list = await get(`${actionUrl(contract as (typeof resourceContracts)[number], 'list')}?${query}`, everything);
      expect(counts[key], key).toBe(list.total_elements);
    }
  });

  it('answers the donations, shop and support figures of the separate dashboard reads', async () => {
    const answer = await home(everything);
    expect(answer.donations).toEqual(await get('/donation/api/v1/donation/dashboard/', everything));
    expect(answer.support).toEqual(await dash('support_summary'));
    expect(answer.shop).toEqual({
      paid_orders: await dash('get_total_count_of_paid_orders'),
      unpaid_orders: await dash('get_total_count_of_unpaid_orders'),
      customers: await dash('get_total_count_of_customers'),
      low_stock: await dash('get_total_count_of_low_stock_products'),
      order_totals: await dash('get_order_totals'),
      best_sellers: await dash('get_best_seller_by_amount'),
      categories: await dash('get_all_categorized_order_item_count'),
      latest_orders: await get('/dashboard/api/v1/get_all_latest_orders/?size=5', everything),
      low_stock_products: await get('/dashboard/api/v1/get_all_low_stock_products/?size=5', everything),
    });
  });

  it('leaves out every part the caller may not read', async () => {
    const storeKeeper = await home(asCaller('inventory.read'));
    expect(storeKeeper.counts).toEqual({});
    expect(Object.keys(storeKeeper.shop).sort()).toEqual(['low_stock', 'low_stock_products']);
    expect(storeKeeper.donations).toBeUndefined();
    expect(storeKeeper.support).toBeUndefined();

    const agent = await home(asCaller('ticket.read', 'ticket_inbox.support'));
    expect(Object.keys(agent.counts)).toEqual(['waiting_contact_messages']);
    expect(agent.shop).toEqual({});
    expect(agent.support.open_by_department.map((d: { name: string }) => d.name)).toEqual(['Support']);

    const treasurer = await home(asCaller('donation.read'));
    expect(Object.keys(treasurer.donations)).toEqual(['gifts_per_month']);
  });

  it('refuses a caller who may read none of it, and an anonymous one', async () => {
    await get('/dashboard/api/v1/home/', asCaller('country.read'), 403);
    await get('/dashboard/api/v1/home/', {}, 401);
  });
});
