import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, ledgerAccounts, primaryGroups } from './accounting.tables.ts';

/** The primary group no statement counts, and its group of causes' goals (each cause's ledger against the goal contra). */
export const memorandum = 'Memorandum';
export const causeGoalsGroup = 'Cause goals';
export const goalContraLedger = 'Goal contra';
/** Where a closed fiscal year's surplus (or deficit) is carried: the charity's own funds. */
export const accumulatedFundLedger = 'Accumulated fund';

/** The seeded chart of accounts (api-contract.md 6.2): each group under its head, the primary groups at the top. */
export const chartOfAccounts: { primary: string; groups: [string, string[]][] }[] = [
  {
    primary: 'Assets',
    groups: [
      [
        'Current Assets',
        ['Bank Accounts', 'Cash-in-Hand', 'Deposits (Assets)', 'Loans and Advances (Assets)', 'Stock-in-Hand', 'Sundry Debtors'],
      ],
      ['Fixed Assets', []],
      ['Investments', []],
      ['Misc. Expenses (ASSETS)', []],
    ],
  },
  {
    primary: 'Liabilities',
    groups: [
      ['Capital Account', ['Reserves & Surplus', 'Investment']],
      ['Current Liabilities', ['Duties & Taxes', 'Provisions', 'Sundry Creditors']],
      ['Loans (Liability)', ['Bank OD A/c', 'Secured Loans', 'Unsecured Loans']],
      ['Branch / Divisions', []],
      ['Suspense A/c', []],
    ],
  },
  {
    primary: 'Expenses',
    groups: [
      ['Direct Expenses', []],
      ['Indirect Expenses', ['Salary']],
      ['Purchase Accounts', []],
    ],
  },
  {
    primary: 'Incomes',
    groups: [
      ['Direct Incomes', []],
      ['Indirect Incomes', []],
      ['Sales Accounts', []],
    ],
  },
  // A memorandum is kept beside the books but counted by no statement: a cause's goal is a target, not income.
  { primary: memorandum, groups: [[causeGoalsGroup, []]] },
];

/** Groups under a group that is not a primary group's child (Customers under Sundry Debtors). */
const nestedGroups: [string, string][] = [['Customers', 'Sundry Debtors']];

/** The seeded ledgers and their group. */
export const seededLedgers: [string, string][] = [
  ['Cash', 'Cash-in-Hand'],
  ['Bank', 'Bank Accounts'],
  ['Profit & Loss A/C', 'Reserves & Surplus'],
  ['Company Purchase', 'Purchase Accounts'],
  ['Company Sales', 'Sales Accounts'],
  ['Opening Balance Of Customer', 'Customers'],
  [goalContraLedger, causeGoalsGroup],
  [accumulatedFundLedger, 'Reserves & Surplus'],
];

/** Writes the chart of accounts once, marked not deletable. */
export async function seedChartOfAccounts(tx: Db) {
  const [{ existing }] = await tx.select({ existing: count() }).from(primaryGroups);
  if (existing > 0) return;
  const groupIds = new Map<string, number>();
  const addGroup = async (name: string, head: { group?: number; primary?: number }) => {
    const [row] = await tx
      .insert(groups)
      .values({
        name,
        headGroup: head.group,
        headPrimarygroup: head.primary,
        isPrimary: head.primary !== undefined,
        isDefault: true,
        isDeletable: false,
      })
      .returning({ id: groups.id });
    groupIds.set(name, row.id);
  };
  for (const { primary, groups: children } of chartOfAccounts) {
    const [top] = await tx.insert(primaryGroups).values({ name: primary, isDeletable: false }).returning({ id: primaryGroups.id });
    for (const [name, below] of children) {
      await addGroup(name, { primary: top.id });
      for (const child of below) await addGroup(child, { group: groupIds.get(name) });
    }
  }
  for (const [name, head] of nestedGroups) await addGroup(name, { group: groupIds.get(head) });
  await tx.insert(ledgerAccounts).values(
    seededLedgers.map(([name, group]) => ({
      name,
      headGroup: groupIds.get(group),
      isDefault: true,
      isDeletable: false,
      ledgerType: 'default',
    })),
  );
}

/** The id of a seeded ledger by name. */
export async function ledgerId(tx: Db, name: string) {
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.name, name));
  return row?.id;
}
