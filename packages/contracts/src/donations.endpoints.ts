import { z } from 'zod';
import { cause, causeDonationBody } from './causes.ts';
import {
  confirmDonationBody,
  donation,
  donationDashboard,
  markDonationFailedBody,
  paymentDetail,
  refundDonationBody,
} from './donations.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id } from './fields.ts';
import { recordInput } from './input-schemas.ts';
import { member, monthlySubscription } from './members.ts';
import { actionPaths, basePath, permissionName } from './resource.ts';
import { errorAnswers, limitedErrorAnswers, pdfFile, writeErrorAnswers } from './responses.ts';

/**
 * Donations' routes beyond the engine's: a pledge (open to visitors, answered with where to send the money),
 * a signed-in account's gift to a cause, confirming a pledge (its receipt in the books, numbered and mailed),
 * marking it failed, its receipt and a donor's statement as PDF, and the back office's dashboard.
 */

const donations = basePath(donation);
const keyParams = z.object({ id: id() });
const readDonations = permissionName(donation.name, 'get');
const updateDonations = permissionName(donation.name, 'update');

/** What a visitor is not answered of their own pledge: the donor's account and who wrote it. */
const staffOnlyOfPledge = z.object({
  user: z.number().nullable().optional(),
  created_by: z.number().nullable().optional(),
  updated_by: z.number().nullable().optional(),
});
export const donationStaffOnlyKeys = Object.keys(staffOnlyOfPledge.shape) as readonly (keyof typeof staffOnlyOfPledge.shape)[];

/** Where to send the money, answered with a pledge: the chosen method's name and its details. */
const pledgeInstructions = z.object({
  payment_method_name: z.string().optional(),
  payment_details: z.array(paymentDetail).optional(),
});

/** A pledge as answered: the donation's record with where to send the money, without its staff-only keys when a visitor asks. */
export const pledgeAnswer = z.intersection(recordOf(donation), staffOnlyOfPledge.extend(pledgeInstructions.shape));

/** A file the donations print, as OpenAPI shows it. */

const [pledgePath, ...pledgeAliases] = actionPaths(donation, 'create').map((path) => `${donations}${path}`);

const pledge = defineEndpoint({
  method: 'POST',
  path: pledgePath,
  aliases: pledgeAliases,
  access: { public: true, rateLimited: true },
  tags: ['donation'],
  summary:
    'Pledge a gift (open to visitors, rate-limited): the donor is matched to a user by email or one is made without a password; answered with the payment method and where to send the money. Card data is never taken.',
  body: recordInput(donation).create,
  responses: { 201: pledgeAnswer, ...limitedErrorAnswers, 409: writeErrorAnswers[409] },
});

const giveToCause = defineEndpoint({
  method: 'POST',
  path: '/cause_donation/api/v1/cause_donation/create',
  access: { signedIn: true },
  tags: ['cause_donation'],
  summary:
    "A signed-in user's gift to a cause: a pledge in their name (as a visitor's on /donate), which enters the books when staff confirm it; staff holding donation.create and donation.update record it confirmed at once",
  body: causeDonationBody,
  responses: { 201: z.string().max(0).describe('An empty body'), ...limitedErrorAnswers, 409: writeErrorAnswers[409] },
});

const confirmDonation = defineEndpoint({
  method: 'POST',
  path: `${donations}confirm/:id`,
  access: { permission: updateDonations },
  tags: ['donation'],
  summary:
    "Confirm a pledged donation: posts its receipt voucher (Cash or Bank debited by the method's deposit_to, the donor's ledger credited, naming the cause's sales invoice), numbers its receipt and mails it to the donor; once only (409 after)",
  params: keyParams,
  body: confirmDonationBody.nullish(),
  responses: { 200: recordOf(donation), ...writeErrorAnswers },
});

const markDonationFailed = defineEndpoint({
  method: 'POST',
  path: `${donations}mark_failed/:id`,
  access: { permission: updateDonations },
  tags: ['donation'],
  summary: 'Mark a pledged donation failed (the money never came), with an optional reason; only a pledged one (409 otherwise)',
  params: keyParams,
  body: markDonationFailedBody.nullish(),
  responses: { 200: recordOf(donation), ...writeErrorAnswers },
});

const refundDonation = defineEndpoint({
  method: 'POST',
  path: `${donations}refund/:id`,
  access: { permission: updateDonations },
  tags: ['donation'],
  summary:
    "Refund a confirmed donation: reverses its receipt voucher (dated in an open period), marks it refunded (the cause's raised amount and donors fall back), voids its receipt and mails the donor; once only (409 after)",
  params: keyParams,
  body: refundDonationBody,
  responses: { 200: recordOf(donation), ...writeErrorAnswers },
});

const donationReceipt = defineEndpoint({
  method: 'GET',
  path: `${donations}receipt/:id`,
  access: { permission: readDonations },
  tags: ['donation'],
  summary: "A confirmed donation's receipt as PDF (409 while it is not confirmed)",
  params: keyParams,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers, 409: writeErrorAnswers[409] },
});

/** The year of a donor's statement: this one when left out. */
export const donationStatementQuery = z.object({
  year: z.coerce.number().int('Enter a year such as 2026.').min(2000).max(2100).optional(),
});

const donationStatement = defineEndpoint({
  method: 'GET',
  path: `${donations}statement/:id`,
  access: { permission: readDonations },
  tags: ['donation'],
  summary: "A donor's year-end statement as PDF: every confirmed gift of the year (`year`, this one when left out) and the total",
  params: keyParams,
  query: donationStatementQuery,
  produces: 'pdf',
  responses: { 200: pdfFile, ...errorAnswers },
});

/** Whoever may read one section of the dashboard may open it; each section needs its own permission. */
export const donationDashboardSections = {
  gifts_per_month: readDonations,
  causes: permissionName(cause.name, 'get'),
  members_by_kind: permissionName(member.name, 'get'),
  subscriptions_due_this_month: permissionName(monthlySubscription.name, 'get'),
} as const;

const dashboard = defineEndpoint({
  method: 'GET',
  path: `${donations}dashboard`,
  access: { anyPermission: Object.values(donationDashboardSections) },
  tags: ['donation'],
  summary:
    "The back office's dashboard: gifts per month (donation.read), causes' goals and raised amounts (cause.read), members by kind (member.read), this month's subscriptions due (monthly_subscription.read); a section the caller may not read is left out, and a caller who may read none is refused (403)",
  responses: { 200: donationDashboard, ...errorAnswers },
});

export const donationsEndpoints = {
  pledge,
  giveToCause,
  confirmDonation,
  markDonationFailed,
  refundDonation,
  donationReceipt,
  donationStatement,
  dashboard,
} as const;
