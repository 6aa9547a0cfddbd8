import { z } from 'zod';
import { id, isoDate, money, requiredText } from './fields.ts';
import { toPaisa } from './money.ts';

/**
 * The plain ways into the books: an expense paid from Cash or a bank, or money received into one, typed as
 * one amount between two ledgers instead of a voucher's debit and credit lines. Each posts a balanced
 * payment or receipt voucher; `cash_or_bank` is a ledger under Cash-in-Hand or Bank Accounts, `ledger` the
 * expense head (an expense) or the income ledger (money received), `cause` the cause it was spent on or given to.
 */
export const plainEntryInput = z.object({
  cash_or_bank: id(),
  ledger: id(),
  cause: id().nullable().optional(),
  amount: money().refine((value) => toPaisa(value) > 0n, 'Give an amount above 0.'),
  date: isoDate(),
  details: requiredText(1000),
});
export type PlainEntryInput = z.input<typeof plainEntryInput>;
export type PlainEntry = z.output<typeof plainEntryInput>;

/** The voucher an entry posted: its kind's number, to open it by. */
export const plainEntryAnswer = z.object({ invoice_no: z.string(), id: z.number(), detail: z.string() });
export type PlainEntryAnswer = z.infer<typeof plainEntryAnswer>;
