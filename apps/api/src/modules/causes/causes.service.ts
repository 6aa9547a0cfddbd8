import { fromPaisa, type SiteCauseGift, toPaisa } from '@sahay/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction, inTurn } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { accountsById, personTitle } from '../access/index.ts';
import {
  cashLedger,
  causeGoalsGroup,
  changeSalesAmount,
  closeLedger,
  type DateSpan,
  debitAndCredit,
  goalContraLedger,
  ledgerId,
  ledgerOf,
  ledgersOf,
  openLedger,
  openLedgers,
  postVoucher,
  receiptsNaming,
  receiptTotals,
  removeSales,
  spendingByCause,
} from '../accounting/index.ts';
import { causeContentImages, causeContents as causeContentTable, causes } from './causes.tables.ts';

/**
 * A cause's ledger: its type and group. Its goal is entered by a sales voucher against the goal contra, both
 * in the memorandum that no statement counts: a goal is a target, not money earned.
 */
export const causeLedgerType = 'cause_ledger';
export const causeLedgerGroup = causeGoalsGroup;
/** The ledger of a signed-in user who gives: credited by their receipts. */
export const userLedgerType = 'user_ledger';
export const userLedgerGroup = 'Sundry Creditors';

export const today = () => new Date().toISOString().slice(0, 10);

/** What the causes' workflows use of the app: the repositories (causes, vouchers) and the write effects. */
export type CausesApp = ResourceWriter;
const repository = (app: CausesApp, name: string) => app.repositories.get(name) as Repository;

/**
 * Creates a cause with its ledger (under Cause goals) and its sales voucher (the cause's ledger debited with
 * the goal, the goal contra credited: a memorandum, never income), in one transaction. Answers the cause as read.
 */
export async function createCause(app: CausesApp, db: DbOrTx, input: Row, caller?: Caller | null, date = today()) {
  return inTransaction(db, async (tx) => {
    const created = await repository(app, 'cause').create(tx, input, { caller });
    const id = created.id as number;
    const ledger = await openLedger(tx, {
      name: String(created.name),
      kind: 'cause',
      ledgerType: causeLedgerType,
      referenceId: id,
      group: causeLedgerGroup,
      actor: caller?.userId,
    });
    const contra = await ledgerId(tx as Db, goalContraLedger);
    if (!contra) throw new Error(`The chart of accounts has no ${goalContraLedger} ledger.`);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'sales',
      { date, details: `Goal of the cause “${created.name}”`, lines: debitAndCredit(String(created.goal_amount), ledger, contra) },
      { caller },
    );
    await tx.update(causes).set({ salesInvoiceNo: invoiceNo }).where(eq(causes.id, id));
    return repository(app, 'cause').get(tx, id);
  });
}

/** Changes a cause; a new goal changes its sales voucher too, in the same transaction. */
export async function updateCause(app: CausesApp, db: DbOrTx, id: number, input: Row, caller?: Caller | null) {
  return inTransaction(db, async (tx) => {
    const before = await repository(app, 'cause').get(tx, id);
    const updated = await repository(app, 'cause').update(tx, id, input, { caller });
    const goal = String(updated.goal_amount);
    if (before.sales_invoice_no && toPaisa(goal) !== toPaisa(String(before.goal_amount)))
      await changeSalesAmount(app, tx, String(before.sales_invoice_no), goal, { caller });
    return repository(app, 'cause').get(tx, id);
  });
}

/**
 * Deletes a cause with its sales voucher and ledger; one that has received gifts, or that payments name as
 * spent on, is refused (409): those vouchers are in the books, to be changed there first.
 */
export async function deleteCause(app: CausesApp, db: DbOrTx, id: number, caller?: Caller | null) {
  await inTransaction(db, async (tx) => {
    const found = await repository(app, 'cause').get(tx, id);
    const invoiceNo = found.sales_invoice_no as string | null;
    const gifts = invoiceNo ? ((await receiptTotals(tx, [invoiceNo])).get(invoiceNo)?.payers ?? 0) : 0;
    if (gifts > 0)
      throw new HttpError(
        409,
        `The cause “${found.name}” cannot be deleted: receipts in the books name its sales invoice ${invoiceNo}. Reverse them in accounting first.`,
      );
    if ((await spendingByCause(tx, [id])).has(id))
      throw new HttpError(
        409,
        `The cause “${found.name}” cannot be deleted: payment vouchers in the books name it as spent on. Change them in accounting first.`,
      );
    if (invoiceNo) await removeSales(app, tx, invoiceNo, { caller });
    const ledger = await ledgerOf(tx, causeLedgerType, id);
    if (ledger) await closeLedger(tx, ledger.id);
    await repository(app, 'cause').remove(tx, id, { caller });
  });
}

/** The ledger of a user, opened under Sundry Creditors when missing: titled with the person's name, never an email. */
export async function userLedger(tx: DbOrTx, userId: number, actor?: number) {
  return (await userLedgers(tx, [userId], actor)).get(userId) as number;
}

/** The ledgers of many users at once (an import's donors), by user id: each as `userLedger` finds or opens one. */
export async function userLedgers(tx: DbOrTx, userIds: number[], actor?: number) {
  const ledgers = await ledgersOf(tx, userLedgerType, userIds);
  const missing = [...new Set(userIds)].filter((id) => !ledgers.has(id));
  const accounts = await accountsById(tx, missing);
  const opened = await openLedgers(
    tx,
    missing.map((id) => ({
      name: personTitle(accounts.get(id)) ?? `Donor ${id}`,
      kind: 'donor',
      ledgerType: userLedgerType,
      referenceId: id,
      group: userLedgerGroup,
      actor,
    })),
  );
  for (const [i, id] of missing.entries()) ledgers.set(id, opened[i]);
  return ledgers;
}

