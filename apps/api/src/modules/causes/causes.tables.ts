import { cause, causeContent, causeContentImage } from '@sahay/contracts';
import { varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

/** A cause, and the sales voucher its creation posted (its goal owed to it), which its receipts name. */
export const causes = resourceTable(cause, {
  salesInvoiceNo: varchar('sales_invoice_no', { length: 40 }).unique('cause_sales_invoice_no_unique'),
});

export const causeContents = resourceTable(causeContent);
export const causeContentImages = resourceTable(causeContentImage);
