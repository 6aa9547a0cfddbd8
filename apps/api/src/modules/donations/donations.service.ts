import { type DonationStatus, donationReceiptPrefix, fromPaisa, toPaisa } from '@sahay/contracts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { updateRows } from '../../db/bulk-update.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { Row, WriteContext } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { tableOfResource } from '../../resource/table.ts';
import { createAccounts, users } from '../access/index.ts';
import {
  cashLedger,
  debitAndCredit,
  ledgerId,
  postVoucher,
  postVouchers,
  reverseVoucherNumbered,
  type VoucherToPost,
} from '../accounting/index.ts';
import { userLedger, userLedgers } from '../causes/index.ts';
import { letterhead, printedMoney as money } from '../documents/index.ts';
import { paymentMethodDetails, paymentMethods } from '../members/index.ts';
import { nextYearNumber, nextYearNumbers } from '../numbering/index.ts';
import { receiptPdf } from './donations.pdf.ts';
import { donations } from './donations.tables.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * What the donations' workflows use of the app: the repositories and write effects (the seed's writer has
 * no more), and, in the running app, the mailer, the media store and the log for the receipt's mail.
 */
export type DonationsApp = ResourceWriter & Partial<Pick<FastifyInstance, 'mailer' | 'media' | 'log' | 'database'>>;

/** A cause as a donation reads it: its name and the sales invoice its receipts name. */
const causeTable = () => tableOfResource('cause') as unknown as { id: PgColumn; name: PgColumn; salesInvoiceNo: PgColumn };

export async function causeOf(db: DbOrTx, id: number | null | undefined) {
  if (!id) return undefined;
  return (await causesOf(db, [id])).get(id);
}

