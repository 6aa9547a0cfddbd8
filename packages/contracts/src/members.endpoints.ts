import { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { recordInput } from './input-schemas.ts';
import { feeGeneration, feePreview, markPaidBody, member, monthlySubscription } from './members.ts';
import { basePath, permissionName } from './resource.ts';
import { errorAnswers, pagingKeys, writeErrorAnswers } from './responses.ts';

/**
 * Members' routes beyond the engine's: their search (by the account's name, username and email), a
 * member's own subscriptions, marking a subscription paid (its receipt voucher), and fee generation's dry run.
 */

const members = basePath(member);
const subscriptions = basePath(monthlySubscription);
const pageKeys = { page: z.string().optional(), size: z.string().optional() };

/** A list's parameter as the engine's lists take it: given once, several values separated by commas. */
const listParameter = z.string('Give this parameter once; separate several values with commas.').max(2000).optional();
const searchText = z.string().max(200).optional();

/**
 * The member search's query: the member list's own parameters (`ordering`, the exact `id`, the member's
 * `kind`), each account field on its own, and `keyword` (or `searchKey`, `q`) matching any of them.
 */
export const memberSearchQuery = z.object({
  ...pageKeys,
  ordering: listParameter,
  id: listParameter,
  kind: listParameter,
  first_name: searchText,
  last_name: searchText,
  username: searchText,
  email: searchText,
  keyword: searchText,
  searchKey: searchText,
  q: searchText,
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

const searchMembers = defineEndpoint({
  method: 'GET',
  path: `${members}search`,
  access: { permission: permissionName(member.name, 'search') },
  tags: ['member'],
  summary: 'Search members: `keyword` (or searchKey, q) matches the username, email or name; each field also on its own',
  query: memberSearchQuery,
  responses: { 200: z.object({ members: z.array(recordOf(member)), ...pagingKeys }), ...errorAnswers },
});

const ownSubscriptions = defineEndpoint({
  method: 'GET',
  path: `${subscriptions}get_all_by_member`,
  access: { signedIn: true },
  tags: ['monthly_subscription'],
  summary: "The signed-in member's own subscriptions, newest first, paged",
  query: z.object(pageKeys),
  responses: { 200: z.object({ monthly_subscriptions: z.array(recordOf(monthlySubscription)), ...pagingKeys }), ...errorAnswers },
});

/** A subscription marked paid: its record, with the receipt voucher's number. */
export const paidSubscription = z.intersection(recordOf(monthlySubscription), z.object({ receipt_invoice_no: z.string() }));

const markSubscriptionPaid = defineEndpoint({
  method: 'POST',
  path: `${subscriptions}mark_paid/:id`,
  // The back office calls it without the trailing slash.
  trailingSlash: false,
  access: { permission: permissionName(monthlySubscription.name, 'update') },
  tags: ['monthly_subscription'],
  summary: "Marks a subscription paid: posts its receipt voucher (Cash debited, the member's ledger credited); paid once only",
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: markPaidBody.optional(),
  responses: { 200: paidSubscription, ...writeErrorAnswers },
});

const previewFees = defineEndpoint({
  method: 'POST',
  path: `${basePath(feeGeneration)}preview`,
  access: { permission: permissionName(feeGeneration.name, 'create') },
  tags: ['fee_generation'],
  summary: 'What generating fees for a month would add, without adding it (a dry run)',
  body: recordInput(feeGeneration).create,
  responses: { 200: feePreview, ...writeErrorAnswers },
});

export const membersEndpoints = {
  searchMembers,
  ownSubscriptions,
  markSubscriptionPaid,
  previewFees,
} as const;
