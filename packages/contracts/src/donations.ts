import { z } from 'zod';
import { field, withDefault } from './field-meta.ts';
import { email, flag, isoDate, money, phone, ref, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

/**
 * Donations (api-contract.md 3.4, 6.2): a visitor pledges a gift by a payment method, staff confirm it when
 * the money has come (posting its receipt) or mark it failed. No card data is ever sent: the answer of a
 * pledge says where to send the money.
 */

export const donationStatuses = ['pledged', 'confirmed', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donation = defineContract({
  name: 'donation',
  module: 'members',
  label: 'Donation',
  plural: 'donations',
  input: z.object({
    first_name: requiredText(80),
    last_name: text(80).optional(),
    email: email(),
    // A refinement is a new schema: the money meta is given to it again.
    amount: field(
      money().refine((v) => /[1-9]/.test(v), 'Give an amount above 0.'),
      { money: true },
    ),
    payment_method: ref('payment_method'),
    phone_number: phone().optional(),
    address: text(500).optional(),
    /** The cause the gift is for; none: the general fund. */
    cause: ref('cause', 'set null').optional(),
    message: text(1000).optional(),
    /** The donor agrees to hear from the charity again. */
    consent_to_contact: withDefault(flag(), false),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  publicWrite: ['create'],
  title: ['first_name', 'last_name'],
  columns: ['first_name', 'last_name', 'email', 'amount', 'payment_method', 'cause'],
  search: ['first_name', 'last_name', 'email'],
  dateRange: 'donation_date',
  order: { field: 'id', direction: 'desc' },
});

/**
 * What the server keeps of a donation and answers with it, never taken from a body: its status, the donor's
 * user, the day pledged, and once confirmed its day, receipt number and receipt voucher.
 */
export const donationServerFields = {
  status: z.enum(donationStatuses),
  user: z.number().nullable(),
  donation_date: z.string(),
  confirmed_date: z.string().nullable(),
  receipt_no: z.string().nullable(),
  receipt_invoice_no: z.string().nullable(),
  failed_reason: z.string().nullable(),
  refunded_date: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refund_invoice_no: z.string().nullable(),
};

/** Where to send money by the chosen method: answered with a pledge. */
export const paymentDetail = z.object({
  account_name: z.string(),
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  branch_name: z.string().nullable(),
  routing_number: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** The body of `confirm/{id}`: the day the money came (today when left out). */
export const confirmDonationBody = z.object({ date: isoDate().optional() });

/** The body of `mark_failed/{id}`: why the money did not come. */
export const markDonationFailedBody = z.object({ reason: text(500).optional() });

/** The body of `refund/{id}`: why the gift is paid back, and when (today when left out; an open period). */
export const refundDonationBody = z.object({ reason: requiredText(500), date: isoDate().optional() });

/** A donation receipt's number: `DR-<year>-<five-digit sequence of the year>`. */
export const donationReceiptPrefix = 'DR';

/** `dashboard/`: each section present only when the caller may read its data. */
export const donationDashboard = z.object({
  gifts_per_month: z.array(z.object({ month: z.string(), amount: z.string(), count: z.number() })).optional(),
  causes: z.array(z.object({ id: z.number(), name: z.string(), goal_amount: z.string(), raised_amount: z.string() })).optional(),
  members_by_kind: z.object({ executive: z.number(), adviser: z.number(), general: z.number() }).optional(),
  subscriptions_due_this_month: z.object({ count: z.number(), amount: z.string() }).optional(),
});
export type DonationDashboard = z.infer<typeof donationDashboard>;

export const donationContracts = [donation];