/** Causes as donations read them, by id. */
async function causesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; name: string; invoiceNo: string | null }>();
  const table = causeTable();
  const rows = (await db
    .select({ id: table.id, name: table.name, invoiceNo: table.salesInvoiceNo })
    .from(table as never)
    .where(inArray(table.id, ids))) as { id: number; name: string; invoiceNo: string | null }[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The names of causes, by id. */
export async function causeNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const table = causeTable();
  const rows = (await db
    .select({ id: table.id, name: table.name })
    .from(table as never)
    .where(inArray(table.id, ids))) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A payment method with where to send money by it (its details, in their order). */
export async function paymentMethodsById(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, PaymentMethodView>();
  const methods = await db.select().from(paymentMethods).where(inArray(paymentMethods.id, ids));
  const details = await db
    .select()
    .from(paymentMethodDetails)
    .where(inArray(paymentMethodDetails.paymentMethod, ids))
    .orderBy(asc(paymentMethodDetails.id));
  return new Map(
    methods.map((m) => [
      m.id,
      {
        id: m.id,
        name: m.name,
        isActive: m.isActive,
        depositTo: m.depositTo as 'cash' | 'bank',
        details: details
          .filter((d) => d.paymentMethod === m.id)
          .map((d) => ({
            account_name: d.accountName,
            account_number: d.accountNumber ?? null,
            bank_name: d.bankName ?? null,
            branch_name: d.branchName ?? null,
            routing_number: d.routingNumber ?? null,
            instructions: d.instructions ?? null,
          })),
      },
    ]),
  );
}
export interface PaymentMethodView {
  id: number;
  name: string;
  isActive: boolean;
  depositTo: 'cash' | 'bank';
  details: {
    account_name: string;
    account_number: string | null;
    bank_name: string | null;
    branch_name: string | null;
    routing_number: string | null;
    instructions: string | null;
  }[];
}

/** Refuses a payment method that is missing or not in use, and a cause that does not exist (400, on the field). */
export async function refuseUnknownChoices(tx: DbOrTx, input: Row) {
  const errors: Record<string, string[]> = {};
  if (input.payment_method !== undefined) {
    const method = (await paymentMethodsById(tx, [input.payment_method as number])).get(input.payment_method as number);
    if (!method) errors.payment_method = [`Payment method id - ${input.payment_method} does not exist.`];
    else if (!method.isActive) errors.payment_method = [`The payment method “${method.name}” is not in use; choose another.`];
  }
  if (input.cause !== undefined && input.cause !== null && !(await causeOf(tx, input.cause as number)))
    errors.cause = [`Cause id - ${input.cause} does not exist.`];
  if (Object.keys(errors).length) throw new HttpError(400, errors);
}

/** A donor as a pledge names them. */
export interface Donor {
  email: string;
  first_name: string;
  last_name?: string | null;
}

/**
 * The donor's user: the one with this email (any case), else a new account without a password (it cannot
 * sign in until a password reset), with the donor's name.
 */
export async function donorUser(context: WriteContext, donor: Donor) {
  const [id] = await donorUsers(context.tx, [donor], context.actor);
  return id;
}

/**
 * The users of many donors at once (an import's), one a donor, in order: each as `donorUser` finds or makes it,
 * an email given twice made once (with the name of its first donor).
 */
export async function donorUsers(tx: DbOrTx, donors: Donor[], actor?: number) {
  const byEmail = new Map<string, number>();
  const emails = [...new Set(donors.map((d) => d.email.toLowerCase()))];
  for (let i = 0; i < emails.length; i += 1000) {
    const email = sql<string>`lower(${users.email})`;
    for (const row of await tx
      .select({ id: users.id, email })
      .from(users)
      .where(inArray(email, emails.slice(i, i + 1000))))
      byEmail.set(row.email, row.id);
  }
  const newDonors = new Map<string, Donor>();
  for (const donor of donors) if (!byEmail.has(donor.email.toLowerCase())) newDonors.set(donor.email.toLowerCase(), donor);
  const made = await createAccounts(
    tx,
    [...newDonors.values()].map((d) => ({ email: d.email, first_name: d.first_name, ...(d.last_name ? { last_name: d.last_name } : {}) })),
    undefined,
    actor,
  );
  for (const [i, email] of [...newDonors.keys()].entries()) byEmail.set(email, made[i]);
  return donors.map((d) => byEmail.get(d.email.toLowerCase()) as number);
}

const donorName = (d: { firstName: string; lastName: string | null }) => [d.firstName, d.lastName].filter(Boolean).join(' ');

/** The ledger a gift's money is debited to: Cash or Bank, by the payment method's `deposit_to`. */
async function depositLedger(tx: DbOrTx, method: PaymentMethodView) {
  const ledger = method.depositTo === 'cash' ? await cashLedger(tx) : await ledgerId(tx as Db, 'Bank');
  if (!ledger) throw new Error('The chart of accounts has no Bank ledger.');
  return ledger;
}

/**
 * A confirmed gift's receipt voucher: the deposit ledger debited, the donor's ledger credited, naming the cause's
 * sales invoice when the gift names a cause (which is what the cause's raised amount sums).
 */
function receiptVoucher(
  gift: { amount: string; firstName: string; lastName: string | null },
  receipt: {
    date: string;
    number: string;
    debit: number;
    credit: number;
    cause: { name: string; invoiceNo: string | null } | undefined;
    method: { name: string };
  },
): VoucherToPost {
  const { cause } = receipt;
  return {
    date: receipt.date,
    lines: debitAndCredit(gift.amount, receipt.debit, receipt.credit),
    details: `Donation ${receipt.number} from ${donorName(gift)}${cause ? ` to the cause “${cause.name}”` : ' to the general fund'} (${receipt.method.name})`,
    ...(cause?.invoiceNo ? { refInvoiceNo: cause.invoiceNo } : {}),
  };
}

/** What confirming a pledge changes on its row. */
const confirmed = (receipt: { donor: number; date: string; number: string; invoiceNo: string }, caller: Caller | null | undefined) => ({
  status: 'confirmed',
  user: receipt.donor,
  confirmedDate: receipt.date,
  receiptNo: receipt.number,
  receiptInvoiceNo: receipt.invoiceNo,
  updatedAt: new Date(),
  updatedBy: caller?.userId,
});

/**
 * Confirms a pledged donation: the money came. In one transaction, with the donation's row locked so that
 * of two clerks confirming at once exactly one posts: a receipt voucher (Cash or Bank debited, by the
 * method's `deposit_to`; the donor's user ledger credited; naming the cause's sales invoice when the gift
 * names a cause, which raises the cause's raised amount), the receipt's number of the year, the status.
 * Once committed: the cause's pages are emptied and the donor gets the receipt by mail. Answers the receipt number.
 */
export async function confirmDonation(app: DonationsApp, db: DbOrTx, id: number, date = today(), caller?: Caller | null) {
  const receiptNo = await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!locked) throw notFound(`Donation id - ${id} does not exist`);
    refuseUnlessPledged(locked.status as DonationStatus, locked, 'confirmed');
    const methodId = locked.paymentMethod as number;
    const method = (await paymentMethodsById(tx, [methodId])).get(methodId);
    if (!method) throw new HttpError(409, `The donation's payment method id - ${locked.paymentMethod} no longer exists.`);
    const debit = await depositLedger(tx, method);
    // A donor whose account was removed since the pledge is matched (or made) again by the email.
    const [donor] = locked.user
      ? [locked.user]
      : await donorUsers(tx, [{ email: locked.email, first_name: locked.firstName, last_name: locked.lastName }], caller?.userId);
    const credit = await userLedger(tx, donor, caller?.userId);
    const cause = await causeOf(tx, locked.cause);
    const number = await nextYearNumber(tx, donationReceiptPrefix, Number(date.slice(0, 4)));
    const receipt = receiptVoucher(locked, { date, number, debit, credit, cause, method });
    const invoiceNo = await postVoucher(app, tx, 'receipt_voucher', receipt, { caller });
    await updateDonation(app, tx, locked, confirmed({ donor, date, number, invoiceNo }, caller), caller);
    // The donor's receipt, once the money is in the books (the seed's writer has no mailer: no mail).
    if (app.mailer) await afterCommit(tx, (root) => mailReceipt(app, root, id));
    return number;
  });
  return receiptNo;
}

