import { fromPaisa, type MemberKind, memberKinds, sumPaisa } from '@sahay/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { accountsById, personTitle } from '../access/index.ts';
import { cashLedger, debitAndCredit, ledgerOf, openLedgers, postVoucher } from '../accounting/index.ts';
import { adviserMembers, executiveMembers, generalMembers, members, monthlySubscriptions } from './members.tables.ts';

/** A member's ledger: its type, and the group members' ledgers sit in (api-contract.md 6.2). */
export const memberLedgerType = 'member_ledger';
export const memberLedgerGroup = 'Sundry Creditors';

export const kindTables: Record<MemberKind, typeof executiveMembers> = {
  executive: executiveMembers,
  adviser: adviserMembers as never,
  general: generalMembers as never,
};

export const monthOf = (date: string) => date.slice(0, 7);
export const today = () => new Date().toISOString().slice(0, 10);

/** A member's name as staff read it: first and last name, else the email. */
export const nameOf = (account: Row | undefined) =>
  account ? [account.first_name, account.last_name].filter(Boolean).join(' ') || String(account.email) : '';

/** Opens a member's ledger under Sundry Creditors, titled with the member's name, never an email. */
export async function openMemberLedger(tx: DbOrTx, memberId: number, userId: number, actor?: number) {
  const [id] = await openMemberLedgers(tx, [{ id: memberId, user: userId }], actor);
  return id;
}

/** The ledgers of many members at once (an import's), each as `openMemberLedger` opens one. Answers their ids, in order. */
export async function openMemberLedgers(tx: DbOrTx, memberRecords: { id: number; user: number }[], actor?: number) {
  const accounts = await accountsById(
    tx,
    memberRecords.map((m) => m.user),
  );
  return openLedgers(
    tx,
    memberRecords.map((member) => ({
      name: personTitle(accounts.get(member.user)) ?? `Member ${member.id}`,
      kind: 'member',
      ledgerType: memberLedgerType,
      referenceId: member.id,
      group: memberLedgerGroup,
      actor,
    })),
  );
}

/** The kinds each member has, by member id. */
export async function kindsOf(db: DbOrTx, memberIds: number[]) {
  const out = new Map<number, MemberKind[]>();
  if (!memberIds.length) return out;
  for (const kind of memberKinds) {
    const table = kindTables[kind];
    const rows = await db.select({ member: table.member }).from(table).where(inArray(table.member, memberIds));
    for (const row of rows) out.set(row.member, [...(out.get(row.member) ?? []), kind]);
  }
  return out;
}

/** Member names by member id (first and last name of their account). */
export async function memberNames(db: DbOrTx, memberIds: number[]) {
  const wanted = [...new Set(memberIds)];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id: members.id, user: members.user }).from(members).where(inArray(members.id, wanted));
  const accounts = await accountsById(
    db,
    rows.map((r) => r.user),
  );
  return new Map(rows.map((r) => [r.id, nameOf(accounts.get(r.user))]));
}

/** The amount a fee generation sets for each kind it chose. */
export function amountsOf(input: Row): Partial<Record<MemberKind, string>> {
  return Object.fromEntries(
    memberKinds.flatMap((kind) => {
      const amount = input[`${kind}_amount`];
      return typeof amount === 'string' && amount !== '' ? [[kind, amount]] : [];
    }),
  );
}

export interface PlannedFee {
  member: number;
  member_name: string;
  kind: MemberKind;
  amount: string;
}

/**
 * What a fee generation for a month adds: each member of a chosen kind who has no subscription that
 * month yet, at their kind's amount (a member of several kinds: the first of executive, adviser, general).
 */
export async function planFees(db: DbOrTx, month: string, amounts: Partial<Record<MemberKind, string>>) {
  if (!Object.keys(amounts).length)
    throw new HttpError(400, { executive_amount: ['Give an amount for at least one kind of member (executive, adviser or general).'] });
  const taken = new Set(
    (await db.select({ member: monthlySubscriptions.member }).from(monthlySubscriptions).where(eq(monthlySubscriptions.month, month))).map(
      (r) => r.member,
    ),
  );
  const planned = new Map<number, Omit<PlannedFee, 'member_name'>>();
  for (const kind of memberKinds) {
    const amount = amounts[kind];
    if (amount === undefined) continue;
    const table = kindTables[kind];
    const rows = await db.select({ member: table.member }).from(table).orderBy(table.member);
    for (const { member } of rows) if (!taken.has(member) && !planned.has(member)) planned.set(member, { member, kind, amount });
  }
  const names = await memberNames(db, [...planned.keys()]);
  const subscriptions = [...planned.values()].map((p) => ({ ...p, member_name: names.get(p.member) ?? '' }));
  return {
    month,
    subscriptions,
    existing: taken.size,
    total_amount: fromPaisa(sumPaisa(subscriptions.map((s) => s.amount))),
  };
}

