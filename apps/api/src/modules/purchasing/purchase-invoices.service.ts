import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Download } from '../../resource/endpoints.ts';
import { letterhead } from '../documents/index.ts';
import { type PrintedPurchase, purchasePdf } from './purchasing.pdf.ts';
import { vendors } from './purchasing.tables.ts';

/** A bill or a request to print: its vendor by id, its status as stored. */
export type PurchaseToPrint = Omit<PrintedPurchase, 'vendor'> & { vendor: number };

/**
 * A purchase document as a PDF download, on the charity's letterhead (its logo read from the media store),
 * with its vendor's name and contact details.
 */
export async function purchaseInvoice(media: MediaStore, db: DbOrTx, document: PurchaseToPrint, filename: string): Promise<Download> {
  const charity = await letterhead(db, media);
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, document.vendor));
  const content = await purchasePdf(charity, {
    ...document,
    status: document.status.replace(/^./, (c) => c.toUpperCase()),
    vendor: {
      name: vendor?.name ?? '',
      contact_person: vendor?.contactPerson,
      address: vendor?.address,
      phone: vendor?.primaryPhone,
      email: vendor?.email,
    },
  });
  return { content, filename: `${filename}.pdf` };
}