/** A gift an import brings: the pledge's fields (checked by the donation's schema) and the day the money came. */
export interface PastGift {
  date: string;
  input: Row;
}

/** What the server sets on a new pledge: pledged, today. */
export const pledged = () => ({ status: 'pledged', donation_date: today() });

/**
 * Past gifts recorded at once (an import's thousands), each ending as a pledge confirmed by `confirmDonation` on
 * its day does: pledged for its donor's user (matched by email, or made), the donor's ledger opened, the receipt
 * numbered in its year, its receipt voucher posted through the gate, the donation confirmed and audited, the
 * causes' pages told. Each step is taken for every gift in a few statements, the numbers a range per year and
 * per voucher kind taken in one step (the ones gifts confirmed one after the other would get). No receipt is mailed.
 */
export async function confirmPastGifts(app: DonationsApp, db: DbOrTx, gifts: PastGift[], caller?: Caller | null) {
  if (!gifts.length) return;
  await inTransaction(db, async (tx) => {
    const actor = caller?.userId;
    const donors = await donorUsers(
      tx,
      gifts.map(({ input }) => input as unknown as Donor),
      actor,
    );
    const pledges = await (app.repositories.get('donation') as Repository).insertMany(
      tx,
      gifts.map(({ input }, i) => ({ ...input, user: donors[i], ...pledged() })),
      { caller },
    );
    const methods = await paymentMethodsById(tx, [...new Set(pledges.map((p) => p.payment_method as number))]);
    const deposits = new Map<number, number>();
    for (const method of methods.values()) deposits.set(method.id, await depositLedger(tx, method));
    const ledgers = await userLedgers(tx, donors, actor);
    const causes = await causesOf(tx, [...new Set(pledges.flatMap((p) => (p.cause ? [p.cause as number] : [])))]);
    const numbers = await receiptNumbers(
      tx,
      gifts.map((g) => g.date),
    );
    const receipts = pledges.map((pledge, i) => {
      const method = methods.get(pledge.payment_method as number);
      if (!method) throw new HttpError(409, `The donation's payment method id - ${pledge.payment_method} no longer exists.`);
      const gift = {
        amount: pledge.amount as string,
        firstName: pledge.first_name as string,
        lastName: (pledge.last_name ?? null) as string | null,
      };
      return receiptVoucher(gift, {
        date: gifts[i].date,
        number: numbers[i],
        debit: deposits.get(method.id) as number,
        credit: ledgers.get(donors[i]) as number,
        cause: pledge.cause ? causes.get(pledge.cause as number) : undefined,
        method,
      });
    });
    const invoiceNos = await postVouchers(app, tx, 'receipt_voucher', receipts, { caller });
    await updateDonations(
      app,
      tx,
      pledges.map((before, i) => ({
        before,
        after: confirmed({ donor: donors[i], date: gifts[i].date, number: numbers[i], invoiceNo: invoiceNos[i] }, caller),
      })),
      caller,
    );
  });
}

