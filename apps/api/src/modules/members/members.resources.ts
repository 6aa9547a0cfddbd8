import * as contracts from '@sahay/contracts';
import { allSubscriptionsPermission, type MemberKind, memberKinds, memberRoleName, subscriptionStatuses, toPaisa } from '@sahay/contracts';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { type Actor, defineResource, type Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { accountFields, accountsById, createAccount, createAccounts, removeAccount, roleFor, updateAccount } from '../access/index.ts';
import { closeLedger, ledgerOf, ledgersOf, postingsTo } from '../accounting/index.ts';
import {
  amountsOf,
  generateFees,
  kindsOf,
  kindTables,
  memberLedgerType,
  memberNames,
  monthOf,
  openMemberLedger,
  openMemberLedgers,
  refuseSecondOfMonth,
  runCounts,
} from './members.service.ts';
import * as tables from './members.tables.ts';

/** The role of the accounts members sign in with: they read their own subscriptions. */
export const memberRole = {
  name: memberRoleName,
  description: 'A member of the charity: reads their own subscriptions.',
  permissions: ['monthly_subscription.read'],
};

const withoutAccount = (input: Row) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !(accountFields as readonly string[]).includes(key)));

/**
 * A list filter over values the server keeps (a member's kinds, a subscription's status): comma-separated,
 * each one of `choices`; any other value is a 400 naming the parameter, not a list that matches nothing.
 */
function choiceFilter<T extends string>(param: string, choices: readonly T[], condition: (values: T[]) => SQL) {
  return (text: string) => {
    const values = text.split(',').map((v) => v.trim());
    if (!values.every((v): v is T => (choices as readonly string[]).includes(v)))
      throw new HttpError(400, { [param]: [`Choose ${choices.join(', ')}.`] });
    return condition(values);
  };
}

/** Members having one of these kinds (a row in that kind's table). */
const havingKind = (kinds: MemberKind[]) =>
  or(
    ...kinds.map((kind) => sql`exists (select 1 from ${kindTables[kind]} where ${kindTables[kind].member} = ${tables.members.id})`),
  ) as SQL;

export const memberResource = defineResource({
  contract: contracts.member,
  table: tables.members,
  // `kind=executive` (or `adviser,general`): members having one of those kinds.
  textFilters: { kind: choiceFilter('kind', memberKinds, havingKind) },
  output: {
    first_name: z.string(),
    last_name: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string(),
    primary_phone: z.string().nullable(),
    gender: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    kinds: z.array(z.enum(memberKinds)),
    ledger: z.number().nullable(),
  },
  // Its search matches the account's name, username and email: served by members.routes.ts.
  ownRoutes: ['search'],
  hooks: {
    async prepare(input, context) {
      const values = withoutAccount(input);
      if (context.mode === 'create') {
        const role = await roleFor(context.tx, memberRole.name, memberRole.description, memberRole.permissions);
        values.user = await createAccount(context, input, role);
      } else {
        await updateAccount(context, context.before?.user as number, input);
      }
      return values;
    },
    async afterWrite(record, _input, { tx, mode, actor }) {
      if (mode === 'create') await openMemberLedger(tx, record.id as number, record.user as number, actor);
    },
    async beforeDelete(tx, record) {
      const ledger = await ledgerOf(tx, memberLedgerType, record.id as number);
      if (ledger) await closeLedger(tx, ledger.id);
      // The member's row goes with its account.
      await removeAccount(tx, record.user as number);
    },
    async expand(db, records) {
      const accounts = await accountsById(
        db,
        records.map((r) => r.user as number),
      );
      const kinds = await kindsOf(
        db,
        records.map((r) => r.id as number),
      );
      const ledgers = await ledgersOf(
        db,
        memberLedgerType,
        records.map((r) => r.id as number),
      );
      return records.map((r) => {
        const account = accounts.get(r.user as number) ?? {};
        return {
          ...r,
          first_name: account.first_name ?? '',
          last_name: account.last_name ?? null,
          username: account.username ?? null,
          email: account.email ?? '',
          primary_phone: account.primary_phone ?? null,
          gender: account.gender ?? null,
          date_of_birth: account.date_of_birth ?? null,
          kinds: kinds.get(r.id as number) ?? [],
          ledger: ledgers.get(r.id as number) ?? null,
        };
      });
    },
  },
  async deleteGuard(tx, record) {
    const ledger = await ledgerOf(tx, memberLedgerType, record.id as number);
    const n = ledger ? await postingsTo(tx, ledger.id) : 0;
    if (n > 0)
      return `Member #${record.id} cannot be deleted: their ledger “${ledger?.name}” has ${n} posting${n === 1 ? '' : 's'} in the books.`;
    return undefined;
  },
});

/**
 * Many members at once (an import's), each with what the member resource's hooks give one: an account without a
 * password, under the members' role, and a ledger. Their inputs are checked already (schema, and emails, usernames
 * and phone numbers free: `takenByAccounts`); the rows go in a few multi-row statements. Answers the members' ids.
 */
export async function createMembers(repository: Repository, tx: DbOrTx, inputs: Row[], actor: Actor) {
  if (!inputs.length) return [];
  const by = actor.caller?.userId;
  const role = await roleFor(tx, memberRole.name, memberRole.description, memberRole.permissions);
  const userIds = await createAccounts(tx, inputs, role, by);
  const created = await repository.insertMany(
    tx,
    inputs.map((input, i) => ({ ...withoutAccount(input), user: userIds[i] })),
    actor,
  );
  const records = created.map((record) => ({ id: record.id as number, user: record.user as number }));
  await openMemberLedgers(tx, records, by);
  return records.map((r) => r.id);
}

