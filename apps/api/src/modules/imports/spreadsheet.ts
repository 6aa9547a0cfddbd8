import { type ImportError, type ImportFormat, type ImportKind, importMaxBytes } from '@sahay/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { csvText } from '../documents/index.ts';
import { columnOfHeading, type ImportColumn, importColumns } from './columns.ts';

/** A row of a file: its line (the heading row is line 1) and its cells by field, blank cells left out. */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

/** What a file holds for a kind: its rows, the heading each field was read from, and what is wrong with the file as a whole. */
export interface Sheet {
  rows: SheetRow[];
  headings: Map<string, string>;
  errors: ImportError[];
}

const fileError = (message: string): Sheet => ({ rows: [], headings: new Map(), errors: [{ line: null, column: null, message }] });

/** The lines of a CSV file, each with its number: quoted fields (line breaks within), a byte-order mark and blank lines handled. */
function csvLines(content: string): { line: number; values: string[] }[] {
  const records = parse(content, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  // `info.lines` is the line a record ends on; a record starts where the one before it ended, blank lines aside.
  return records.map(({ record, info }) => ({ line: info.lines - (record.join(',').match(/\n/g)?.length ?? 0), values: record }));
}

/** A cell of a spreadsheet as text: a date as YYYY-MM-DD, a formula by its result, rich text by its words. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value).trim();
}

async function xlsxLines(base64: string): Promise<{ line: number; values: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cellText(cell.value);
    });
    const filled = Array.from(values, (v) => v ?? '');
    if (filled.some((v) => v !== '')) lines.push({ line: row.number, values: filled });
  });
  return lines;
}

/**
 * Reads a kind's file: the first line names the columns (English or Bengali headings, any order), the rest
 * are rows. A heading the kind does not know, or a column it needs that is missing, is an error of the file.
 */
export async function readSheet(kind: ImportKind, format: ImportFormat, content: string): Promise<Sheet> {
  let lines: { line: number; values: string[] }[];
  try {
    const bytes = format === 'csv' ? Buffer.byteLength(content) : Math.floor((content.length * 3) / 4);
    if (bytes > importMaxBytes) return fileError('The file is larger than 8 MB.');
    lines = format === 'csv' ? csvLines(content) : await xlsxLines(content);
  } catch (error) {
    return fileError(`The file is not a readable ${format.toUpperCase()} file: ${(error as Error).message}`);
  }
  const [heading, ...body] = lines;
  if (!heading) return fileError('The file is empty: its first line names the columns, as the template does.');
  const errors: ImportError[] = [];
  const fields: (ImportColumn | undefined)[] = heading.values.map((name) => {
    if (!name) return undefined;
    const found = columnOfHeading(kind, name);
    if (!found) errors.push({ line: heading.line, column: name, message: `No ${kind.replace('_', ' ')} column is called “${name}”.` });
    return found;
  });
  const headings = new Map<string, string>();
  for (const [i, field] of fields.entries()) {
    if (!field) continue;
    if (headings.has(field.key))
      errors.push({ line: heading.line, column: heading.values[i], message: `The column “${field.heading}” is given twice.` });
    headings.set(field.key, heading.values[i]);
  }
  for (const needed of importColumns[kind].filter((c) => c.required && !headings.has(c.key)))
    errors.push({
      line: heading.line,
      column: needed.heading,
      message: `The file has no column “${needed.heading}”, which every row needs.`,
    });
  if (!body.length) errors.push({ line: null, column: null, message: 'The file has no rows below its headings.' });
  const rows = body.map(({ line, values }) => {
    const cells: Record<string, string> = {};
    for (const [i, field] of fields.entries()) {
      const value = values[i]?.trim();
      if (field && value) cells[field.key] = value;
    }
    return { line, cells };
  });
  return { rows, headings, errors };
}

/** A kind's template: its headings and one example row. */
const templateRows = (kind: ImportKind) => [importColumns[kind].map((c) => c.heading), importColumns[kind].map((c) => c.example)];

export const csvTemplate = (kind: ImportKind) => ({ content: csvText(templateRows(kind)), filename: `${kind}-template.csv` });

export async function xlsxTemplate(kind: ImportKind) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  const [headings, example] = templateRows(kind);
  sheet.addRow(headings).font = { bold: true };
  sheet.addRow(example);
  // Every cell text, so a spreadsheet keeps a date, a code or a phone number as written.
  sheet.columns.forEach((c, i) => {
    c.width = Math.max(14, headings[i].length + 4);
    c.numFmt = '@';
  });
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), filename: `${kind}-template.xlsx` };
}
