import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { defineModule } from '../manifest.ts';
import { documentNumbers } from './numbering.tables.ts';

/**
 * The next numbers of a document: prefix + YYYYMMDD + `00` + the prefix's sequence of the day
 * (api-contract.md 6.2: `PV2026112300` then 1, 2, ...). The counter row is taken with an upsert, which
 * locks it until the document's transaction ends: two clerks saving at once get two numbers, in order,
 * and a rolled-back document gives its number back. `count` numbers are taken in one step (a bulk write's),
 * the same ones as that many documents saved one after the other would get.
 */
export async function nextDocumentNumbers(tx: DbOrTx, prefix: string, count: number) {
  if (count < 1) return [];
  const [row] = await tx
    .insert(documentNumbers)
    .values({ prefix, day: sql`current_date`, last: count })
    .onConflictDoUpdate({ target: [documentNumbers.prefix, documentNumbers.day], set: { last: sql`${documentNumbers.last} + ${count}` } })
    .returning({ day: documentNumbers.day, last: documentNumbers.last });
  const day = row.day.replaceAll('-', '');
  return sequence(row.last, count).map((n) => `${prefix}${day}00${n}`);
}

/**
 * The next numbers of a yearly series: prefix, year and the year's sequence in five digits (`DR-2026-00001`).
 * Counted like the daily numbers, in the counter row of the year's first day under `<prefix>-year`, locked
 * until the document's transaction ends; `count` of them in one step.
 */
export async function nextYearNumbers(tx: DbOrTx, prefix: string, year: number, count: number) {
  if (count < 1) return [];
  const [row] = await tx
    .insert(documentNumbers)
    .values({ prefix: `${prefix}-year`, day: `${year}-01-01`, last: count })
    .onConflictDoUpdate({ target: [documentNumbers.prefix, documentNumbers.day], set: { last: sql`${documentNumbers.last} + ${count}` } })
    .returning({ last: documentNumbers.last });
  return sequence(row.last, count).map((n) => `${prefix}-${year}-${String(n).padStart(5, '0')}`);
}

export const nextYearNumber = async (tx: DbOrTx, prefix: string, year: number) => (await nextYearNumbers(tx, prefix, year, 1))[0];

/** The `count` numbers of a counter that now reads `last`, in order. */
const sequence = (last: number, count: number) => Array.from({ length: count }, (_, i) => last - count + 1 + i);

/** The counters of document numbers (vouchers, bills, orders). */
export default defineModule({ name: 'numbering', resources: [] });
