import { z } from 'zod';
import { password, username } from './access.ts';
import { inputOnly, unique, visible, withDefault } from './field-meta.ts';
import { choice, email, flag, gender, isoDate, money, phone, ref, requiredText, text } from './fields.ts';
import { type Action, defineContract } from './resource.ts';

/** Members, their kinds, subscriptions and fee generation; the payment methods gifts arrive by (api-contract.md 3.4, 6.4). */

/**
 * A member is a kind of user (decision 10): the member row holds the member's own fields and points at
 * the user it was created with, which holds the name, email, username and password they sign in with.
 * Those fields are sent with the member and answered with it, but stored on the user.
 */
export const member = defineContract({
  name: 'member',
  module: 'members',
  label: 'Member',
  plural: 'members',
  input: z.object({
    first_name: inputOnly(requiredText(80)),
    last_name: inputOnly(text(80).optional()),
    username: inputOnly(username().optional()),
    email: inputOnly(email()),
    /** Only on create; without one the member signs in after a password reset. */
    password: inputOnly(password().optional()),
    primary_phone: inputOnly(phone().optional()),
    gender: inputOnly(gender().optional()),
    date_of_birth: inputOnly(isoDate().optional()),
    father_name: text(120).optional(),
    mother_name: text(120).optional(),
    spouse_name: text(120).optional(),
    village: text(120).optional(),
    post_office: text(120).optional(),
    union: text(120).optional(),
    profession: text(120).optional(),
    religion: text(40).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['first_name', 'last_name'],
  columns: ['first_name', 'last_name', 'email', 'primary_phone', 'village', 'profession'],
  search: ['first_name', 'last_name', 'username', 'email'],
  searchAliases: ['keyword'],
  order: { field: 'id', direction: 'desc' },
});

/** The kinds of member: each a one-to-one link with a designation and a note. */
export const memberKinds = ['executive', 'adviser', 'general'] as const;
export type MemberKind = (typeof memberKinds)[number];

function memberKind(kind: MemberKind, extra: Pick<Parameters<typeof defineContract>[0], 'actions' | 'paths'>) {
  const label = `${kind[0].toUpperCase()}${kind.slice(1)} member`;
  return defineContract({
    name: `${kind}_member` as const,
    module: 'members',
    label,
    plural: `${kind}_members`,
    input: z.object({
      member: unique(ref('member', 'cascade')),
      designation: text(120).optional(),
      note: text(1000).optional(),
    }),
    title: ['designation'],
    columns: ['member', 'designation', 'note'],
    ...extra,
  });
}

const kindActions: readonly Action[] = ['list', 'get', 'create', 'update', 'delete'];
// The contract's executive list without paging is `without_pagination/`, and it has no `without_pagination/all/`.
export const executiveMember = memberKind('executive', {
  actions: [...kindActions, 'withoutPagination'],
  paths: { withoutPagination: 'without_pagination' },
});
export const adviserMember = memberKind('adviser', { actions: kindActions });
export const generalMember = memberKind('general', { actions: kindActions });

export const subscriptionStatuses = ['due', 'paid'] as const;

/**
 * A month's subscription of one member: due until it is marked paid, which posts its receipt voucher.
 * One per member and month. Its status and receipt are the server's: `mark_paid/{id}` sets them.
 */
export const monthlySubscription = defineContract({
  name: 'monthly_subscription',
  module: 'members',
  label: 'Monthly subscription',
  plural: 'monthly_subscriptions',
  input: z.object({
    // A member's due subscriptions go with them; one whose ledger has postings is not deleted.
    member: ref('member', 'cascade'),
    amount: money(),
    subscription_date: isoDate(),
    note: text(1000).optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['subscription_date'],
  columns: ['member', 'subscription_date', 'amount', 'note'],
  // The contract's search by `member` (an id) is its exact filter, on `search/` as on `all/`.
  search: [],
  dateRange: 'subscription_date',
  order: { field: 'subscription_date', direction: 'desc' },
});

/** Staff who see every member's subscriptions; a member without it sees only their own. */
export const allSubscriptionsPermission = { name: 'monthly_subscription.all_members', module: 'members' } as const;

/** The body of `mark_paid/{id}`: the day the money came (today when left out). */
export const markPaidBody = z.object({ paid_date: isoDate().optional() });

/**
 * One run of fee generation: a month's subscriptions for the chosen kinds of member, an amount per kind
 * (a kind without an amount is not chosen). It adds only the subscriptions the month does not have yet.
 */
export const feeGeneration = defineContract({
  name: 'fee_generation',
  module: 'members',
  label: 'Fee generation',
  plural: 'fee_generation',
  input: z.object({
    month: requiredText(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.'),
    executive_amount: money().optional(),
    adviser_amount: money().optional(),
    general_amount: money().optional(),
    note: text(1000).optional(),
  }),
  actions: ['list', 'get', 'create', 'update', 'delete'],
  title: ['month'],
  columns: ['month', 'executive_amount', 'adviser_amount', 'general_amount', 'note'],
  paths: {
    get: 'get_a_fee_generator/:id',
    create: 'create_fee_generator',
    update: 'update_fee_generator/:id',
    delete: 'delete_fee_generator/:id',
  },
  order: { field: 'month', direction: 'desc' },
});

/** What a fee generation would add, answered by its dry run. */
export const feePreview = z.object({
  month: z.string(),
  subscriptions: z.array(z.object({ member: z.number(), member_name: z.string(), kind: z.enum(memberKinds), amount: z.string() })),
  existing: z.number(),
  total_amount: z.string(),
});

/** The ledgers money received by a payment method goes to. */
export const depositLedgers = ['cash', 'bank'] as const;
export type DepositLedger = (typeof depositLedgers)[number];

export const paymentMethod = defineContract({
  name: 'payment_method',
  module: 'members',
  label: 'Payment method',
  pluralLabel: 'Payment methods',
  plural: 'paymentmethods',
  plurals: { search: 'payment_methods' },
  input: z.object({
    name: visible(unique(requiredText(80))),
    description: visible(text(500)).optional(),
    is_active: visible(withDefault(flag(), true)),
    /** Which ledger a confirmed gift by this method debits: the Cash or the Bank ledger. */
    deposit_to: withDefault(choice(depositLedgers, 'Choose cash or bank.'), 'bank'),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  // The Donate page lists the methods a visitor may choose; where to send the money comes with a pledge.
  publicRead: { actions: ['list'] },
  title: ['name'],
  columns: ['name', 'description', 'deposit_to', 'is_active'],
  search: ['name'],
});

/** Where to send money by one method: a bank account, a bKash number, the office's cash desk. */
export const paymentMethodDetail = defineContract({
  name: 'payment_method_detail',
  module: 'members',
  label: 'Payment method detail',
  pluralLabel: 'Payment method details',
  // The contract's list key of `all/` is the methods' own (sic); its search answers `payment_method_details`.
  plural: 'paymentmethods',
  plurals: { search: 'payment_method_details' },
  input: z.object({
    payment_method: ref('payment_method', 'cascade'),
    account_name: requiredText(120),
    account_number: text(60).optional(),
    bank_name: text(120).optional(),
    branch_name: text(120).optional(),
    routing_number: text(20).optional(),
    instructions: text(1000).optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['account_name'],
  columns: ['payment_method', 'account_name', 'account_number', 'bank_name'],
  search: ['account_name', 'account_number', 'bank_name'],
});

export const memberContracts = [
  member,
  executiveMember,
  adviserMember,
  generalMember,
  monthlySubscription,
  feeGeneration,
  paymentMethod,
  paymentMethodDetail,
];
