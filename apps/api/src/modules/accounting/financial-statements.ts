import { type BalanceSheet, fromPaisa, type ProfitAndLoss, type TrialBalance, toPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { amountText } from '../../db/money.ts';
import { closingLogType } from './reversal.ts';
import { memorandum } from './seed.ts';

/**
 * The trial balance, the profit and loss account and the balance sheet of a period, in the nested
 * shapes of api-contract.md 4.1. Each ledger's debits and credits are summed by PostgreSQL; the
 * statements are arranged here in exact paisa, so they agree with each other to the last one.
 */

interface LedgerBalance {
  id: number;
  ledger: string;
  /** The group right under the primary group (the ledger's own group when it is one). */
  topGroup: string;
  /** The group the ledger sits in. */
  group: string;
  primary: string;
  /**
   * Debits minus credits, in paisa: what an asset or a liability holds at the end of the period (its
   * balance brought forward included), what an expense or an income moved within the period.
   */
  net: bigint;
  /** Debits minus credits before the period, in paisa (an income's or expense's there make earlier profit). */
  before: bigint;
}

/** Assets and liabilities are carried from one period to the next; expenses and incomes start again. */
const carried = (primary: string) => primary === 'Assets' || primary === 'Liabilities';

/**
 * Every ledger with postings up to the end of the period, with its groups; the memorandum's are no statement's.
 * A year's closing entries count only in the periods after it (in `before`): the closed year's own statements
 * read as they did before it was closed, and the next year opens with the Accumulated fund.
 */
async function ledgerBalances(db: DbOrTx, startDate: string, endDate: string): Promise<LedgerBalance[]> {
  const result = (await db.execute(sql`
    with recursive chain as (
      select g.id, g.name, g.name as top, p.name as primary_name
      from "group" g join primary_group p on p.id = g.head_primarygroup_id
      union all
      select g.id, g.name, c.top, c.primary_name from "group" g join chain c on g.head_group_id = c.id
    ),
    moved as (
      select ledger_id,
        sum(debit_amount - credit_amount) filter (where log_date >= ${startDate} and log_type <> ${closingLogType}) as net,
        coalesce(sum(debit_amount - credit_amount) filter (where log_date < ${startDate}), 0) as before
      from account_log where log_date <= ${endDate}
      group by ledger_id
    )
    select l.id, l.name as ledger, coalesce(c.top, l.name) as top_group, coalesce(c.name, l.name) as "group",
      coalesce(c.primary_name, p.name) as primary_name, ${amountText(sql`coalesce(m.net, 0)`)} as net,
      ${amountText(sql`m.before`)} as before
    from moved m
    join ledger_account l on l.id = m.ledger_id
    left join chain c on c.id = l.head_group_id
    left join primary_group p on p.id = l.head_primarygroup_id
    where coalesce(c.primary_name, p.name) <> ${memorandum}
    order by primary_name, top_group, l.name`)) as unknown as {
    rows: { id: number; ledger: string; top_group: string; group: string; primary_name: string; net: string; before: string }[];
  };
  return result.rows.map((r) => {
    const before = toPaisa(r.before);
    const net = toPaisa(r.net) + (carried(r.primary_name) ? before : 0n);
    return { id: Number(r.id), ledger: r.ledger, topGroup: r.top_group, group: r.group, primary: r.primary_name, net, before };
  });
}

/** The profit of every period before this one: incomes minus expenses dated before it. */
const earlierProfit = (balances: LedgerBalance[]) => -balances.filter((b) => !carried(b.primary)).reduce((sum, b) => sum + b.before, 0n);
const earlierProfitLabel = 'Profit & Loss A/C (earlier periods)';

const primaries = ['Assets', 'Liabilities', 'Expenses', 'Incomes'] as const;
/** Assets and expenses are read as debits minus credits; liabilities and incomes the other way round. */
const debitNature = (primary: string) => primary === 'Assets' || primary === 'Expenses';
const signed = (b: LedgerBalance) => (debitNature(b.primary) ? b.net : -b.net);

export async function trialBalance(db: DbOrTx, startDate: string, endDate: string): Promise<TrialBalance> {
  const all = await ledgerBalances(db, startDate, endDate);
  // Earlier periods' profit stands in the liabilities, where it was carried: the trial balance stays even.
  const earlier = earlierProfit(all);
  const balances = all.filter((b) => b.net !== 0n || carried(b.primary));
  if (earlier !== 0n)
    balances.push({
      id: 0,
      ledger: earlierProfitLabel,
      topGroup: earlierProfitLabel,
      group: earlierProfitLabel,
      primary: 'Liabilities',
      net: -earlier,
      before: 0n,
    });
  const out: Record<string, unknown> = {};
  let debit = 0n;
  let credit = 0n;
  for (const primary of primaries) {
    const key = primary.toLowerCase();
    const section: Record<string, unknown> = {};
    let sectionTotal = 0n;
    for (const b of balances.filter((x) => x.primary === primary)) {
      section[b.topGroup] ??= { total: '0.00' };
      const group = section[b.topGroup] as Record<string, string>;
      group[b.ledger] = fromPaisa(signed(b));
      group.total = fromPaisa(toPaisa(group.total) + signed(b));
      sectionTotal += signed(b);
      if (b.net > 0n) debit += b.net;
      else credit -= b.net;
    }
    out[key] = { [`${key}_total`]: fromPaisa(sectionTotal), ...section };
  }
  // Sections are keyed by the books' group and ledger names, so they are built untyped: the contract's trial balance.
  return { trial_balance: { ...out, total_debit_amount: fromPaisa(debit), total_credit_amount: fromPaisa(credit) } } as TrialBalance;
}

/** Sums of the profit and loss groups, each as its side reads it. */
function profitAndLossParts(balances: LedgerBalance[]) {
  const sum = (test: (b: LedgerBalance) => boolean) => balances.filter(test).reduce((s, b) => s + signed(b), 0n);
  const under = (name: string) => (b: LedgerBalance) => b.topGroup === name;
  const known = ['Purchase Accounts', 'Direct Expenses', 'Sales Accounts', 'Direct Incomes'];
  return {
    purchase: sum(under('Purchase Accounts')),
    directExpenses: sum(under('Direct Expenses')),
    // Every other expense group counts as indirect, every other income group too.
    indirectExpenses: sum((b) => b.primary === 'Expenses' && !known.includes(b.topGroup)),
    sales: sum(under('Sales Accounts')),
    directIncomes: sum(under('Direct Incomes')),
    indirectIncomes: sum((b) => b.primary === 'Incomes' && !known.includes(b.topGroup)),
  };
}

/** The profit of the period: incomes minus expenses, in paisa. */
export function netProfit(parts: ReturnType<typeof profitAndLossParts>) {
  const gross = parts.sales + parts.directIncomes - parts.purchase - parts.directExpenses;
  return { gross, net: gross + parts.indirectIncomes - parts.indirectExpenses };
}

export async function profitAndLoss(db: DbOrTx, startDate: string, endDate: string): Promise<ProfitAndLoss> {
  const parts = profitAndLossParts(await ledgerBalances(db, startDate, endDate));
  const { gross, net } = netProfit(parts);
  const money = fromPaisa;
  return {
    debit_side: {
      purchase_accounts: money(parts.purchase),
      direct_expenses: money(parts.directExpenses),
      ...(gross >= 0n ? { gross_profit_cf: money(gross) } : {}),
      inner: {
        indirect_expenses: money(parts.indirectExpenses),
        ...(gross < 0n ? { gross_loss_bf: money(-gross) } : {}),
        ...(net >= 0n ? { net_profit: money(net) } : {}),
      },
    },
    credit_side: {
      sales_accounts: money(parts.sales),
      direct_incomes: money(parts.directIncomes),
      ...(gross < 0n ? { gross_loss_cf: money(-gross) } : {}),
      inner: {
        indirect_incomes: money(parts.indirectIncomes),
        ...(gross >= 0n ? { gross_profit_bf: money(gross) } : {}),
        ...(net < 0n ? { net_loss: money(-net) } : {}),
      },
    },
  };
}

/** Assets against liabilities by top group; the period's profit (or loss) closes the difference. */
export async function balanceSheet(db: DbOrTx, startDate: string, endDate: string): Promise<BalanceSheet> {
  const balances = await ledgerBalances(db, startDate, endDate);
  const side = (primary: string) => {
    const groups: Record<string, string> = {};
    let total = 0n;
    for (const b of balances.filter((x) => x.primary === primary)) {
      groups[b.topGroup] = fromPaisa(toPaisa(groups[b.topGroup] ?? '0') + signed(b));
      total += signed(b);
    }
    return { groups, total };
  };
  const assets = side('Assets');
  const liabilities = side('Liabilities');
  const current = netProfit(profitAndLossParts(balances)).net;
  const earlier = earlierProfit(balances);
  const profit = current + earlier;
  // The profit (of this period and the earlier ones) belongs to the charity's funds; a loss stands with the assets.
  const profitLoss = (sign: 1n | -1n) => ({
    profit_loss_ac: {
      opening_balance: fromPaisa(sign * earlier),
      current_period: fromPaisa(sign * current),
      total: fromPaisa(sign * profit),
    },
  });
  return {
    assets: {
      ...assets.groups,
      ...(profit < 0n ? profitLoss(-1n) : {}),
      total: fromPaisa(assets.total + (profit < 0n ? -profit : 0n)),
    },
    liabilities: {
      ...liabilities.groups,
      ...(profit >= 0n ? profitLoss(1n) : {}),
      total: fromPaisa(liabilities.total + (profit >= 0n ? profit : 0n)),
    },
  };
}

/**
 * The profit and loss account's own figures, line by line: each income ledger with its group (where the
 * money came from), each expense group, their totals and the surplus (negative: a deficit). The same
 * balances as `profitAndLoss`, so the totals equal its sides and its net profit or loss to the paisa.
 */
export async function incomeAndExpenses(db: DbOrTx, startDate: string, endDate: string) {
  const balances = (await ledgerBalances(db, startDate, endDate)).filter((b) => b.net !== 0n);
  const incomes = balances.filter((b) => b.primary === 'Incomes').map((b) => ({ name: b.ledger, group: b.topGroup, amount: signed(b) }));
  const expenseGroups = new Map<string, bigint>();
  for (const b of balances.filter((x) => x.primary === 'Expenses'))
    expenseGroups.set(b.topGroup, (expenseGroups.get(b.topGroup) ?? 0n) + signed(b));
  const incomeTotal = incomes.reduce((sum, i) => sum + i.amount, 0n);
  const expenseTotal = [...expenseGroups.values()].reduce((sum, a) => sum + a, 0n);
  return {
    incomes: incomes.map((i) => ({ ...i, amount: fromPaisa(i.amount) })),
    income_total: fromPaisa(incomeTotal),
    expenses: [...expenseGroups].map(([name, amount]) => ({ name, amount: fromPaisa(amount) })),
    expense_total: fromPaisa(expenseTotal),
    surplus: fromPaisa(incomeTotal - expenseTotal),
  };
}

/**
 * What a year's closing moves: each income and expense ledger's balance at the year's end (all its postings,
 * earlier years' included), in paisa as debits minus credits; ledgers at nil are left out.
 */
export async function balancesToClose(db: DbOrTx, startDate: string, endDate: string) {
  return (await ledgerBalances(db, startDate, endDate))
    .filter((b) => !carried(b.primary))
    .map((b) => ({ id: b.id, name: b.ledger, balance: b.net + b.before }))
    .filter((b) => b.balance !== 0n);
}