/**
 * Adds the planned subscriptions of a run. The database's one-per-member-and-month index drops any that
 * another run added meanwhile, so two runs at once still add each subscription once. Answers how many.
 */
export async function generateFees(tx: DbOrTx, run: Row, actor?: number) {
  const month = run.month as string;
  const plan = await planFees(tx, month, amountsOf(run));
  if (!plan.subscriptions.length) return 0;
  const added = await tx
    .insert(monthlySubscriptions)
    .values(
      plan.subscriptions.map((s) => ({
        member: s.member,
        amount: s.amount,
        subscriptionDate: `${month}-01`,
        month,
        note: `Generated for ${month} (${s.kind} member)`,
        feeGeneration: run.id as number,
        createdBy: actor,
        updatedBy: actor,
      })),
    )
    .onConflictDoNothing({ target: [monthlySubscriptions.member, monthlySubscriptions.month] })
    .returning({ id: monthlySubscriptions.id });
  return added.length;
}

/** How many subscriptions each run added, and how many of them are paid. */
export async function runCounts(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return new Map<number, { generated: number; paid: number }>();
  const rows = await db
    .select({
      run: monthlySubscriptions.feeGeneration,
      generated: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${monthlySubscriptions.status} = 'paid'))::int`,
    })
    .from(monthlySubscriptions)
    .where(inArray(monthlySubscriptions.feeGeneration, runIds))
    .groupBy(monthlySubscriptions.feeGeneration);
  return new Map(rows.map((r) => [r.run as number, { generated: r.generated, paid: r.paid }]));
}

/** Refuses a second subscription of a member for a month, naming the month. */
export async function refuseSecondOfMonth(tx: DbOrTx, member: number, month: string, except?: number) {
  const [clash] = await tx
    .select({ id: monthlySubscriptions.id })
    .from(monthlySubscriptions)
    .where(
      and(
        eq(monthlySubscriptions.member, member),
        eq(monthlySubscriptions.month, month),
        except ? sql`${monthlySubscriptions.id} <> ${except}` : undefined,
      ),
    );
  if (clash) throw new HttpError(409, { subscription_date: [`This member already has a subscription for ${month}.`] });
}

/** What marking a subscription paid uses of the app: the receipt vouchers' repository and the write effects. */
export type PayingApp = ResourceWriter;

/**
 * Marks a subscription paid and posts its receipt voucher (Cash debited, the member's ledger credited), in
 * one transaction. The row is locked first: of two clerks marking it at once, the second waits, then finds
 * it paid and is refused, so it is never posted twice. Answers the receipt voucher's number.
 */
export async function markPaid(app: PayingApp, db: DbOrTx, id: number, paidDate: string, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(monthlySubscriptions).where(eq(monthlySubscriptions.id, id)).for('update');
    if (!locked) throw notFound(`Monthly subscription id - ${id} does not exist`);
    const before = rowToApi(locked as Row);
    if (before.status === 'paid')
      throw new HttpError(409, `This subscription is already paid: receipt ${before.receipt_invoice_no} of ${before.paid_date}.`);
    const memberId = locked.member as number;
    const [owner] = await tx.select({ user: members.user }).from(members).where(eq(members.id, memberId));
    const ledger = (await ledgerOf(tx, memberLedgerType, memberId))?.id ?? (await openMemberLedger(tx, memberId, owner.user));
    const name = (await memberNames(tx, [memberId])).get(memberId);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'receipt_voucher',
      {
        date: paidDate,
        details: `Monthly subscription ${locked.month}: ${name}`,
        lines: debitAndCredit(locked.amount, await cashLedger(tx), ledger),
      },
      { caller },
    );
    await tx
      .update(monthlySubscriptions)
      .set({ status: 'paid', paidDate, receiptInvoiceNo: invoiceNo, updatedAt: new Date(), updatedBy: caller?.userId })
      .where(eq(monthlySubscriptions.id, id));
    await app.writeEffects.audit(tx, {
      userId: caller?.userId,
      entity: 'monthly_subscription',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, status: 'paid', paid_date: paidDate, receipt_invoice_no: invoiceNo },
    });
    await afterCommit(tx, () => app.writeEffects.changed('monthly_subscription'));
    return invoiceNo;
  });
}

/** Marks a subscription paid (today, when no day is given) and answers it as read, with its receipt voucher's number. */
export async function markSubscriptionPaid(app: PayingApp, db: DbOrTx, id: number, paidDate = today(), caller?: Caller | null) {
  const receiptInvoiceNo = await markPaid(app, db, id, paidDate, caller);
  const paid = await (app.repositories.get('monthly_subscription') as Repository).get(db, id);
  return { ...paid, receipt_invoice_no: receiptInvoiceNo };
}

/** What a fee generation would add for its month and amounts, without adding it (its dry run). */
export const previewFees = (db: DbOrTx, run: Row & { month: string }) => planFees(db, run.month, amountsOf(run));
