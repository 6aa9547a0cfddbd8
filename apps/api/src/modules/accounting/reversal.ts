import { type ReversalInput, type VoucherKind, voucherKinds } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { accountLogs } from './accounting.tables.ts';
import { voucherTables } from './voucher-tables.ts';

/**
 * A voucher is undone by its reversal, never erased: the mirror voucher of the same kind (each line's debit
 * and credit swapped), dated in an open period, and the two name each other. A voucher is reversed at most
 * once, and a reversal is not reversed again: the original's row is locked while it is reversed, and the
 * database keeps one reversal per voucher.
 */

/** The log type of a fiscal year's closing entries (and their reversals): statements of the closed year leave them out. */
export const closingLogType = 'closing';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Where a reversal's line goes: the same ledger, or another in its place. A returned bill paid in cash is
 * reversed against the vendor instead of Cash, so that the money the vendor pays back is a receipt of its own.
 */
export interface Redirect {
  from: number;
  to: number;
}

/** A line of the mirror: the same ledger and sub-ledger, the other side (a payment's cause stays on the original). */
const mirrored = (redirect?: Redirect) => (line: Row) => ({
  ledger: redirect && line.ledger === redirect.from ? redirect.to : line.ledger,
  ...(line.sub_ledger != null ? { sub_ledger: line.sub_ledger } : {}),
  ...(line.details != null ? { details: line.details } : {}),
  debit_amount: line.credit_amount,
  credit_amount: line.debit_amount,
});

/**
 * Reverses voucher `id` of `kind` in the caller's transaction: posts the mirror through the posting gate (so
 * its date must be open for the caller) and marks both; `redirect` moves the mirror's lines of one ledger to
 * another. Answers the reversal as its repository reads it.
 * 404 for an unknown voucher; 409 for one already reversed or itself a reversal.
 */
export async function reverseVoucher(
  app: Pick<ResourceWriter, 'repositories' | 'writeEffects'>,
  db: DbOrTx,
  kind: VoucherKind,
  id: number,
  input: ReversalInput,
  actor: Actor = {},
  redirect?: Redirect,
): Promise<Row> {
  const { label, date: dateField, refInvoice } = voucherKinds[kind];
  const { header } = voucherTables[kind];
  const repository = app.repositories.get(kind) as Repository;
  return inTransaction(db, async (tx) => {
    const [original] = await tx.select().from(header).where(eq(header.id, id)).for('update');
    if (!original) throw notFound(`${label} id - ${id} does not exist`);
    if (original.reversedBy)
      throw new HttpError(
        409,
        `${label} ${original.invoiceNo} is already reversed, by ${original.reversedBy}: a voucher is reversed once.`,
      );
    if (original.reversalOf)
      throw new HttpError(409, `${label} ${original.invoiceNo} reverses ${original.reversalOf}: a reversal is not reversed again.`);
    const voucher = await repository.get(tx, id);
    const reversal = await repository.create(
      tx,
      {
        [dateField]: input.date ?? today(),
        details: `Reversal of ${original.invoiceNo}: ${input.reason}`.slice(0, 1000),
        ...(refInvoice && voucher.ref_invoice_no ? { ref_invoice_no: voucher.ref_invoice_no } : {}),
        ...(voucher.branch != null ? { branch: voucher.branch } : {}),
        ...(voucher.sub_ledger != null ? { sub_ledger: voucher.sub_ledger } : {}),
        items: (voucher.items as Row[]).map(mirrored(redirect)),
      },
      actor,
    );
    const reversalNo = reversal.invoice_no as string;
    await tx
      .update(header)
      .set({ reversalOf: original.invoiceNo })
      .where(eq(header.id, reversal.id as number));
    await tx
      .update(header)
      .set({ reversedBy: reversalNo, updatedAt: new Date(), updatedBy: actor.caller?.userId })
      .where(eq(header.id, id));
    // A closing journal's reversal is a closing entry too: statements read both alike (fiscal-years.ts).
    const [first] = await tx
      .select({ logType: accountLogs.logType })
      .from(accountLogs)
      .where(eq(accountLogs.referenceNo, original.invoiceNo));
    if (first?.logType === closingLogType)
      await tx.update(accountLogs).set({ logType: closingLogType }).where(eq(accountLogs.referenceNo, reversalNo));
    await app.writeEffects.audit(tx, {
      userId: actor.caller?.userId,
      entity: kind,
      entityId: id,
      action: 'update',
      before: { reversed_by: null },
      after: { reversed_by: reversalNo, reason: input.reason },
    });
    return { ...reversal, reversal_of: original.invoiceNo };
  });
}

/**
 * Keeps a reversed pair as it is: neither the reversed voucher nor its reversal may be changed; the reversed
 * voucher is deleted only after its reversal, and deleting a reversal leaves its original unreversed.
 */
export const reversalGuards = (kind: VoucherKind) => {
  const { label } = voucherKinds[kind];
  const { header } = voucherTables[kind];
  return {
    refuseChange(before: Row) {
      if (before.reversed_by)
        throw new HttpError(409, `${label} ${before.invoice_no} is reversed by ${before.reversed_by}: it stays as it is.`);
      if (before.reversal_of) throw new HttpError(409, `${label} ${before.invoice_no} reverses ${before.reversal_of}: it stays as it is.`);
    },
    deleteGuard(_tx: DbOrTx, record: Row) {
      return record.reversed_by
        ? `${label} ${record.invoice_no} is reversed by ${record.reversed_by}: delete the reversal first.`
        : undefined;
    },
    async beforeDelete(tx: DbOrTx, record: Row) {
      if (record.reversal_of)
        await tx
          .update(header)
          .set({ reversedBy: null })
          .where(eq(header.invoiceNo, record.reversal_of as string));
    },
  };
};

/** Reverses a voucher found by its number (the number a donation, an order or a bill keeps of its posting). */
export async function reverseVoucherNumbered(
  app: Pick<ResourceWriter, 'repositories' | 'writeEffects'>,
  db: DbOrTx,
  kind: VoucherKind,
  invoiceNo: string,
  input: ReversalInput,
  actor: Actor = {},
  redirect?: Redirect,
) {
  const { header } = voucherTables[kind];
  const [voucher] = await db.select({ id: header.id }).from(header).where(eq(header.invoiceNo, invoiceNo));
  if (!voucher) throw notFound(`${voucherKinds[kind].label} ${invoiceNo} does not exist`);
  return reverseVoucher(app, db, kind, voucher.id, input, actor, redirect);
}
