import { donation, donationStaffOnlyKeys, permissionName } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Download } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { letterhead } from '../documents/index.ts';
import { receiptPdf, statementPdf } from './donations.pdf.ts';
import {
  confirmDonation,
  type DonationsApp,
  markDonationFailed,
  receiptOf,
  refundDonation,
  statementOf,
  today,
} from './donations.service.ts';

/** What the donations' own routes answer: a pledge, a donation once confirmed or failed, its receipt and a donor's statement. */

const donations = (app: DonationsApp) => app.repositories.get(donation.name) as Repository;
const staffOnly: readonly string[] = donationStaffOnlyKeys;

/**
 * A pledge, by a visitor or a signed-in donor (rate-limited unless staff record it): the donation as read, with
 * the payment method and where to send the money; a caller who may not read donations is not answered the
 * donor's account nor who wrote it.
 */
export async function pledge(app: DonationsApp, db: DbOrTx, input: Row, caller: Caller | null, ip: string) {
  const created = await donations(app).create(db, input, { caller, ip });
  if (can(caller, permissionName(donation.name, 'get'))) return created;
  return Object.fromEntries(Object.entries(created).filter(([key]) => !staffOnly.includes(key)));
}

/** Confirms a pledged donation (the money came on `date`, today when left out) and answers it as read. */
export async function confirmPledge(app: DonationsApp, db: DbOrTx, id: number, date: string | undefined, caller: Caller | null) {
  await confirmDonation(app, db, id, date, caller);
  return donations(app).get(db, id);
}

/** Marks a pledged donation failed, with why, and answers it as read. */
export async function failPledge(app: DonationsApp, db: DbOrTx, id: number, reason: string | undefined, caller: Caller | null) {
  await markDonationFailed(app, db, id, reason, caller);
  return donations(app).get(db, id);
}

/** Refunds a confirmed donation (its receipt reversed) and answers it as read. */
export async function refundGift(
  app: DonationsApp,
  db: DbOrTx,
  id: number,
  body: { reason: string; date?: string },
  caller: Caller | null,
) {
  await refundDonation(app, db, id, body, caller);
  return donations(app).get(db, id);
}

/** A confirmed donation's receipt, on the charity's letterhead. */
export async function receiptFile(db: DbOrTx, media: MediaStore, id: number): Promise<Download> {
  const receipt = await receiptOf(db, id);
  return { content: await receiptPdf(await letterhead(db, media), receipt), filename: `receipt-${receipt.receiptNo}.pdf` };
}

/** A donor's statement of a year (this one when left out): every confirmed gift and the total. */
export async function statementFile(db: DbOrTx, media: MediaStore, userId: number, year = Number(today().slice(0, 4))): Promise<Download> {
  const statement = await statementOf(db, userId, year);
  return {
    content: await statementPdf(await letterhead(db, media), statement),
    filename: `donation-statement-${userId}-${year}.pdf`,
  };
}
