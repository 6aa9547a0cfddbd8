import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { defineModule } from '../manifest.ts';
import { documentNumbers } from './numbering.tables.ts';

/**
 * The next number of a document: prefix + YYYYMMDD + `00` + the prefix's sequence of the day
 * (api-contract.md 6.2: `PV2026112300` then 1, 2, ...). The counter row is taken with an upsert, which
 * locks it until the document's transaction ends: two clerks saving at once get two numbers, in order,
 * and a rolled-back document gives its number back.
 */
export async function nextDocumentNumber(tx: DbOrTx, prefix: string) {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ prefix, day: sql`current_date`, last: 1 })
    .onConflictDoUpdate({ target: [documentNumbers.prefix, documentNumbers.day], set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ day: documentNumbers.day, last: documentNumbers.last });
  return `${prefix}${row.day.replaceAll('-', '')}00${row.last}`;
}

/**
 * The next number of a yearly series: prefix, year and the year's sequence in five digits (`DR-2026-00001`).
 * Counted like the daily numbers, in the counter row of the year's first day under `<prefix>-year`, locked
 * until the document's transaction ends.
 */
export async function nextYearNumber(tx: DbOrTx, prefix: string, year: number) {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ prefix: `${prefix}-year`, day: `${year}-01-01`, last: 1 })
    .onConflictDoUpdate({ target: [documentNumbers.prefix, documentNumbers.day], set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  return `${prefix}-${year}-${String(row.last).padStart(5, '0')}`;
}

/** The counters of document numbers (vouchers, bills, orders). */
export default defineModule({ name: 'numbering', resources: [] });
