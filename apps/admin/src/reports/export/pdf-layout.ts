import type { Currency } from '@sahay/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatMoney, localDigits } from '../../money.ts';
import type { ExportTable } from './table.ts';

/**
 * The printed page of a report or a voucher, as pdfmake reads it: pure data, made here without loading
 * pdfmake (the renderer in `pdf.ts` is loaded only when a PDF is asked for).
 */

/** The faces of Noto Sans Bengali that the PDF embeds: its Latin part, its Latin Extended part and its Bengali part. */
export const pdfFonts = { latin: 'NotoSans', latinExtended: 'NotoSansLatinExt', bengali: 'NotoSansBengali' } as const;

/** The characters the Bengali face holds (its own Unicode ranges): the Bengali block, dandas, joiners, ₹. */
const bengaliCharacter = /[\u0951\u0952\u0964\u0965\u0980-\u09FE\u1CD0-\u1CF7\u20B9\u25CC\uA8F1]|\u200C|\u200D/u;
/** The letters of the Latin Extended face: accented letters beyond Latin-1 (ă, ł, ṣ), and more currency signs. */
const latinExtendedCharacter =
  /[\u0100-\u02BA\u02BD-\u02C5\u02C7-\u02CC\u02CE-\u02D7\u02DD-\u02FF\u1D00-\u1DBF\u1E00-\u1E9F\u1EF2-\u1EFF\u20A0-\u20AB\u20AD-\u20B8\u20BA-\u20C0\u2113\u2C60-\u2C7F\uA720-\uA7FF]/u;
const latinShared = /[\u0131\u0152\u0153]/u;

/** The face that draws a character: Bengali, Latin Extended, or (for everything else) Latin. */
function faceOf(character: string) {
  if (bengaliCharacter.test(character)) return pdfFonts.bengali;
  if (latinExtendedCharacter.test(character) && !latinShared.test(character)) return pdfFonts.latinExtended;
  return pdfFonts.latin;
}

/**
 * Text cut into runs of one face each: Bengali letters (and the taka and rupee signs) in the Bengali face,
 * accented letters beyond Latin-1 in the Latin Extended one, the rest (Latin letters, digits, spaces,
 * punctuation) in the Latin one. A PDF face has no fallback, so
 * `৳1,050.00` is two runs.
 */
export function scriptRuns(text: string): { text: string; font: string }[] {
  const runs: { text: string; font: string }[] = [];
  for (const character of text) {
    const font = faceOf(character);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

/** Text in the right faces, as one pdfmake text node (plain text when it is all Latin). */
export function text(value: string, style: Record<string, unknown> = {}): Content {
  const runs = scriptRuns(value);
  if (runs.length <= 1) return { text: value, ...(runs[0] ? { font: runs[0].font } : {}), ...style } as Content;
  return { text: runs, ...style } as Content;
}

export interface PdfPage {
  /** The charity's name, at the head of every first page. */
  letterhead: string;
  title: string;
  subtitle?: string;
  /** Label and value pairs printed above the table (a voucher's header). */
  fields?: [string, string][];
  table: ExportTable;
  /** Lines printed after the table (the amount in words). */
  notes?: string[];
  /** Places to sign, side by side at the end (Prepared by, Checked by, Approved by). */
  signatures?: string[];
  language: string;
  currency: Currency;
  /** Already translated: "Generated on …" and the page number's words. */
  generated: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * Money and short text (dates, numbers) as wide as they are; longer text shares what is left of the page,
 * and when there is none, the first text column takes it, so a table spans the page.
 */
export function columnWidths(table: ExportTable): ('auto' | '*')[] {
  const widths = table.columns.map((column, i) => {
    const longest = Math.max(column.label.length, ...[...table.rows, ...(table.footer ?? [])].map((cells) => (cells[i] ?? '').length));
    return column.money || longest <= 18 ? ('auto' as const) : ('*' as const);
  });
  const firstText = table.columns.findIndex((column) => !column.money);
  if (!widths.includes('*') && firstText >= 0) widths[firstText] = '*';
  return widths;
}

/** The table of an export: a repeated header row, money right-aligned in the currency, footer rows bold. */
export function tableContent(table: ExportTable, language: string, currency: Currency): Content {
  const cell = (value: string | null, money: boolean | undefined, bold = false): TableCell => {
    if (value === null || value === '') return { text: '' };
    const shown = money ? formatMoney(value, language, { currency }) : value;
    // Leading spaces indent a statement's groups and ledgers under their sections: kept.
    return text(shown, { alignment: money ? 'right' : 'left', bold, noWrap: Boolean(money), preserveLeadingSpaces: true }) as TableCell;
  };
  const header = table.columns.map((column) => text(column.label, { bold: true, alignment: column.money ? 'right' : 'left' }) as TableCell);
  const rows = table.rows.map((cells) => table.columns.map((column, i) => cell(cells[i] ?? null, column.money)));
  const footer = (table.footer ?? []).map((cells) =>
    table.columns.map(
      (column, i) => ({ ...(cell(cells[i] ?? null, column.money, true) as object), bold: true, fillColor: '#eeeeee' }) as TableCell,
    ),
  );
  return {
    table: {
      headerRows: 1,
      widths: columnWidths(table),
      body: [header, ...rows, ...footer],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

/** The whole document: A4 (turned when the table is wide), letterhead, title, table, signatures, page numbers. */
export function pdfDefinition(page: PdfPage): TDocumentDefinitions {
  const content: Content[] = [
    text(page.letterhead, { fontSize: 16, bold: true, alignment: 'center' }),
    {
      canvas: [{ type: 'line', x1: 0, y1: 4, x2: page.table.columns.length > 5 ? 770 : 515, y2: 4, lineWidth: 0.8 }],
      margin: [0, 0, 0, 10],
    },
    text(page.title, { fontSize: 13, bold: true, margin: [0, 0, 0, 2] }),
  ];
  if (page.subtitle) content.push(text(page.subtitle, { fontSize: 10, margin: [0, 0, 0, 8] }));
  if (page.fields?.length) {
    content.push({
      table: {
        widths: ['auto', '*'],
        body: page.fields.map(([label, value]) => [text(label, { bold: true }), text(value)] as TableCell[]),
      },
      layout: 'noBorders',
      fontSize: 10,
      margin: [0, 4, 0, 10],
    });
  }
  content.push(tableContent(page.table, page.language, page.currency));
  for (const note of page.notes ?? []) content.push(text(note, { margin: [0, 8, 0, 0], fontSize: 10, italics: true }));
  if (page.signatures?.length) {
    content.push({
      columns: page.signatures.map((label) => ({
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.5 }] },
          text(label, { margin: [0, 4, 0, 0], fontSize: 10 }),
        ],
      })),
      columnGap: 20,
      margin: [0, 70, 0, 0],
      unbreakable: true,
    } as Content);
  }
  return {
    pageSize: 'A4',
    pageOrientation: page.table.columns.length > 5 ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 50],
    info: { title: page.subtitle ? `${page.title} — ${page.subtitle}` : page.title, author: page.letterhead },
    defaultStyle: { font: pdfFonts.latin, fontSize: 10 },
    content,
    footer: (current, pages) => ({
      columns: [
        text(page.generated, { alignment: 'left' }),
        text(localDigits(page.pageOf(current, pages), page.language), { alignment: 'right' }),
      ],
      margin: [40, 15, 40, 0],
      fontSize: 8,
      color: '#555555',
    }),
  };
}
