import { fromPaisa } from '@sahay/contracts';
import { typedPaisa } from '../../money.ts';

/** A line as the entry form holds it. */
export interface PurchaseLine {
  id?: number;
  product: number | null;
  quantity?: string | number | null;
  unit_cost?: string | null;
  expected_unit_cost?: string | null;
  note?: string | null;
}

const wholeNumber = /^\d{1,7}$/;

/** A line's amount as typed, exactly (paisa); what is not a quantity or an amount yet counts as 0. */
export function linePaisa(line: PurchaseLine, cost: 'unit_cost' | 'expected_unit_cost') {
  const quantity = String(line.quantity ?? '').trim();
  const amount = typedPaisa(line[cost]);
  if (!wholeNumber.test(quantity) || amount === undefined) return 0n;
  return amount * BigInt(quantity);
}

/** The total of the lines as typed, as a decimal string. */
export const linesTotal = (lines: PurchaseLine[], cost: 'unit_cost' | 'expected_unit_cost') =>
  fromPaisa(lines.reduce((sum, line) => sum + linePaisa(line, cost), 0n));
