import * as contracts from '@sahay/contracts';
import { paymentDetail } from '@sahay/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { can } from '../../plugins/auth.ts';
import { defineResource, type Row } from '../../resource/define-resource.ts';
import { causeNames, donorUser, paymentMethodsById, pledged, refuseUnknownChoices } from './donations.service.ts';
import * as tables from './donations.tables.ts';

/** Visitors' pledges: a few per email and per network address an hour, so the form cannot flood the books' inbox. */
export const pledgeLimits = { perAccount: 5, perAddress: 20, windowMinutes: 60 };

/** A donation's status, its row locked until the transaction ends. */
async function lockedStatus(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ status: tables.donations.status })
    .from(tables.donations)
    .where(eq(tables.donations.id, id))
    .for('update');
  return row?.status;
}

export const donationResource = defineResource({
  contract: contracts.donation,
  table: tables.donations,
  output: {
    payment_method_name: z.string(),
    payment_details: z.array(paymentDetail),
    cause_name: z.string().nullable(),
  },
  // Its create answers a visitor without the donor's account: served by donations.routes.ts.
  ownRoutes: ['create'],
  textFilters: {
    status: (text) => eq(tables.donations.status, text),
    // A donor's gifts, for their user record; what is not a user id matches none.
    user: (text) => (/^\d{1,9}$/.test(text) ? eq(tables.donations.user, Number(text)) : sql`false`),
  },
  countedBy: 'status',
  hooks: {
    async prepare(input, context) {
      const { mode, before, ip, rateLimit } = context;
      if (mode === 'update') {
        // Read again under the row's lock: a clerk confirming it at the same moment goes first or waits.
        const status = await lockedStatus(context.tx, before?.id as number);
        if (status !== 'pledged')
          throw new HttpError(
            409,
            status === 'confirmed'
              ? 'This donation is confirmed: its receipt is in the books and it can no longer change.'
              : status === 'refunded'
                ? 'This donation was refunded and can no longer change.'
                : 'This donation was marked failed and can no longer change.',
          );
      }
      // Visitors and signed-in donors alike: only staff who may record donations go unlimited.
      if (mode === 'create' && !can(context.caller ?? null, 'donation.create') && ip) {
        const email = String(input.email).toLowerCase();
        if (await rateLimit({ kind: 'donation', identifier: email, ip }, pledgeLimits))
          throw new HttpError(429, 'You have pledged several gifts already. Please try again in an hour.');
      }
      await refuseUnknownChoices(context.tx, input);
      const values: Row = { ...input };
      const email = (input.email ?? before?.email) as string;
      if (mode === 'create' || (input.email !== undefined && String(input.email).toLowerCase() !== String(before?.email).toLowerCase())) {
        values.user = await donorUser(context, {
          email,
          first_name: (input.first_name ?? before?.first_name) as string,
          last_name: (input.last_name ?? before?.last_name) as string | null,
        });
      }
      if (mode === 'create') Object.assign(values, pledged());
      return values;
    },
    async expand(db, records) {
      const methods = await paymentMethodsById(db, [...new Set(records.map((r) => r.payment_method as number))]);
      const causes = await causeNames(db, [...new Set(records.flatMap((r) => (r.cause ? [r.cause as number] : [])))]);
      return records.map((r) => {
        const method = methods.get(r.payment_method as number);
        return {
          ...r,
          payment_method_name: method?.name ?? '',
          payment_details: method?.details ?? [],
          cause_name: r.cause ? (causes.get(r.cause as number) ?? null) : null,
        };
      });
    },
  },
  async deleteGuard(tx, record) {
    const status = await lockedStatus(tx, record.id as number);
    if (status !== 'confirmed' && status !== 'refunded') return undefined;
    const [confirmed] = await tx
      .select({ receiptNo: tables.donations.receiptNo, invoiceNo: tables.donations.receiptInvoiceNo })
      .from(tables.donations)
      .where(eq(tables.donations.id, record.id as number));
    return status === 'refunded'
      ? `This donation was refunded: its receipt ${confirmed.receiptNo} and the receipt's reversal stay in the books.`
      : `This donation is confirmed: its receipt ${confirmed.receiptNo} (voucher ${confirmed.invoiceNo}) is in the books. Refund it instead.`;
  },
});

export const donationsResources = [donationResource];
