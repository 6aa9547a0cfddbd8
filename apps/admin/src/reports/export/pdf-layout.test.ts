import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { columnWidths, type PdfPage, pdfDefinition, pdfFonts, scriptRuns } from './pdf-layout.ts';

/** The same font files the back office serves, read from the npm package. */
const fontFolder = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
const face = (subset: string) => ({
  normal: join(fontFolder, `noto-sans-bengali-${subset}-400-normal.woff`),
  bold: join(fontFolder, `noto-sans-bengali-${subset}-700-normal.woff`),
  italics: join(fontFolder, `noto-sans-bengali-${subset}-400-normal.woff`),
  bolditalics: join(fontFolder, `noto-sans-bengali-${subset}-700-normal.woff`),
});

/** The PDF made from a page with pdfmake (its Node build, with the same faces), and the text a reader extracts from it. */
async function rendered(page: PdfPage) {
  pdfmake.setFonts({ [pdfFonts.latin]: face('latin'), [pdfFonts.latinExtended]: face('latin-ext'), [pdfFonts.bengali]: face('bengali') });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(fontFolder));
  const bytes = new Uint8Array(await pdfmake.createPdf(pdfDefinition(page)).getBuffer());
  const document = await getDocumentProxy(bytes.slice());
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { bytes, pages };
}

const voucherPage = (language: string, labels: Record<string, string>): PdfPage => ({
  letterhead: 'Sahay Foundation',
  title: labels.title,
  fields: [[labels.number, 'PV20261123001']],
  table: {
    title: labels.title,
    columns: [{ label: labels.ledger }, { label: labels.debit, money: true }, { label: labels.credit, money: true }],
    rows: [
      ['Cash', null, '1050.00'],
      ['Fuel for Łódź', '1050.00', null],
    ],
    footer: [[labels.total, '1050.00', '1050.00']],
  },
  signatures: [labels.prepared],
  language,
  currency: 'BDT',
  generated: 'Generated on 2026-11-23',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
});

describe('scriptRuns', () => {
  it('puts Bengali letters and the taka sign in the Bengali face and the rest in the Latin one', () => {
    expect(scriptRuns('৳1,050.00')).toEqual([
      { text: '৳', font: pdfFonts.bengali },
      { text: '1,050.00', font: pdfFonts.latin },
    ]);
    expect(scriptRuns('মোট ডেবিট')).toEqual([
      { text: 'মোট', font: pdfFonts.bengali },
      { text: ' ', font: pdfFonts.latin },
      { text: 'ডেবিট', font: pdfFonts.bengali },
    ]);
    expect(scriptRuns('Cash')).toEqual([{ text: 'Cash', font: pdfFonts.latin }]);
    expect(scriptRuns('Łódź ₹5')).toEqual([
      { text: 'Ł', font: pdfFonts.latinExtended },
      { text: 'ód', font: pdfFonts.latin },
      { text: 'ź', font: pdfFonts.latinExtended },
      { text: ' ', font: pdfFonts.latin },
      { text: '₹', font: pdfFonts.bengali },
      { text: '5', font: pdfFonts.latin },
    ]);
  });
});

describe('columnWidths', () => {
  it('gives long text the room left by money and short text, and the first text column when all are short', () => {
    const money = { label: 'Debit', money: true };
    expect(
      columnWidths({
        title: '',
        columns: [{ label: 'Date' }, { label: 'Details' }, money],
        rows: [['2026-11-23', 'Fuel for the field trip to Sylhet', '1.00']],
      }),
    ).toEqual(['auto', '*', 'auto']);
    expect(columnWidths({ title: '', columns: [{ label: 'Particulars' }, money], rows: [['Cash', '1.00']] })).toEqual(['*', 'auto']);
  });
});

describe('pdfDefinition', () => {
  it('is an A4 page with the letterhead, the title, the table with its totals and page numbers', async () => {
    const { bytes, pages } = await rendered(
      voucherPage('en', {
        title: 'Payment voucher PV20261123001',
        number: 'Voucher number',
        ledger: 'Ledger',
        debit: 'Debit',
        credit: 'Credit',
        total: 'Total',
        prepared: 'Prepared by',
      }),
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    // A reader splits the text where the face changes ("৳" "1,050.00"): compared without white space.
    const text = pages[0].replace(/\s+/g, '');
    for (const words of [
      'Sahay Foundation',
      'Payment voucher PV20261123001',
      'Voucher number',
      'Cash',
      'Fuel for Łódź',
      'Total ৳1,050.00 ৳1,050.00',
      'Prepared by',
      'Page 1 of 1',
      'Generated on 2026-11-23',
    ]) {
      expect(text).toContain(words.replace(/\s+/g, ''));
    }
  });

  it('writes Bengali labels and amounts in Bengali digits that a reader extracts as Bengali text', async () => {
    const { pages } = await rendered(
      voucherPage('bn', {
        title: 'পরিশোধ ভাউচার',
        number: 'ভাউচার নম্বর',
        ledger: 'খতিয়ান',
        debit: 'ডেবিট',
        credit: 'ক্রেডিট',
        total: 'মোট',
        prepared: 'প্রস্তুতকারী',
      }),
    );
    // A reader gives shaped Bengali back in the order it is drawn: a vowel sign written before its
    // consonant comes first ("ডেবিট" is drawn ে ড ি ব ট), which shows the Indic shaping happened.
    const text = pages[0].replace(/\s+/g, '');
    expect(text).toContain('ভাউচার');
    expect(text).toContain('েডিবট');
    expect(text).toContain('েমাট');
    expect(text).toContain('৳১,০৫০.০০');
    expect(text).toContain('Page১of১');
    expect(text).not.toContain('\uFFFD');
  });
});
