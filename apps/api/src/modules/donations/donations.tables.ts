import { donation } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';
import { users } from '../access/index.ts';

/**
 * A gift pledged by a donor: pledged until staff confirm it (its receipt posted and numbered) or mark it
 * failed. The status, the donor's user and the receipt are the server's, never sent by a client.
 */
export const donations = resourceTable(
  donation,
  {
    status: varchar({ length: 10 }).notNull().default('pledged'),
    /** The donor's account, matched by email or made without a password. */
    user: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    donationDate: date('donation_date', { mode: 'string' }).notNull().default(sql`current_date`),
    confirmedDate: date('confirmed_date', { mode: 'string' }),
    /** `DR-2026-00001`: numbered on confirm, per year. */
    receiptNo: varchar('receipt_no', { length: 20 }).unique('donation_receipt_no_unique'),
    /** The receipt voucher its confirmation posted. */
    receiptInvoiceNo: varchar('receipt_invoice_no', { length: 40 }),
    failedReason: varchar('failed_reason', { length: 500 }),
    /** A refunded gift: when and why, and the reversal of its receipt voucher. */
    refundedDate: date('refunded_date', { mode: 'string' }),
    refundReason: varchar('refund_reason', { length: 500 }),
    refundInvoiceNo: varchar('refund_invoice_no', { length: 40 }),
  },
  (t) => [
    // With the id: a deep page of one status finds its ids from the index alone.
    index('donation_status_id_idx').on(t.status, t.id),
    index('donation_user_id_idx').on(t.user),
    index('donation_donation_date_idx').on(t.donationDate),
    // A voucher's page finds the gift it settles.
    index('donation_receipt_invoice_no_idx').on(t.receiptInvoiceNo),
    check('donation_status_check', sql`${t.status} in ('pledged', 'confirmed', 'failed', 'refunded')`),
    // A refunded gift keeps the receipt it was confirmed with.
    check(
      'donation_confirmed_check',
      sql`(${t.status} in ('confirmed', 'refunded')) = (${t.receiptNo} is not null and ${t.receiptInvoiceNo} is not null)`,
    ),
    check('donation_refunded_check', sql`(${t.status} = 'refunded') = (${t.refundInvoiceNo} is not null)`),
  ],
);
