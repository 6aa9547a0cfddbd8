import { createRequire } from 'node:module';
import type { Currency } from '@sahay/contracts';
import type pdfmakeModule from 'pdfmake';
import type { Content } from 'pdfmake';
import type { Letterhead } from './letterhead.ts';

type TDocumentDefinitions = Parameters<typeof pdfmakeModule.createPdf>[0];

/**
 * The layout of every printed document (receipts, statements, invoices, bills), drawn by pdfmake: Latin text
 * in the standard Helvetica pdfkit carries, Bengali text (a donor's or the charity's name) in Noto Sans
 * Bengali from npm. Nothing is fetched; the only files read are those fonts.
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

/** An amount with its digits grouped in thousands and the currency's code: `BDT 12,500.00`. */
export function money(amount: string, currency: Currency) {
  const [whole, cents = '00'] = amount.split('.');
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** The letterhead and the document's title, at the top of its first page. */
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

/** A document as PDF bytes, A4, its texts split by script. */
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
