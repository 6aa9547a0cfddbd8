import { readFileSync } from 'node:fs';
import { toPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * Books written before a goal became a memorandum: each cause's ledger under Sundry Debtors, its goal credited
 * to Company Sales. The migration moves both into the memorandum, and income loses exactly the goals.
 */
const app = await createTestApp();
afterAll(() => app.close());

const reader = asCaller('account_log.read', 'cause.read');
const run = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
const rows = async (query: ReturnType<typeof sql>) => ((await run(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const incomeOf = async () => {
  const url = '/balance_sheet/api/v1/balance_sheet/profit_loss/?start_date=2000-01-01&end_date=2999-12-31';
  return (await app.inject({ method: 'GET', url, headers: reader })).json().credit_side.sales_accounts as string;
};

describe('the migration of the books that booked goals as income', () => {
  it('moves every cause’s goal out of income into the memorandum, the gifts untouched', async () => {
    const [{ n, goals }] = await rows(sql`select count(*)::int as n, coalesce(sum(goal_amount), 0)::text as goals from cause`);
    expect(Number(n)).toBeGreaterThan(0);
    const salesBefore = await incomeOf();
    const raised = async () =>
      (await app.inject({ method: 'GET', url: '/cause/api/v1/cause/without_pagination/all/', headers: reader }))
        .json()
        .causes.map((c: { id: number; raised_amount: string }) => [c.id, c.raised_amount]);
    const gifts = await raised();
    // The books as they were: cause ledgers under Sundry Debtors, goals credited to Company Sales.
    await run(
      sql`update ledger_account set head_group_id = (select id from "group" where name = 'Sundry Debtors') where ledger_type = 'cause_ledger'`,
    );
    for (const table of ['sales_line', 'account_log']) {
      const owner =
        table === 'sales_line'
          ? sql`document_id in (select s.id from sales s join cause c on c.sales_invoice_no = s.invoice_no)`
          : sql`reference_no in (select sales_invoice_no from cause)`;
      await run(sql`update ${sql.identifier(table)} set ledger_id = (select id from ledger_account where name = 'Company Sales')
        where ledger_id = (select id from ledger_account where name = 'Goal contra') and ${owner}`);
    }
    const salesOld = await incomeOf();
    expect(toPaisa(salesOld) - toPaisa(salesBefore)).toBe(toPaisa(String(goals)));

    const migration = readFileSync(new URL('../../../drizzle/0018_goal_not_income.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) if (statement.trim()) await run(sql.raw(statement));

    expect(await incomeOf()).toBe(salesBefore);
    const misplaced = await rows(sql`select l.name from ledger_account l join "group" g on g.id = l.head_group_id
      where l.ledger_type = 'cause_ledger' and g.name <> 'Cause goals'`);
    expect(misplaced).toEqual([]);
    expect(await raised()).toEqual(gifts);
  });
});
