import { fromPaisa, toPaisa, type VoucherKind, voucherKinds } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, PostedDocument, WriteContext } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { accountLogs } from './accounting.tables.ts';
import { refuseAnyLocked, refuseIfLocked } from './lock.ts';

type Row = Record<string, unknown>;

/** The log type a voucher's lines are written with (api-contract.md 6.2). */
export const logTypeOf: Record<VoucherKind, string> = {
  payment_voucher: 'payment_voucher',
  receipt_voucher: 'receipt_voucher',
  sales: 'sales',
  purchase: 'purchase',
  contra: 'contra',
  journal: 'journal',
  idjournal: 'journal',
};

/**
 * Refuses a voucher that is not balanced, naming the line or the difference: each line debits or
 * credits (one of them, more than zero), and the debits equal the credits, to the paisa.
 */
export function checkBalance(lines: Row[]) {
  const errors: Record<string, string[]> = {};
  let debits = 0n;
  let credits = 0n;
  for (const [i, line] of lines.entries()) {
    const debit = toPaisa(line.debit_amount as string);
    const credit = toPaisa(line.credit_amount as string);
    if (debit > 0n === credit > 0n) errors[`items.${i}.debit_amount`] = ['Give a debit or a credit on each line, not both.'];
    debits += debit;
    credits += credit;
  }
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  if (debits !== credits) {
    const off = debits > credits ? debits - credits : credits - debits;
    throw new HttpError(
      400,
      `The voucher does not balance: debits ${fromPaisa(debits)}, credits ${fromPaisa(credits)}; ${debits > credits ? 'debits' : 'credits'} are ${fromPaisa(off)} more.`,
    );
  }
}

/** A payment line names a cause for what was spent on it: a debit line, never the money's credit side. */
function checkCauses(lines: Row[]) {
  const errors: Record<string, string[]> = {};
  for (const [i, line] of lines.entries())
    if (line.cause != null && toPaisa(line.credit_amount as string) > 0n)
      errors[`items.${i}.cause`] = ['Name the cause on the line that pays for it (a debit), not on the credit.'];
  if (Object.keys(errors).length) throw new HttpError(400, errors);
}

/** Account-log rows are written this many at a time: well below PostgreSQL's 65,535 parameters a statement. */
const logChunk = 2000;

/**
 * The one gate to the books: a voucher's lines become account-log rows, in the voucher's transaction.
 * Every kind of voucher posts through here, and only here writes the account log. Nothing dated on or
 * before the lock date in force for the caller is posted, nor undone (the voucher changed or deleted):
 * the refusal rolls the whole transaction back. `postMany` posts many new vouchers (a bulk write's) by the
 * same checks and the same rows, the lock dates read once and the log written in a few statements.
 */
export function voucherPosting(kind: VoucherKind) {
  const dateField = voucherKinds[kind].date;
  const { label } = voucherKinds[kind];
  const dated = (record: Row) => record[dateField] as string;
  const check = (lines: Row[]) => {
    if (kind === 'payment_voucher') checkCauses(lines);
    checkBalance(lines);
  };
  const posted = (record: Row) => ({
    date: dated(record),
    what: `post ${label.toLowerCase()} ${record.invoice_no} dated ${dated(record)}`,
  });
  /** The account-log rows of a voucher: one a line. */
  const logRows = ({ record, lines }: PostedDocument, actor: number | undefined) =>
    lines.map((line) => ({
      ledger: line.ledger as number,
      subLedger: (line.sub_ledger ?? record.sub_ledger ?? null) as number | null,
      branch: (record.branch ?? null) as number | null,
      referenceNo: record.invoice_no as string,
      logType: logTypeOf[kind],
      debitAmount: fromPaisa(toPaisa(line.debit_amount as string)),
      creditAmount: fromPaisa(toPaisa(line.credit_amount as string)),
      logDate: dated(record),
      details: (line.details ?? record.details ?? null) as string | null,
      voucherId: record.id as number,
      createdBy: actor,
      updatedBy: actor,
    }));
  async function postMany(tx: DbOrTx, documents: PostedDocument[], context: WriteContext) {
    for (const { lines } of documents) check(lines);
    await refuseAnyLocked(
      tx,
      documents.map(({ record }) => posted(record)),
      context.caller,
    );
    const rows = documents.flatMap((document) => logRows(document, context.actor));
    for (let i = 0; i < rows.length; i += logChunk) await tx.insert(accountLogs).values(rows.slice(i, i + logChunk));
  }
  return {
    check,
    post: (tx: DbOrTx, document: PostedDocument, context: WriteContext) => postMany(tx, [document], context),
    postMany,
    async undo(tx: DbOrTx, { record }: PostedDocument, actor?: Actor) {
      await refuseIfLocked(
        tx,
        dated(record),
        actor?.caller,
        `change or delete ${label.toLowerCase()} ${record.invoice_no} dated ${dated(record)} (reverse it instead)`,
      );
      await tx.delete(accountLogs).where(eq(accountLogs.referenceNo, record.invoice_no as string));
    },
  };
}

