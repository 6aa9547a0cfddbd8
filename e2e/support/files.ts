import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';

/** Presses a button that downloads a file, and answers the file's suggested name and its bytes. */
export async function downloadBy(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The first sheet of an XLSX file, read back with exceljs. */
export async function firstSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** A sheet's rows as arrays of cell values (the first cell first). */
export function sheetRows(sheet: ExcelJS.Worksheet) {
  const rows: { values: unknown[]; bold: boolean; row: ExcelJS.Row }[] = [];
  sheet.eachRow((row) =>
    rows.push({ values: (row.values as unknown[]).slice(1), bold: row.getCell(1).font?.bold === true || row.font?.bold === true, row }),
  );
  return rows;
}

/**
 * The text of every page of a PDF file as a PDF reader extracts it, without its white space (a reader splits
 * text where the face changes, as in "৳" "1,050.00"); checks the file is a PDF first.
 */
export async function pdfText(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1'), 'a PDF file').toBe('%PDF-');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('').replace(/\s+/g, '');
}

/** Words as `pdfText` gives them back: without their white space. */
export function compact(words: string) {
  return words.replace(/\s+/g, '');
}

/** A PDF of one empty page with a correct cross-reference table: what a scanner or a printer driver would write. */
export function minimalPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A CSV file's rows as cells: quoted cells may hold commas, quotes (doubled) and line breaks; a leading BOM is dropped. */
export function csvRows(bytes: Buffer) {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') cell += text[++i];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
