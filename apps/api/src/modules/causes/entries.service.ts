import { type PlainEntry, type PlainEntryAnswer, type VoucherKind, voucherKinds } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { debitAndCredit, ledgerPlace, postVoucher, voucherIdOf } from '../accounting/index.ts';
import type { CausesApp } from './causes.service.ts';
import { causes } from './causes.tables.ts';

/**
 * The plain ways into the books: an expense paid from Cash or a bank, and money received into one. They live
 * beside the causes because an entry may name one, and a cause's spent and raised figures sum them: an
 * expense names the cause on its debit line, money received names the cause's sales invoice as every gift does.
 */

/** The groups whose ledgers hold the charity's money. */
const moneyGroups = ['Cash-in-Hand', 'Bank Accounts'];

type Errors = Record<string, string[]>;

async function checkCashOrBank(tx: DbOrTx, ledger: number, errors: Errors) {
  const place = await ledgerPlace(tx, ledger);
  if (!place) errors.cash_or_bank = [`No ledger account has the id ${ledger}.`];
  else if (!place.groups.some((group) => moneyGroups.includes(group)))
    errors.cash_or_bank = [`${place.name} is not a cash or bank ledger: choose a ledger under Cash-in-Hand or Bank Accounts.`];
}

async function checkHead(tx: DbOrTx, ledger: number, primary: 'Expenses' | 'Incomes', errors: Errors) {
  const place = await ledgerPlace(tx, ledger);
  const kind = primary === 'Expenses' ? 'an expense' : 'an income';
  if (!place) errors.ledger = [`No ledger account has the id ${ledger}.`];
  else if (place.primary !== primary) errors.ledger = [`${place.name} is not ${kind} ledger: choose a ledger under ${primary}.`];
}

async function causeOf(tx: DbOrTx, id: number | null | undefined, errors: Errors) {
  if (id == null) return undefined;
  const [found] = await tx
    .select({ id: causes.id, name: causes.name, invoiceNo: causes.salesInvoiceNo })
    .from(causes)
    .where(eq(causes.id, id));
  if (!found) errors.cause = [`No cause has the id ${id}.`];
  return found;
}

/** The answer: the posted voucher's number and id; a named cause's figures on the site change with it. */
async function answerOf(app: CausesApp, tx: DbOrTx, kind: VoucherKind, invoiceNo: string, cause: unknown): Promise<PlainEntryAnswer> {
  if (cause) await afterCommit(tx, () => app.writeEffects.changed('cause'));
  return {
    invoice_no: invoiceNo,
    id: (await voucherIdOf(tx, kind, invoiceNo)) as number,
    detail: `${voucherKinds[kind].label} ${invoiceNo} posted.`,
  };
}

/** Every field's refusal at once, before anything is written. */
function refuseIfAny(errors: Errors) {
  if (Object.keys(errors).length) throw new HttpError(400, errors);
}

/** An expense paid from Cash or a bank: a payment voucher debiting the expense head (the cause on that line). */
export function recordExpense(app: CausesApp, db: DbOrTx, input: PlainEntry, caller: Caller | null) {
  return inTransaction(db, async (tx) => {
    const errors: Errors = {};
    await checkCashOrBank(tx, input.cash_or_bank, errors);
    await checkHead(tx, input.ledger, 'Expenses', errors);
    const cause = await causeOf(tx, input.cause, errors);
    refuseIfAny(errors);
    const [debit, credit] = debitAndCredit(input.amount, input.ledger, input.cash_or_bank);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'payment_voucher',
      { date: input.date, details: input.details, lines: [{ ...debit, ...(cause ? { cause: cause.id } : {}) }, credit] },
      { caller },
    );
    return answerOf(app, tx, 'payment_voucher', invoiceNo, cause);
  });
}

/** Money received into Cash or a bank: a receipt voucher crediting the income ledger (naming the cause's invoice). */
export function recordReceipt(app: CausesApp, db: DbOrTx, input: PlainEntry, caller: Caller | null) {
  return inTransaction(db, async (tx) => {
    const errors: Errors = {};
    await checkCashOrBank(tx, input.cash_or_bank, errors);
    await checkHead(tx, input.ledger, 'Incomes', errors);
    const cause = await causeOf(tx, input.cause, errors);
    if (cause && !cause.invoiceNo) errors.cause = [`The cause “${cause.name}” has no sales invoice to give to.`];
    refuseIfAny(errors);
    const invoiceNo = await postVoucher(
      app,
      tx,
      'receipt_voucher',
      {
        date: input.date,
        details: input.details,
        ...(cause?.invoiceNo ? { refInvoiceNo: cause.invoiceNo } : {}),
        lines: debitAndCredit(input.amount, input.cash_or_bank, input.ledger),
      },
      { caller },
    );
    return answerOf(app, tx, 'receipt_voucher', invoiceNo, cause);
  });
}
