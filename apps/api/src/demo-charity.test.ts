import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { asCaller, createTestApp } from './test-support/test-app.ts';

/**
 * The seeded demo charity, as a newcomer meets it: books a careful treasurer would keep (Cash and Bank never in
 * credit) and something waiting in every inbox.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe('the demo books', () => {
  it('never take a cash or bank ledger into credit at the end of any day', async () => {
    // Every ledger under Cash-in-Hand or Bank Accounts (or a group below them), balanced at the close of each day it moved.
    const result = await app.database.db.execute(sql`
      with recursive money_groups as (
        select id from "group" where name in ('Cash-in-Hand', 'Bank Accounts')
        union select g.id from "group" g join money_groups m on g.head_group_id = m.id
      ),
      days as (
        select l.name, a.log_date, sum(a.debit_amount - a.credit_amount) as moved
        from account_log a join ledger_account l on l.id = a.ledger_id
        where l.head_group_id in (select id from money_groups)
        group by l.name, a.log_date
      )
      select name, log_date::text as day, (sum(moved) over (partition by name order by log_date))::text as balance from days`);
    const days = rowsOf<{ name: string; day: string; balance: string }>(result);
    expect(new Set(days.map((d) => d.name))).toEqual(new Set(['Cash', 'Bank']));
    // Balances are compared as exact decimals: a leading minus is a credit.
    expect(days.filter((d) => d.balance.startsWith('-'))).toEqual([]);
  });
});

describe('the demo inboxes', () => {
  const total = async (url: string, permission: string) => {
    const res = await app.inject({ method: 'GET', url, headers: asCaller(permission) });
    expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
    return res.json() as Record<string, unknown> & { total_elements: number };
  };

  it('hold tickets in several departments and statuses, with threads', async () => {
    const { tickets } = (await total('/ticket/api/v1/ticket/all/?size=100', 'ticket.read,ticket_inbox.all')) as unknown as {
      tickets: { id: number; department_name: string; status_name: string; unread: number }[];
    };
    expect(new Set(tickets.map((t) => t.department_name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(tickets.map((t) => t.status_name))).toEqual(new Set(['Open', 'Waiting for requester', 'Answered', 'Closed']));
    expect(tickets.some((t) => t.unread > 0)).toBe(true);
    const threads = await total('/ticket_detail/api/v1/ticket_detail/all/?size=1', 'ticket_detail.read,ticket_inbox.all');
    expect(threads.total_elements).toBeGreaterThan(tickets.length);
  });

  it('hold pledges waiting for confirmation, low-stock products and a draft order', async () => {
    expect((await total('/donation/api/v1/donation/all/?status=pledged&size=1', 'donation.read')).total_elements).toBeGreaterThan(0);
    expect((await total('/inventory/api/v1/inventory/all/?low_stock=true&size=1', 'inventory.read')).total_elements).toBeGreaterThan(0);
    expect(
      (await total('/customerorder/api/v1/customerorder/all/?status=draft&size=1', 'customerorder.read')).total_elements,
    ).toBeGreaterThan(0);
  });
});
