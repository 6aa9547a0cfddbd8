import type { DescribedRequestLine } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Download } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { purchaseInvoice } from './purchase-invoices.service.ts';
import { describedLines, imagesOfRequest, type PurchasingApp, totalOf } from './purchasing.service.ts';

/** A purchase request as its routes answer and print it: whole, with its lines described and their pictures. */

const requests = (app: PurchasingApp) => app.repositories.get('purchase_request') as Repository;

/** A request whole: its lines with product, SKU, amount and their pictures, and its expected total. */
export async function requestWhole(
  app: PurchasingApp,
  db: DbOrTx,
  id: number,
): Promise<Row & { items: DescribedRequestLine[]; expected_total: string }> {
  const request = await requests(app).get(db, id);
  const images = await imagesOfRequest(db, id);
  const lines = await describedLines(db, request.items as Row[]);
  const items = lines.map((l) => ({ ...l, images: images.get(l.id as number) ?? [] })) as DescribedRequestLine[];
  return { ...request, items, expected_total: totalOf(request.items as Row[]) };
}

/** A request's lines, each with its pictures, under the contract's key. */
export async function requestLinesWithImages(app: PurchasingApp, db: DbOrTx, id: number) {
  return { purchase_req_items: (await requestWhole(app, db, id)).items };
}

/** A request printed as PDF: its lines at their expected unit cost, and the expected total. */
export async function requestInvoice(app: PurchasingApp & { media: MediaStore }, db: DbOrTx, id: number): Promise<Download> {
  const request = await requestWhole(app, db, id);
  const document = {
    kind: 'request' as const,
    number: String(request.request_no),
    date: String(request.request_date),
    status: String(request.status),
    vendor: request.vendor as number,
    note: request.note as string | null,
    lines: request.items.map(({ product_name, sku, quantity, expected_unit_cost, line_total }) => ({
      product_name,
      sku,
      quantity,
      unit_cost: expected_unit_cost,
      line_total,
    })),
    total: request.expected_total,
    paid: null,
  };
  return purchaseInvoice(app.media, db, document, `purchase-request-${request.request_no}`);
}
