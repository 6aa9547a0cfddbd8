import { amountInWords } from '@sahay/contracts';
import type { Content } from 'pdfmake';
import { documentHead, type Letterhead, printedMoney, renderPdf } from '../documents/index.ts';

/** A purchase document as printed: a bill or a request, with its vendor and described lines. */
export interface PrintedPurchase {
  kind: 'bill' | 'request';
  number: string;
  date: string;
  status: string;
  vendor: { name: string; contact_person?: string | null; address?: string | null; phone?: string | null; email?: string | null };
  note?: string | null;
  lines: { product_name: string; sku: string; quantity: number; unit_cost: string; line_total: string }[];
  total: string;
  paid?: { from: string; date: string; voucher: string } | null;
}

const paidFromWords: Record<string, string> = { cash: 'Cash', bank: 'Bank', vendor: 'On credit (owed to the vendor)' };

/**
 * A purchase bill or request as PDF, on the charity's letterhead (the same drawing as the donations'
 * receipts): the vendor, each line with its quantity, unit cost and amount, the total in figures and words.
 */
export async function purchasePdf(charity: Letterhead, p: PrintedPurchase): Promise<Buffer> {
  const title = p.kind === 'bill' ? `Purchase bill ${p.number}` : `Purchase request ${p.number}`;
  const money = (amount: string) => printedMoney(amount, charity.currency);
  const vendorLines = [p.vendor.contact_person, p.vendor.address, p.vendor.phone, p.vendor.email].filter(Boolean) as string[];
  const right = (text: string) => ({ text, alignment: 'right' as const });
  const content: Content[] = [
    ...documentHead(charity, p.kind === 'bill' ? 'Purchase bill' : 'Purchase request'),
    {
      columns: [
        { stack: [{ text: 'Vendor', style: 'label' }, p.vendor.name, ...vendorLines.map((text) => ({ text, style: 'small' }))] },
        {
          stack: [
            { text: [{ text: p.kind === 'bill' ? 'Bill number: ' : 'Request number: ', style: 'label' }, p.number] },
            { text: [{ text: 'Date: ', style: 'label' }, p.date] },
            { text: [{ text: 'Status: ', style: 'label' }, p.status] },
          ],
        },
      ],
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 70, 50, 90, 90],
        body: [
          ['Item', 'SKU', 'Qty', p.kind === 'bill' ? 'Unit cost' : 'Expected cost', 'Amount'].map((text) => ({ text, style: 'tableHead' })),
          ...p.lines.map((l) => [l.product_name, l.sku, right(String(l.quantity)), right(money(l.unit_cost)), right(money(l.line_total))]),
          [
            { text: 'Total', style: 'label', colSpan: 4 },
            '',
            '',
            '',
            { text: money(p.total), style: 'label', alignment: 'right' as const },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: `In words: ${amountInWords(p.total, charity.currency, 'en') ?? ''}`, margin: [0, 8, 0, 0] },
    ...(p.note ? [{ text: [{ text: 'Note: ', style: 'label' }, p.note], margin: [0, 8, 0, 0] } as Content] : []),
    ...(p.paid
      ? [
          {
            text: `Paid on ${p.paid.date} from ${paidFromWords[p.paid.from] ?? p.paid.from}; purchase voucher ${p.paid.voucher}.`,
            margin: [0, 8, 0, 0],
          } as Content,
        ]
      : []),
  ];
  return renderPdf({ info: { title, author: charity.name }, content });
}
