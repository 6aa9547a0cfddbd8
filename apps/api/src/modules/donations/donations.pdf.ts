import { createRequire } from 'node:module';
import { amountInWords, type Currency, currencies, defaultCurrency } from '@sahay/contracts';
import { asc } from 'drizzle-orm';
import type pdfmakeModule from 'pdfmake';
import sharp from 'sharp';

type TDocumentDefinitions = Parameters<typeof pdfmakeModule.createPdf>[0];

import type { Content } from 'pdfmake';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { generalSettings } from '../cms/index.ts';
import type { ReceiptData, statementOf } from './donations.service.ts';

/**
 * Donation receipts and donors' year-end statements as PDF, drawn by pdfmake: Latin text in the standard
 * Helvetica pdfkit carries, Bengali text (a donor's or the charity's name) in Noto Sans Bengali from npm.
 * Nothing is fetched; the only files read are those fonts.
 */
const bengaliFont = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`);
const fontFiles = {
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
  NotoSansBengali: { normal: bengaliFont(400), bold: bengaliFont(700), italics: bengaliFont(400), bolditalics: bengaliFont(700) },
};
const readableFonts = new Set(Object.values(fontFiles).flatMap((faces) => Object.values(faces)));
let loaded: Promise<typeof pdfmakeModule> | undefined;
/** pdfmake, loaded and set up with the first document: most starts of the server print none. */
const pdfmakeReady = () =>
  (loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts(fontFiles);
    // A document reads no web address and no file but its fonts; pictures come as data URLs.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => readableFonts.has(path));
    return pdfmake;
  }));

/** Bengali letters, signs and digits, with the joiners that shape conjuncts: one run of the Bengali font. */
const bengaliRun = /([\u0980-\u09FF\u200C\u200D]+)/;

/** A text as runs of one script each, Bengali ones in the Bengali font (Helvetica has no Bengali glyphs). */
function byScript(text: string): string | Content[] {
  if (!bengaliRun.test(text)) return text;
  return text
    .split(bengaliRun)
    .filter(Boolean)
    .map((part) => (bengaliRun.test(part) ? { text: part, font: 'NotoSansBengali' } : { text: part }));
}

/** The document's texts, wherever they are (strings, `text`, stacks, columns, table cells), split by script. */
function scripted(node: unknown): unknown {
  if (typeof node === 'string') {
    const runs = byScript(node);
    return typeof runs === 'string' ? runs : { text: runs };
  }
  if (Array.isArray(node)) return node.map(scripted);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = { ...node };
  if (typeof out.text === 'string') out.text = byScript(out.text);
  else if (Array.isArray(out.text)) out.text = out.text.map(scripted);
  for (const key of ['content', 'stack', 'columns', 'ul', 'ol'] as const) if (key in out) out[key] = scripted(out[key]);
  const table = out.table as { body?: unknown[][] } | undefined;
  if (table?.body) out.table = { ...table, body: table.body.map((row) => row.map(scripted)) };
  return out;
}

/** The charity as its letters head them: from the general setting. */
export interface Letterhead {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  /** The logo as a data URL of a PNG or JPEG (the pictures a PDF holds), when there is one. */
  logo: string | null;
  currency: Currency;
}

async function bytesOf(media: MediaStore, path: string) {
  const found = await media.read(path);
  if (!found?.body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The logo as a data URL a PDF can hold: PNG and JPEG as they are; any other picture the settings take (WebP,
 * GIF) drawn again as PNG, since pdfkit embeds only those two. A file that is no picture gives no logo.
 */
async function logoDataUrl(bytes: Buffer) {
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') return `data:image/png;base64,${bytes.toString('base64')}`;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  const png = await sharp(bytes)
    .png()
    .toBuffer()
    .catch(() => undefined);
  return png ? `data:image/png;base64,${png.toString('base64')}` : null;
}

/** The letterhead of the charity's documents; its logo only when the media store is at hand. */
export async function letterhead(db: DbOrTx, media?: MediaStore): Promise<Letterhead> {
  const [setting] = await db.select().from(generalSettings).orderBy(asc(generalSettings.id)).limit(1);
  const bytes = setting?.logo && media ? await bytesOf(media, setting.logo).catch(() => undefined) : undefined;
  const logo = bytes ? await logoDataUrl(bytes) : null;
  const currency = (currencies as readonly string[]).includes(String(setting?.currency))
    ? (setting?.currency as Currency)
    : defaultCurrency;
  return {
    name: setting?.siteName ?? 'Sahay',
    address: setting?.address ?? null,
    email: setting?.email ?? null,
    phone: setting?.phone ?? null,
    logo,
    currency,
  };
}

/** An amount with its digits grouped in thousands and the currency's code: `BDT 12,500.00`. */
export function money(amount: string, currency: Currency) {
  const [whole, cents = '00'] = amount.split('.');
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

export function head(charity: Letterhead, title: string): Content[] {
  const contact = [charity.address, charity.phone, charity.email].filter(Boolean).join('  ·  ');
  return [
    {
      columns: [
        ...(charity.logo ? [{ image: charity.logo, fit: [120, 48] as [number, number], width: 130 }] : []),
        {
          stack: [{ text: charity.name, style: 'charity' }, ...(contact ? [{ text: contact, style: 'small' }] : [])],
        },
      ],
      columnGap: 12,
    },
    { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 515, y2: 8, lineWidth: 0.5 }] },
    { text: title, style: 'title' },
  ];
}

const styles: TDocumentDefinitions['styles'] = {
  charity: { fontSize: 16, bold: true },
  small: { fontSize: 9, color: '#444444' },
  title: { fontSize: 18, bold: true, margin: [0, 18, 0, 12] },
  label: { bold: true },
  thanks: { margin: [0, 24, 0, 0], italics: true },
  tableHead: { bold: true, fillColor: '#eeeeee' },
};

export async function render(definition: TDocumentDefinitions) {
  return (await pdfmakeReady())
    .createPdf({
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 40],
      defaultStyle: { font: 'Helvetica', fontSize: 11 },
      styles,
      ...definition,
      content: scripted(definition.content) as Content,
    })
    .getBuffer();
}

const fullName = (r: { firstName: string; lastName: string | null }) => [r.firstName, r.lastName].filter(Boolean).join(' ');

/** A donation's receipt: the charity, the receipt's number and date, the donor, the amount in figures and words, cause and method. */
export async function receiptPdf(charity: Letterhead, r: ReceiptData): Promise<Buffer> {
  const row = (label: string, value: string) => [{ text: label, style: 'label' }, value];
  return render({
    info: { title: `Donation receipt ${r.receiptNo}`, author: charity.name },
    content: [
      ...head(charity, 'Donation receipt'),
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