/** The receipt numbers of gifts dated these days, in order: each year's taken in one step, the years in order. */
async function receiptNumbers(tx: DbOrTx, dates: string[]) {
  const yearOf = (date: string) => Number(date.slice(0, 4));
  const byYear = new Map<number, string[]>();
  for (const year of [...new Set(dates.map(yearOf))].sort())
    byYear.set(year, await nextYearNumbers(tx, donationReceiptPrefix, year, dates.filter((d) => yearOf(d) === year).length));
  const taken = new Map<number, number>();
  return dates.map((date) => {
    const year = yearOf(date);
    const next = taken.get(year) ?? 0;
    taken.set(year, next + 1);
    return (byYear.get(year) as string[])[next];
  });
}

/**
 * A signed-in user's gift to a cause (`cause_donation/create/`): a pledge in their name, exactly as a
 * visitor's on /donate, by the payment method they name (else the first in use, cash first). It enters the books only
 * when staff holding `donation.update` confirm that the money came. Staff who hold both `donation.create`
 * and `donation.update` took the money themselves: their gift is recorded confirmed at once, in the same
 * transaction. Answers the donation's id.
 */
export async function giveToCause(
  app: DonationsApp,
  db: DbOrTx,
  gift: { cause: number; amount: string; payment_method?: number },
  caller: Caller,
  ip?: string,
) {
  return inTransaction(db, async (tx) => {
    const cause = await causeOf(tx, gift.cause);
    if (!cause) throw notFound(`Cause id - ${gift.cause} does not exist`);
    const [giver] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, caller.userId));
    if (!giver) throw new HttpError(401, 'Authentication credentials were not provided.');
    const method = gift.payment_method ?? (await firstMethodInUse(tx));
    if (method === undefined) throw new HttpError(409, 'No payment method is in use: the charity cannot take gifts yet.');
    const pledge = await (app.repositories.get('donation') as Repository).create(
      tx,
      {
        first_name: (giver.firstName || giver.username || giver.email.split('@')[0]).slice(0, 80),
        ...(giver.lastName ? { last_name: giver.lastName } : {}),
        email: giver.email,
        amount: gift.amount,
        payment_method: method,
        cause: cause.id,
      },
      { caller, ip },
    );
    const id = pledge.id as number;
    if (can(caller, 'donation.create') && can(caller, 'donation.update')) await confirmDonation(app, tx, id, today(), caller);
    return id;
  });
}

/** The payment method a gift uses when none is named: the first in use, one paid in cash before others. */
async function firstMethodInUse(tx: DbOrTx) {
  const [first] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(sql`${paymentMethods.depositTo} <> 'cash'`, asc(paymentMethods.id))
    .limit(1);
  return first?.id;
}