/**
 * A gift already received, posted straight into the books: a receipt voucher (Cash debited, the giver's
 * ledger credited) whose `ref_invoice_no` is the cause's sales invoice, which is what the cause's raised
 * amount sums. Only the seed writes the demo's history this way; a gift made through the API is a donation,
 * pledged and then confirmed by staff (the donations module).
 */
export async function postGiftReceipt(
  app: CausesApp,
  db: DbOrTx,
  gift: { cause: number; amount: string; date?: string },
  caller: Pick<Caller, 'userId'> & Partial<Caller>,
) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ id: causes.id, name: causes.name, invoiceNo: causes.salesInvoiceNo })
      .from(causes)
      .where(eq(causes.id, gift.cause));
    if (!found) throw notFound(`Cause id - ${gift.cause} does not exist`);
    if (!found.invoiceNo) throw new HttpError(409, { cause: [`The cause “${found.name}” has no sales invoice to give to.`] });
    const credit = await userLedger(tx, caller.userId, caller.userId);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'receipt_voucher',
      {
        date: gift.date ?? today(),
        details: `Gift to the cause “${found.name}”`,
        refInvoiceNo: found.invoiceNo,
        lines: debitAndCredit(gift.amount, await cashLedger(tx), credit),
      },
      { caller: caller as Caller },
    );
    await afterCommit(tx, () => app.writeEffects.changed('cause'));
    return invoiceNo;
  });
}

/**
 * Each cause's figures from the books, by cause id: raised (its receipts' total), donors, spent (the
 * payment lines naming it), left (raised − spent, negative once overspent). With `span`, only the
 * postings dated in it count (a year's figures, or the figures at a year's end).
 */
export async function figuresOf(db: DbOrTx, records: Row[], span: DateSpan = {}) {
  const invoiceNos = records.map((r) => r.sales_invoice_no).filter((n): n is string => typeof n === 'string');
  const ids = records.map((r) => r.id as number);
  const [totals, spending, ledgers] = await inTurn([
    () => receiptTotals(db, invoiceNos, span),
    () => spendingByCause(db, ids, span),
    () => ledgersOf(db, causeLedgerType, ids),
  ]);
  return new Map(
    records.map((r) => {
      const total = totals.get(r.sales_invoice_no as string);
      const raised = total?.amount ?? '0.00';
      const spent = spending.get(r.id as number) ?? '0.00';
      const left = toPaisa(raised) - toPaisa(spent);
      return [
        r.id as number,
        {
          raised_amount: raised,
          donor_count: total?.payers ?? 0,
          spent_amount: spent,
          left_amount: fromPaisa(left),
          overspent: left < 0n,
          ledger: ledgers.get(r.id as number) ?? null,
        },
      ];
    }),
  );
}

/** The latest gifts to a cause as the public may see them: the giver's first name only, else anonymous. */
export async function recentGifts(db: DbOrTx, invoiceNo: string | null, limit = 10): Promise<SiteCauseGift[]> {
  if (!invoiceNo) return [];
  const rows = await receiptsNaming(db, invoiceNo, limit);
  const users = await accountsById(
    db,
    rows.filter((r) => r.ledger_type === userLedgerType).map((r) => r.reference_id as number),
  );
  return rows.map((r) => {
    const first = r.ledger_type === userLedgerType ? users.get(r.reference_id as number)?.first_name : undefined;
    return { first_name: typeof first === 'string' && first ? first : null, amount: r.amount, date: String(r.date) };
  });
}

/** A cause's content blocks, keyed by name, in their order. */
export async function causeContents(db: DbOrTx, causeId: number) {
  const rows = await db
    .select({ name: causeContentTable.name, value: causeContentTable.value })
    .from(causeContentTable)
    .where(eq(causeContentTable.cause, causeId))
    .orderBy(asc(causeContentTable.id));
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** A cause's images grouped by head, in their order: always lists. */
export async function causeImageLists(db: DbOrTx, causeId: number) {
  const rows = await db
    .select({ head: causeContentImages.head, image: causeContentImages.image })
    .from(causeContentImages)
    .where(eq(causeContentImages.cause, causeId))
    .orderBy(asc(causeContentImages.position), asc(causeContentImages.id));
  const groups: Record<string, string[]> = {};
  for (const row of rows) {
    groups[row.head] ??= [];
    groups[row.head].push(row.image);
  }
  return groups;
}

/** The contract's older shape of the same: a group of one image is the path itself. */
export async function causeImages(db: DbOrTx, causeId: number) {
  const lists = await causeImageLists(db, causeId);
  return Object.fromEntries(Object.entries(lists).map(([head, paths]) => [head, paths.length === 1 ? paths[0] : paths]));
}

/** A cause's blocks and images in one answer. */
export async function causeContentAndImages(db: DbOrTx, causeId: number) {
  return { cause_contents: await causeContents(db, causeId), content_images: await causeImages(db, causeId) };
}

/**
 * Every cause as a restricted fund, in their order: its goal and its figures from the postings dated in
 * `span` (all of them without one).
 */
export async function causeFunds(db: DbOrTx, span: DateSpan = {}) {
  const rows = await db
    .select({ id: causes.id, name: causes.name, goal_amount: causes.goalAmount, sales_invoice_no: causes.salesInvoiceNo })
    .from(causes)
    .orderBy(asc(causes.id));
  const figures = await figuresOf(db, rows, span);
  return rows.map((r) => ({ id: r.id, name: r.name, goal_amount: String(r.goal_amount), ...figures.get(r.id) }));
}
