import { type Currency, fromPaisa, paisaOf } from '@sahay/contracts';
import { currencySigns, formatMoney } from '../../money.ts';
import type { ExportTable } from './table.ts';

/** Excel's own limits on a sheet's name: 31 characters, none of `[]:*?/\`. */
function sheetName(title: string) {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Report'
  );
}

/** The number format of money cells: the currency's sign, thousands grouping and two decimals. */
export function moneyFormat(currency: Currency) {
  const sign = `"${currencySigns[currency]}"`;
  return `${sign}#,##0.00;-${sign}#,##0.00`;
}

/**
 * A money cell's number, made from the API's decimal string alone (`"1050.5"` is 1050.5): the nearest
 * double to the exact decimal, the same number a spreadsheet reads from the text, never a float sum.
 * Text that is not an amount stays text.
 */
export function moneyCell(value: string | null): number | string | null {
  if (value === null || value === '') return null;
  const paisa = paisaOf(value);
  return paisa === undefined ? value : Number(fromPaisa(paisa));
}

/** How wide a column is drawn: its widest heading or cell as shown, within reason. */
function widthOf(texts: string[]) {
  return Math.min(60, Math.max(10, ...texts.map((text) => text.length + 2)));
}

/**
 * The table as an XLSX workbook: the title and subtitle above a bold header row, money as numbers with
 * the currency's format, bold footer rows, and columns as wide as what they hold. exceljs is loaded
 * here, when a spreadsheet is asked for, so it never weighs on the first screen.
 */
export async function xlsxOf(table: ExportTable, currency: Currency): Promise<ArrayBuffer> {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  workbook.title = table.title;
  const sheet = workbook.addWorksheet(sheetName(table.title));

  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  if (table.subtitle) sheet.addRow([table.subtitle]).font = { italic: true };
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((column) => column.label));
  header.font = { bold: true };
  header.border = { bottom: { style: 'thin' } };

  const format = moneyFormat(currency);
  const add = (cells: (string | null)[], bold: boolean) => {
    const row = sheet.addRow(table.columns.map((column, i) => (column.money ? moneyCell(cells[i] ?? null) : (cells[i] ?? null))));
    table.columns.forEach((column, i) => {
      if (column.money) row.getCell(i + 1).numFmt = format;
    });
    if (bold) row.font = { bold: true };
    return row;
  };
  for (const cells of table.rows) add(cells, false);
  const footer = table.footer ?? [];
  footer.forEach((cells, i) => {
    const row = add(cells, true);
    if (i === 0) row.border = { top: { style: 'thin' } };
  });

  table.columns.forEach((column, i) => {
    const shown = [...table.rows, ...footer].map((cells) => {
      const value = cells[i] ?? '';
      return column.money ? formatMoney(value, 'en', { currency }) : value;
    });
    sheet.getColumn(i + 1).width = widthOf([column.label, ...shown]);
    if (column.money) sheet.getColumn(i + 1).alignment = { horizontal: 'right' };
  });

  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
