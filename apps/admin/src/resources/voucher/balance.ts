import type { VoucherLine } from '../../dataProvider.ts';
import { typedPaisa } from '../../money.ts';

/** Why a line cannot be saved yet, as a message key of `sahay.vouchers`. */
export type LineProblem = 'no_ledger' | 'bad_amount' | 'no_amount' | 'both_sides';

/** A line's amount: empty is zero; text that is not an amount (letters, three decimals) is `undefined`. */
function amountOf(value: string | null | undefined) {
  return (value ?? '').trim() === '' ? 0n : typedPaisa(value);
}

export function lineProblem(line: VoucherLine | undefined): LineProblem | undefined {
  if (!line) return 'no_ledger';
  const debit = amountOf(line.debit_amount);
  const credit = amountOf(line.credit_amount);
  if (line.ledger === null || line.ledger === undefined || String(line.ledger) === '') return 'no_ledger';
  if (debit === undefined || credit === undefined) return 'bad_amount';
  if (debit > 0n && credit > 0n) return 'both_sides';
  if (debit === 0n && credit === 0n) return 'no_amount';
  return undefined;
}

/**
 * The running state of a voucher being entered: totals in paisa (BigInt, exact), the difference
 * (debits minus credits), the first line that is not ready, and whether it may be saved.
 */
export function voucherBalance(lines: readonly (VoucherLine | undefined)[]) {
  let debits = 0n;
  let credits = 0n;
  for (const line of lines) {
    debits += amountOf(line?.debit_amount) ?? 0n;
    credits += amountOf(line?.credit_amount) ?? 0n;
  }
  const problems = lines.map((line, index) => ({ index, problem: lineProblem(line) })).filter((p) => p.problem !== undefined);
  const difference = debits - credits;
  const balanced = difference === 0n && debits > 0n;
  return { debits, credits, difference, balanced, firstProblem: problems[0], ready: lines.length > 0 && balanced && problems.length === 0 };
}
