import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { accountLogs, groups, ledgerAccounts } from './accounting.tables.ts';

/**
 * Ledgers other modules open for their records (a member's, a donor's, a cause's), and the receipts they
 * post: the other modules' only way into the chart of accounts and the books.
 */

/** The id of a group by name (one of the seeded chart's). */
export async function groupId(tx: DbOrTx, name: string) {
  const [row] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  if (!row) throw new Error(`The chart of accounts has no group named ${name}.`);
  return row.id;
}

/**
 * Opens the ledger of a record under a group: named as asked, or with the record's id added when another
 * ledger already has the name. Answers its id.
 */
export async function openLedger(
  tx: DbOrTx,
  ledger: { name: string; ledgerType: string; referenceId: number; group: string; actor?: number },
) {
  const [clash] = await tx
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(eq(sql`lower(${ledgerAccounts.name})`, ledger.name.toLowerCase()));
  const name = clash.n > 0 ? `${ledger.name} #${ledger.referenceId}` : ledger.name;
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({
      name,
      ledgerType: ledger.ledgerType,
      referenceId: ledger.referenceId,
      headGroup: await groupId(tx, ledger.group),
      createdBy: ledger.actor,
      updatedBy: ledger.actor,
    })
    .returning({ id: ledgerAccounts.id });
  return row.id;
}

/** The ledger a record opened (by its type and the record's id), if any. */
export async function ledgerOf(tx: DbOrTx, ledgerType: string, referenceId: number) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ledgerType, ledgerType), eq(ledgerAccounts.referenceId, referenceId)));
  return row;
}

/** How many account-log rows post to a ledger. */
export async function postingsTo(tx: DbOrTx, ledger: number) {
  const [row] = await tx.select({ n: count() }).from(accountLogs).where(eq(accountLogs.ledger, ledger));
  return row.n;
}

/** Removes a ledger nothing posts to (its record is going). */
export async function closeLedger(tx: DbOrTx, ledger: number) {
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.id, ledger));
}

/**
 * Posts a receipt voucher through the vouchers' own repository (numbered, balanced, audited): one ledger
 * debited (Cash by default), another credited, in the caller's transaction. Answers its invoice number.
 */
export async function postReceipt(
  app: Pick<FastifyInstance, 'repositories'>,
  tx: DbOrTx,
  receipt: { date: string; amount: string; credit: number; debit?: number; details: string; refInvoiceNo?: string },
  actor: Actor = {},
) {
  const debit = receipt.debit ?? (await cashLedger(tx));
  const voucher = await (app.repositories.get('receipt_voucher') as Repository).create(
    tx,
    {
      receipt_date: receipt.date,
      details: receipt.details,
      ...(receipt.refInvoiceNo ? { ref_invoice_no: receipt.refInvoiceNo } : {}),
      items: [
        { ledger: debit, debit_amount: receipt.amount, credit_amount: '0' },
        { ledger: receipt.credit, debit_amount: '0', credit_amount: receipt.amount },
      ],
    },
    actor,
  );
  return voucher.invoice_no as string;
}

/**
 * Posts a purchase voucher through the vouchers' own repository (numbered `PU…`, balanced, audited): the
 * purchase ledger debited (Company Purchase, under Purchase Accounts, by default), the ledger the money came
 * from or is owed to credited (Cash, Bank, a vendor's), in the caller's transaction. Answers its invoice number.
 */
export async function postPurchase(
  app: Pick<FastifyInstance, 'repositories'>,
  tx: DbOrTx,
  purchase: { date: string; amount: string; credit: number; debit?: number; details: string },
  actor: Actor = {},
) {
  const debit = purchase.debit ?? (await purchaseLedger(tx));
  const voucher = await (app.repositories.get('purchase') as Repository).create(
    tx,
    {
      purchase_date: purchase.date,
      details: purchase.details,
      items: [
        { ledger: debit, debit_amount: purchase.amount, credit_amount: '0' },
        { ledger: purchase.credit, debit_amount: '0', credit_amount: purchase.amount },
      ],
    },
    actor,
  );
  return voucher.invoice_no as string;
}

/** The seeded Company Purchase ledger (under Purchase Accounts). */
export async function purchaseLedger(tx: DbOrTx) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.name, 'Company Purchase'), eq(ledgerAccounts.isDefault, true)));
  if (!row) throw new Error('The chart of accounts has no Company Purchase ledger.');
  return row.id;
}

/** The seeded Cash ledger. */
export async function cashLedger(tx: DbOrTx) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.name, 'Cash'), eq(ledgerAccounts.isDefault, true)));
  if (!row) throw new Error('The chart of accounts has no Cash ledger.');
  return row.id;
}

/** The ledgers records of one kind opened, by the record's id. */
export async function ledgersOf(db: DbOrTx, ledgerType: string, referenceIds: number[]) {
  if (!referenceIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: ledgerAccounts.id, reference: ledgerAccounts.referenceId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ledgerType, ledgerType), inArray(ledgerAccounts.referenceId, referenceIds)));
  return new Map(rows.map((r) => [r.reference as number, r.id]));
}