/** Mails the donor their receipt as a PDF; a mail that fails is logged and never undoes the confirmation. */
export async function mailReceipt(app: DonationsApp, db: DbOrTx, id: number) {
  try {
    const receipt = await receiptOf(db, id);
    const charity = await letterhead(db, app.media);
    const pdf = await receiptPdf(charity, receipt);
    await app.mailer?.send({
      to: receipt.email,
      subject: `Your receipt ${receipt.receiptNo}`,
      text: [
        `Dear ${receipt.firstName},`,
        '',
        `Thank you for your donation of ${money(receipt.amount, charity.currency)} to ${receipt.cause ? `the cause “${receipt.cause}”` : 'our general fund'}.`,
        `It was received on ${receipt.date}; your receipt ${receipt.receiptNo} is attached.`,
        '',
        charity.name,
      ].join('\n'),
      attachments: [{ filename: `receipt-${receipt.receiptNo}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  } catch (error) {
    app.log?.error({ err: error, donation: id }, 'a donation receipt could not be mailed');
  }
}

/**
 * Refunds a confirmed donation: its receipt voucher is reversed (dated `date`, today when left out, in an open
 * period), so the cause's raised amount and donors fall back; the donation is marked refunded with why, and
 * its receipt reads void from that day. The row is locked: of twenty clerks refunding at once, one does.
 * Once committed the donor is told by mail.
 */
export async function refundDonation(
  app: DonationsApp,
  db: DbOrTx,
  id: number,
  body: { reason: string; date?: string },
  caller?: Caller | null,
) {
  await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!locked) throw notFound(`Donation id - ${id} does not exist`);
    if (locked.status === 'refunded')
      throw new HttpError(409, `This donation was refunded on ${locked.refundedDate}; a donation is refunded once.`);
    if (locked.status !== 'confirmed' || !locked.receiptInvoiceNo)
      throw new HttpError(409, `This donation is ${locked.status}: only a confirmed donation can be refunded.`);
    const date = body.date ?? today();
    const reversal = await reverseVoucherNumbered(
      app,
      tx,
      'receipt_voucher',
      locked.receiptInvoiceNo,
      { reason: `refund of donation ${locked.receiptNo}: ${body.reason}`, date },
      { caller },
    );
    const after = {
      status: 'refunded',
      refundedDate: date,
      refundReason: body.reason,
      refundInvoiceNo: reversal.invoice_no as string,
      updatedAt: new Date(),
      updatedBy: caller?.userId,
    };
    await updateDonation(app, tx, locked, after, caller);
    if (app.mailer) await afterCommit(tx, (root) => mailRefund(app, root, id));
  });
}

/** Tells the donor their gift was paid back, with the receipt marked void; a failed mail is logged, never undoes the refund. */
async function mailRefund(app: DonationsApp, db: DbOrTx, id: number) {
  try {
    const receipt = await receiptOf(db, id);
    const charity = await letterhead(db, app.media);
    const pdf = await receiptPdf(charity, receipt);
    await app.mailer?.send({
      to: receipt.email,
      subject: `Your donation ${receipt.receiptNo} was refunded`,
      text: [
        `Dear ${receipt.firstName},`,
        '',
        `Your donation of ${money(receipt.amount, charity.currency)} of ${receipt.date} was refunded on ${receipt.voidedOn}.`,
        `Its receipt ${receipt.receiptNo} is void from that day; the voided receipt is attached for your records.`,
        '',
        charity.name,
      ].join('\n'),
      attachments: [{ filename: `receipt-${receipt.receiptNo}-void.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  } catch (error) {
    app.log?.error({ err: error, donation: id }, 'a donation refund could not be mailed');
  }
}

/** Marks a pledged donation failed (the money never came), with why. */
export async function markDonationFailed(app: DonationsApp, db: DbOrTx, id: number, reason?: string, caller?: Caller | null) {
  await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!locked) throw notFound(`Donation id - ${id} does not exist`);
    refuseUnlessPledged(locked.status as DonationStatus, locked, 'failed');
    const after = { status: 'failed', failedReason: reason || null, updatedAt: new Date(), updatedBy: caller?.userId };
    await updateDonation(app, tx, locked, after, caller);
  });
}

/**
 * A workflow's change of one donation, with its audit row; after the commit the donations' caches, and the
 * cause's (its raised amount and donors on the public pages), are told.
 */
async function updateDonation(
  app: DonationsApp,
  tx: DbOrTx,
  locked: typeof donations.$inferSelect,
  after: DonationChange,
  caller: Caller | null | undefined,
) {
  await updateDonations(app, tx, [{ before: rowToApi(locked as Row), after }], caller);
}

type DonationChange = Partial<typeof donations.$inferInsert>;

/**
 * `updateDonation` for many donations at once (an import's thousands confirmed), each changing the same fields:
 * a statement per two thousand, the audit rows in bulk, the caches told once.
 */
async function updateDonations(
  app: DonationsApp,
  tx: DbOrTx,
  changes: { before: Row; after: DonationChange }[],
  caller: Caller | null | undefined,
) {
  if (!changes.length) return;
  await updateRows(
    tx,
    donations,
    changes.map(({ before, after }) => ({ id: before.id as number, set: after })),
  );
  await app.writeEffects.audit(
    tx,
    changes.map(({ before, after }) => ({
      userId: caller?.userId,
      entity: 'donation',
      entityId: before.id as number,
      action: 'update' as const,
      before,
      after: { ...before, ...rowToApi(after as Row) },
    })),
  );
  await afterCommit(tx, () => {
    app.writeEffects.changed('donation');
    if (changes.some(({ before }) => before.cause)) app.writeEffects.changed('cause');
  });
}

function refuseUnlessPledged(
  status: DonationStatus,
  d: { receiptNo: string | null; confirmedDate: string | null },
  wanted: 'confirmed' | 'failed',
) {
  if (status === 'pledged') return;
  const verb = wanted === 'confirmed' ? 'confirmed' : 'marked failed';
  if (status === 'confirmed')
    throw new HttpError(409, `This donation is already confirmed (receipt ${d.receiptNo} of ${d.confirmedDate}); it cannot be ${verb}.`);
  if (status === 'refunded') throw new HttpError(409, `This donation was refunded; only a pledged donation can be ${verb}.`);
  throw new HttpError(409, `This donation was marked failed; only a pledged donation can be ${verb}.`);
}

/** A confirmed donation as its receipt and the donor's statement show it. */
export interface ReceiptData {
  id: number;
  receiptNo: string;
  date: string;
  firstName: string;
  lastName: string | null;
  email: string;
  amount: string;
  cause: string | null;
  method: string;
  user: number | null;
  /** The day a refunded gift's receipt became void. */
  voidedOn: string | null;
}

/** The receipt of one donation, or a 409 when it has none (not confirmed). */
export async function receiptOf(db: DbOrTx, id: number): Promise<ReceiptData> {
  const [d] = await db.select().from(donations).where(eq(donations.id, id));
  if (!d) throw notFound(`Donation id - ${id} does not exist`);
  if ((d.status !== 'confirmed' && d.status !== 'refunded') || !d.receiptNo || !d.confirmedDate)
    throw new HttpError(409, `Donation #${id} is ${d.status}: it has a receipt only once it is confirmed.`);
  return (await receiptsOf(db, [d]))[0];
}

async function receiptsOf(db: DbOrTx, rows: (typeof donations.$inferSelect)[]): Promise<ReceiptData[]> {
  const methods = await paymentMethodsById(db, [...new Set(rows.map((r) => r.paymentMethod as number))]);
  const causes = await causeNames(db, [...new Set(rows.flatMap((r) => (r.cause ? [r.cause] : [])))]);
  return rows.map((d) => ({
    id: d.id,
    receiptNo: d.receiptNo as string,
    date: d.confirmedDate as string,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    amount: d.amount,
    cause: d.cause ? (causes.get(d.cause) ?? null) : null,
    method: methods.get(d.paymentMethod as number)?.name ?? '',
    user: d.user,
    voidedOn: d.status === 'refunded' ? d.refundedDate : null,
  }));
}

/** A donor's confirmed gifts of a year, in date order; 404 for an unknown user. */
export async function statementOf(db: DbOrTx, userId: number, year: number) {
  const [donor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!donor) throw notFound(`User id - ${userId} does not exist`);
  const rows = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.user, userId),
        eq(donations.status, 'confirmed'),
        gte(donations.confirmedDate, `${year}-01-01`),
        sql`${donations.confirmedDate} <= ${`${year}-12-31`}`,
      ),
    )
    .orderBy(asc(donations.confirmedDate), asc(donations.id));
  const gifts = await receiptsOf(db, rows);
  const total = fromPaisa(gifts.reduce((sum, g) => sum + toPaisa(g.amount), 0n));
  return { donor: { name: [donor.firstName, donor.lastName].filter(Boolean).join(' '), email: donor.email }, year, gifts, total };
}

/** Confirmed gifts per month (by the day confirmed) of the last twelve months, this one included; months without any give zero. */
export async function giftsPerMonth(db: DbOrTx, now = new Date()) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const month = sql<string>`to_char(${donations.confirmedDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, amount: sql<string>`sum(${donations.amount})::text`, n: sql<number>`count(*)::int` })
    .from(donations)
    .where(and(eq(donations.status, 'confirmed'), gte(donations.confirmedDate, `${months[0]}-01`)))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((m) => ({
    month: m,
    amount: fromPaisa(toPaisa(byMonth.get(m)?.amount ?? '0')),
    count: Number(byMonth.get(m)?.n ?? 0),
  }));
}
