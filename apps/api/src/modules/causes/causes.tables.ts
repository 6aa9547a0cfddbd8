import { cause, causeContent, causeContentImage } from '@sahay/contracts';
import { type PgColumn, varchar } from 'drizzle-orm/pg-core';
import { searchIndex } from '../../db/full-text.ts';
import { resourceTable } from '../../resource/table.ts';

/** A cause, and the sales voucher its creation posted (its goal owed to it), which its receipts name. */
/** What the site's search reads of a cause: its name first, then its text. */
export const causeSearched = (t: { name: PgColumn; category: PgColumn; summary: PgColumn; description: PgColumn }) => [
  t.name,
  t.category,
  t.summary,
  t.description,
];

export const causes = resourceTable(
  cause,
  { salesInvoiceNo: varchar('sales_invoice_no', { length: 40 }).unique('cause_sales_invoice_no_unique') },
  (t) => [searchIndex('cause_search_idx', causeSearched(t))],
);

export const causeContents = resourceTable(causeContent);
export const causeContentImages = resourceTable(causeContentImage);