/** One line of a document's posting: a ledger debited or credited (a payment's debit may name a cause). */
export interface PostingLine {
  ledger: number;
  debit_amount: string;
  credit_amount: string;
  cause?: number;
}

/** The two lines that move one amount from a ledger credited to a ledger debited. */
export const debitAndCredit = (amount: string, debit: number, credit: number): PostingLine[] => [
  { ledger: debit, debit_amount: amount, credit_amount: '0' },
  { ledger: credit, debit_amount: '0', credit_amount: amount },
];

/** A voucher as a document posts it: its date, what it is for, its lines, and the invoice it settles, if any. */
export interface VoucherToPost {
  date: string;
  details: string;
  lines: PostingLine[];
  refInvoiceNo?: string;
}

/** The voucher's input to its kind's repository. */
const voucherInput = (kind: VoucherKind, voucher: VoucherToPost) => ({
  [voucherKinds[kind].date]: voucher.date,
  details: voucher.details,
  ...(voucher.refInvoiceNo ? { ref_invoice_no: voucher.refInvoiceNo } : {}),
  items: voucher.lines,
});

const vouchersOf = (app: Pick<ResourceWriter, 'repositories'>, kind: VoucherKind) => app.repositories.get(kind) as Repository;

/**
 * How every document enters the books (a donation's receipt, an order's sale, a bill's purchase, a cause's
 * goal, a subscription paid): a voucher of its kind, numbered, audited and created through the vouchers'
 * own repository in the caller's transaction, whose posting hook above checks its lines and writes the
 * account log. Answers the voucher's invoice number.
 */
export async function postVoucher(
  app: Pick<ResourceWriter, 'repositories'>,
  tx: DbOrTx,
  kind: VoucherKind,
  voucher: VoucherToPost,
  actor: Actor = {},
) {
  const created = await vouchersOf(app, kind).create(tx, voucherInput(kind, voucher), actor);
  return created.invoice_no as string;
}

/**
 * Many vouchers of a kind at once (an import's past gifts), through the same repository and gate as
 * `postVoucher`: each checked as one would be, numbered in one step from the same counter (the numbers one
 * after the other would get, under the lock a clerk's voucher takes), the headers, lines, account log and
 * audit trail written in a few statements. Answers the invoice numbers, in the order given.
 */
export async function postVouchers(
  app: Pick<ResourceWriter, 'repositories'>,
  tx: DbOrTx,
  kind: VoucherKind,
  vouchers: VoucherToPost[],
  actor: Actor = {},
) {
  if (!vouchers.length) return [];
  const created = await vouchersOf(app, kind).insertMany(
    tx,
    vouchers.map((voucher) => voucherInput(kind, voucher)),
    actor,
  );
  return created.map((record) => record.invoice_no as string);
}