const kindResources = [
  [contracts.executiveMember, tables.executiveMembers],
  [contracts.adviserMember, tables.adviserMembers],
  [contracts.generalMember, tables.generalMembers],
] as const;

/** Each kind of member, answered with the member's name. */
export const memberKindResources = kindResources.map(([contract, table]) =>
  defineResource({
    contract,
    table: table as typeof tables.executiveMembers,
    output: { member_name: z.string() },
    hooks: {
      async expand(db, records) {
        const names = await memberNames(
          db,
          records.map((r) => r.member as number),
        );
        return records.map((r) => ({ ...r, member_name: names.get(r.member as number) ?? '' }));
      },
    },
  }),
);

/**
 * A member sees only their own subscriptions: staff holding `monthly_subscription.all_members` see every
 * member's. Services acting for no caller see all.
 */
export function ownSubscriptions(caller: Caller | null | undefined): SQL | undefined {
  if (!caller || caller.permissions.has(allSubscriptionsPermission.name)) return undefined;
  return sql`${tables.monthlySubscriptions.member} in (select ${tables.members.id} from ${tables.members} where ${tables.members.user} = ${caller.userId})`;
}

/** What a paid subscription may not change: it is in the books as it was paid. */
const postedFields = ['member', 'amount', 'subscription_date'];

export const monthlySubscriptionResource = defineResource({
  contract: contracts.monthlySubscription,
  table: tables.monthlySubscriptions,
  scope: ownSubscriptions,
  output: { member_name: z.string() },
  // `status=due` or `status=paid`: the status is the server's (set by mark_paid), so not an input field.
  textFilters: {
    status: choiceFilter('status', subscriptionStatuses, (statuses) => inArray(tables.monthlySubscriptions.status, statuses)),
  },
  hooks: {
    async prepare(input, { tx, mode, before }) {
      const values: Row = { ...input };
      if (mode === 'update' && before?.status === 'paid') {
        const same = (f: string) =>
          f === 'amount' ? toPaisa(input[f] as string) === toPaisa(before[f] as string) : String(input[f]) === String(before[f]);
        const changed = postedFields.filter((f) => f in input && !same(f));
        if (changed.length)
          throw new HttpError(409, {
            [changed[0]]: [
              `This subscription is paid (receipt ${before.receipt_invoice_no}); its ${changed.join(', ').replace(/_/g, ' ')} can no longer change.`,
            ],
          });
      }
      const date = (input.subscription_date ?? before?.subscription_date) as string;
      const member = (input.member ?? before?.member) as number;
      values.month = monthOf(date);
      await refuseSecondOfMonth(tx, member, values.month as string, before?.id as number | undefined);
      return values;
    },
    async expand(db, records) {
      const names = await memberNames(
        db,
        records.map((r) => r.member as number),
      );
      return records.map((r) => ({ ...r, member_name: names.get(r.member as number) ?? '' }));
    },
  },
  deleteGuard: (_tx, record) =>
    record.status === 'paid'
      ? `This subscription is paid: its receipt ${record.receipt_invoice_no} is in the books. Reverse the receipt in accounting instead.`
      : undefined,
});

export const feeGenerationResource = defineResource({
  contract: contracts.feeGeneration,
  table: tables.feeGenerations,
  output: { generated_count: z.number(), paid_count: z.number() },
  hooks: {
    prepare(input, { before }) {
      const merged = { ...before, ...input };
      if (!Object.keys(amountsOf(merged)).length)
        throw new HttpError(400, { executive_amount: ['Give an amount for at least one kind of member (executive, adviser or general).'] });
      if (before && input.month !== undefined && input.month !== before.month)
        throw new HttpError(409, { month: ['A fee generation keeps its month; delete it and generate the other month instead.'] });
      return input;
    },
    // Created or changed (another kind chosen), it adds the subscriptions the month lacks; it never changes one made.
    async afterWrite(record, _input, { tx, actor }) {
      await generateFees(tx, record, actor);
    },
    async beforeDelete(tx, record) {
      await tx.delete(tables.monthlySubscriptions).where(eq(tables.monthlySubscriptions.feeGeneration, record.id as number));
    },
    async expand(db, records) {
      const counts = await runCounts(
        db,
        records.map((r) => r.id as number),
      );
      return records.map((r) => ({
        ...r,
        generated_count: counts.get(r.id as number)?.generated ?? 0,
        paid_count: counts.get(r.id as number)?.paid ?? 0,
      }));
    },
  },
  async deleteGuard(db, record) {
    const paid = (await runCounts(db, [record.id as number])).get(record.id as number)?.paid ?? 0;
    if (paid > 0)
      return `The fee generation of ${record.month} cannot be deleted: ${paid} of its subscriptions ${paid === 1 ? 'is' : 'are'} paid and in the books.`;
    return undefined;
  },
});

export const membersResources = [
  memberResource,
  ...memberKindResources,
  monthlySubscriptionResource,
  feeGenerationResource,
  defineResource({ contract: contracts.paymentMethod, table: tables.paymentMethods }),
  defineResource({ contract: contracts.paymentMethodDetail, table: tables.paymentMethodDetails }),
];
