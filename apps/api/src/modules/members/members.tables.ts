import {
  adviserMember,
  executiveMember,
  feeGeneration,
  generalMember,
  member,
  monthlySubscription,
  paymentMethod,
  paymentMethodDetail,
} from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';
import { users } from '../access/index.ts';

/** A member and the user account they sign in with: one each, made and removed together. */
export const members = resourceTable(member, {
  user: integer('user_id')
    .notNull()
    .unique('member_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const executiveMembers = resourceTable(executiveMember);
export const adviserMembers = resourceTable(adviserMember);
export const generalMembers = resourceTable(generalMember);

export const feeGenerations = resourceTable(feeGeneration);

/**
 * A month's subscription of a member: one per member and month, which the database itself enforces, so
 * that fee generation run twice (or by two clerks at once) adds nothing the second time.
 */
export const monthlySubscriptions = resourceTable(
  monthlySubscription,
  {
    /** `YYYY-MM` of the subscription date. */
    month: varchar({ length: 7 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('due'),
    paidDate: date('paid_date', { mode: 'string' }),
    /** The receipt voucher its payment posted. */
    receiptInvoiceNo: varchar('receipt_invoice_no', { length: 40 }),
    feeGeneration: integer('fee_generation_id').references(() => feeGenerations.id, { onDelete: 'set null' }),
    /** When its member was mailed that it is unpaid (once per subscription). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('monthly_subscription_member_month_unique').on(t.member, t.month),
    index('monthly_subscription_fee_generation_idx').on(t.feeGeneration),
    // A voucher's page finds the subscription it settles.
    index('monthly_subscription_receipt_invoice_no_idx').on(t.receiptInvoiceNo),
    check('monthly_subscription_status_check', sql`${t.status} in ('due', 'paid')`),
    check('monthly_subscription_paid_check', sql`(${t.status} = 'paid') = (${t.receiptInvoiceNo} is not null)`),
  ],
);

export const paymentMethods = resourceTable(paymentMethod);
export const paymentMethodDetails = resourceTable(paymentMethodDetail);
