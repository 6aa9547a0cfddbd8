import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { accountLogs, groups, ledgerAccounts } from './accounting.tables.ts';

/**
 * Ledgers other modules open for their records (a member's, a donor's, a cause's), and the ledgers their
 * postings name: with `postVoucher`, the other modules' only way into the chart of accounts and the books.
 */

/** The id of a group by name (one of the seeded chart's). */
export async function groupId(tx: DbOrTx, name: string) {
  const [row] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  if (!row) throw new Error(`The chart of accounts has no group named ${name}.`);
  return row.id;
}

/** Whether a ledger already has the name (in any case). */
async function nameTaken(tx: DbOrTx, name: string) {
  const [clash] = await tx
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(eq(sql`lower(${ledgerAccounts.name})`, name.toLowerCase()));
  return clash.n > 0;
}

/**
 * A ledger's title: the name as asked, and only when another ledger has it already (two people of one name, or
 * one person's donor's and member's ledgers), the kind of record and its number in plain words:
 * `Kamrul Hasan (member 2)`; a number after those, should even that be taken.
 */
export const ledgerTitle = (name: string, kind: string, referenceId: number, attempt: number) =>
  attempt === 0 ? name : `${name} (${kind} ${referenceId}${attempt > 1 ? `, ${attempt}` : ''})`;

/** A record's ledger to open: its title as asked, the record in plain words (`member`), its type, id and group. */
export interface LedgerToOpen {
  name: string;
  kind: string;
  ledgerType: string;
  referenceId: number;
  group: string;
  actor?: number;
}

/**
 * Opens the ledger of a record under a group, titled by `ledgerTitle` (the name as asked unless another ledger
 * has it). `kind` names the record in plain words (`member`, `donor`, `customer`). Answers its id.
 */
export async function openLedger(tx: DbOrTx, ledger: LedgerToOpen) {
  const [id] = await openLedgers(tx, [ledger]);
  return id;
}

/**
 * The ledgers of many records at once (an import's), titled as `openLedger` titles one: the names already taken
 * are read in one query per thousand, and the batch's own titles count as taken as they are given. Answers the
 * ids, in order.
 */
export async function openLedgers(tx: DbOrTx, ledgers: LedgerToOpen[]) {
  if (!ledgers.length) return [];
  const taken = new Set<string>();
  const asked = [...new Set(ledgers.map((l) => l.name.toLowerCase()))];
  for (let i = 0; i < asked.length; i += 1000) {
    const rows = await tx
      .select({ name: sql<string>`lower(${ledgerAccounts.name})` })
      .from(ledgerAccounts)
      .where(inArray(sql`lower(${ledgerAccounts.name})`, asked.slice(i, i + 1000)));
    for (const row of rows) taken.add(row.name);
  }
  const groupIds = new Map<string, number>();
  for (const group of new Set(ledgers.map((l) => l.group))) groupIds.set(group, await groupId(tx, group));
  // A title with its record's words added (two people of one name) is rare: looked up in the chart one at a time.
  const free = async (name: string, asked: string) => !taken.has(name.toLowerCase()) && (name === asked || !(await nameTaken(tx, name)));
  const values = [];
  for (const ledger of ledgers) {
    let name = ledger.name;
    for (let n = 1; !(await free(name, ledger.name)); n++) name = ledgerTitle(ledger.name, ledger.kind, ledger.referenceId, n);
    taken.add(name.toLowerCase());
    values.push({
      name,
      ledgerType: ledger.ledgerType,
      referenceId: ledger.referenceId,
      headGroup: groupIds.get(ledger.group) as number,
      createdBy: ledger.actor,
      updatedBy: ledger.actor,
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 2000) {
    const rows = await tx
      .insert(ledgerAccounts)
      .values(values.slice(i, i + 2000))
      .returning({ id: ledgerAccounts.id });
    // Serial ids are drawn in the order of the rows given.
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

/** The ledger a record opened (by its type and the record's id), if any. */
export async function ledgerOf(tx: DbOrTx, ledgerType: string, referenceId: number) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ledgerType, ledgerType), eq(ledgerAccounts.referenceId, referenceId)));
  return row;
}

/** How many account-log rows post to a ledger. */
export async function postingsTo(tx: DbOrTx, ledger: number) {
  const [row] = await tx.select({ n: count() }).from(accountLogs).where(eq(accountLogs.ledger, ledger));
  return row.n;
}

/** Removes a ledger nothing posts to (its record is going). */
export async function closeLedger(tx: DbOrTx, ledger: number) {
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.id, ledger));
}

/** The seeded Company Purchase ledger (under Purchase Accounts). */
export async function purchaseLedger(tx: DbOrTx) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.name, 'Company Purchase'), eq(ledgerAccounts.isDefault, true)));
  if (!row) throw new Error('The chart of accounts has no Company Purchase ledger.');
  return row.id;
}

/** The seeded Cash ledger. */
export async function cashLedger(tx: DbOrTx) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.name, 'Cash'), eq(ledgerAccounts.isDefault, true)));
  if (!row) throw new Error('The chart of accounts has no Cash ledger.');
  return row.id;
}

/** The ledgers records of one kind opened, by the record's id. */
export async function ledgersOf(db: DbOrTx, ledgerType: string, referenceIds: number[]) {
  if (!referenceIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: ledgerAccounts.id, reference: ledgerAccounts.referenceId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ledgerType, ledgerType), inArray(ledgerAccounts.referenceId, referenceIds)));
  return new Map(rows.map((r) => [r.reference as number, r.id]));
}

/**
 * Where a ledger sits in the chart of accounts: its name, the groups above it (nearest first) and the primary
 * group at the top (Assets, Expenses, Incomes...). An unknown ledger: undefined.
 */
export async function ledgerPlace(tx: DbOrTx, ledger: number) {
  const { rows: found } = (await tx.execute(sql`
    with recursive chain as (
      select g.id, g.name, g.head_group_id, g.head_primarygroup_id, 1 as depth
        from ledger_account l join "group" g on g.id = l.head_group_id where l.id = ${ledger}
      union all
      select g.id, g.name, g.head_group_id, g.head_primarygroup_id, c.depth + 1
        from "group" g join chain c on g.id = c.head_group_id
    )
    select l.name as ledger, c.name as group_name, c.depth,
           coalesce(p.name, lp.name) as primary_group
      from ledger_account l
      left join chain c on true
      left join primary_group p on p.id = c.head_primarygroup_id
      left join primary_group lp on lp.id = l.head_primarygroup_id
     where l.id = ${ledger}
     order by c.depth`)) as unknown as { rows: { ledger: string; group_name: string | null; primary_group: string | null }[] };
  if (!found.length) return undefined;
  return {
    name: found[0].ledger,
    groups: found.map((r) => r.group_name).filter((g): g is string => g != null),
    primary: found.find((r) => r.primary_group != null)?.primary_group ?? null,
  };
}
