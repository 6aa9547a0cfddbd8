import { amountInWords } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Row } from '../../resource/define-resource.ts';
import { documentHead, letterhead, printedMoney, renderPdf } from '../documents/index.ts';
import type { orderItems } from './sales.service.ts';
import { customers } from './sales.tables.ts';

type Item = Awaited<ReturnType<typeof orderItems>>[number];

/**
 * An order's invoice: the charity's letterhead (shared with the donations' receipts), the order's number,
 * date and status, the customer, each line and the totals, paid and due, the total in words.
 */
export async function invoicePdf(db: DbOrTx, media: MediaStore | undefined, order: Row, items: Item[]) {
  const charity = await letterhead(db, media);
  const money = (amount: unknown) => printedMoney(String(amount ?? '0'), charity.currency);
  const [customer] = order.customer
    ? await db
        .select()
        .from(customers)
        .where(eq(customers.id, order.customer as number))
    : [undefined];
  const title =
    order.status === 'draft' ? 'Invoice (draft, not confirmed)' : order.status === 'cancelled' ? 'Invoice (cancelled)' : 'Invoice';
  const row = (label: string, value: string) => [{ text: label, bold: true }, value];
  const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });
  return renderPdf({
    info: { title: `Invoice ${order.order_no}`, author: charity.name },
    content: [
      ...documentHead(charity, title),
      {
        table: {
          widths: [120, '*'],
          body: [
            row('Invoice number', String(order.order_no)),
            row('Date', String(order.confirmed_date ?? order.order_date ?? '')),
            row('Billed to', customer ? customer.name : 'Walk-in customer'),
            ...(customer?.phone ? [row('Phone', customer.phone)] : []),
            ...(customer?.address ? [row('Address', customer.address)] : []),
            ...(order.sales_invoice_no ? [row('Sales voucher', String(order.sales_invoice_no))] : []),
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 60, 40, 80, 90],
          body: [
            ['Product', 'SKU', 'Qty', 'Unit price', 'Amount'].map((text) => ({ text, style: 'tableHead' })),
            ...items.map((i) => [i.product_name, i.sku, right(String(i.quantity)), right(money(i.unit_price)), right(money(i.line_total))]),
            [{ text: 'Total', bold: true, colSpan: 4 }, '', '', '', right(money(order.total), true)],
            [{ text: 'Paid', colSpan: 4 }, '', '', '', right(money(order.paid_amount))],
            [{ text: 'Due', bold: true, colSpan: 4 }, '', '', '', right(money(order.due_amount), true)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Total in words: ${amountInWords(String(order.total), charity.currency, 'en') ?? ''}`, margin: [0, 12, 0, 0] },
      { text: `Thank you for buying from ${charity.name}: every sale supports our work.`, style: 'thanks' },
    ],
  });
}
