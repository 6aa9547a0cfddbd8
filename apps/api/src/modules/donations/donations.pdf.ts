import { amountInWords } from '@sahay/contracts';
import type { Content } from 'pdfmake';
import { documentHead as head, type Letterhead, printedMoney as money, renderPdf as render } from '../documents/index.ts';
import type { ReceiptData, statementOf } from './donations.service.ts';

/** Donation receipts and donors' year-end statements as PDF, in the charity's printed documents' layout. */
const fullName = (r: { firstName: string; lastName: string | null }) => [r.firstName, r.lastName].filter(Boolean).join(' ');

/** A donation's receipt: the charity, the receipt's number and date, the donor, the amount in figures and words, cause and method. */
export async function receiptPdf(charity: Letterhead, r: ReceiptData): Promise<Buffer> {
  const row = (label: string, value: string) => [{ text: label, style: 'label' }, value];
  return render({
    info: { title: `Donation receipt ${r.receiptNo}`, author: charity.name },
    content: [
      ...head(charity, 'Donation receipt'),
      ...(r.voidedOn
        ? [{ text: `VOID: refunded on ${r.voidedOn}`, bold: true, fontSize: 16, color: '#b00020', margin: [0, 0, 0, 12] } as Content]
        : []),
      {
        table: {
          widths: [140, '*'],
          body: [
            row('Receipt number', r.receiptNo),
            row('Date', r.date),
            row('Received from', fullName(r)),
            row('Email', r.email),
            row('Amount', money(r.amount, charity.currency)),
            row('Amount in words', amountInWords(r.amount, charity.currency, 'en') ?? ''),
            row('Cause', r.cause ?? 'General fund'),
            row('Payment method', r.method),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: `Thank you for your gift to ${charity.name}. Your kindness reaches the people we serve.`,
        style: 'thanks',
      },
    ],
  });
}

/** A donor's year-end statement: each confirmed gift of the year and the total, or a sentence when there were none. */
export async function statementPdf(charity: Letterhead, s: Awaited<ReturnType<typeof statementOf>>): Promise<Buffer> {
  const gifts: Content = s.gifts.length
    ? {
        table: {
          headerRows: 1,
          widths: [70, 90, '*', 90, 90],
          body: [
            ['Date', 'Receipt no', 'Cause', 'Method', 'Amount'].map((text) => ({ text, style: 'tableHead' })),
            ...s.gifts.map((g) => [
              g.date,
              g.receiptNo,
              g.cause ?? 'General fund',
              g.method,
              { text: money(g.amount, charity.currency), alignment: 'right' as const },
            ]),
            [
              { text: 'Total', style: 'label', colSpan: 4 },
              '',
              '',
              '',
              { text: money(s.total, charity.currency), style: 'label', alignment: 'right' as const },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: `No confirmed donations were received from this donor in ${s.year}.` };
  return render({
    info: { title: `Donation statement ${s.year}: ${s.donor.name}`, author: charity.name },
    content: [
      ...head(charity, `Donation statement ${s.year}`),
      { text: [{ text: 'Donor: ', style: 'label' }, s.donor.name || s.donor.email] },
      { text: [{ text: 'Email: ', style: 'label' }, s.donor.email], margin: [0, 0, 0, 12] },
      gifts,
      ...(s.gifts.length
        ? [
            {
              text: `Total given in ${s.year}: ${money(s.total, charity.currency)} (${amountInWords(s.total, charity.currency, 'en')})`,
              margin: [0, 12, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
      { text: `Thank you for supporting ${charity.name}.`, style: 'thanks' },
    ],
  });
}
