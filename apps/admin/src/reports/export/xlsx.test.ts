import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportTable } from './table.ts';
import { moneyCell, moneyFormat, xlsxOf } from './xlsx.ts';

const table: ExportTable = {
  title: 'Trial balance',
  subtitle: 'For 2025-07-01 to 2026-06-30',
  columns: [{ label: 'Particulars' }, { label: 'Debit', money: true }, { label: 'Credit', money: true }],
  rows: [
    ['Cash', '1234567.89', null],
    ['Donations', null, '0.10'],
    ['Bank', '0.2', ''],
  ],
  footer: [['Totals', '1234568.09', '0.10']],
};

async function readBack(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets[0];
}

describe('moneyCell', () => {
  it('is the number the decimal string says, made from the string alone', () => {
    expect(moneyCell('1050.5')).toBe(1050.5);
    expect(moneyCell('0.1')).toBe(0.1);
    expect(moneyCell('-75.00')).toBe(-75);
    expect(moneyCell('999999999999.99')).toBe(999999999999.99);
    expect(moneyCell('')).toBeNull();
    expect(moneyCell(null)).toBeNull();
    expect(moneyCell('n/a')).toBe('n/a');
  });
});

describe('xlsxOf', () => {
  it('writes the title, a bold header row, money as formatted numbers and bold footer rows', async () => {
    const sheet = await readBack(await xlsxOf(table, 'BDT'));
    expect(sheet.name).toBe('Trial balance');
    expect(sheet.getCell('A1').value).toBe('Trial balance');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('For 2025-07-01 to 2026-06-30');
    const header = sheet.getRow(4);
    expect(header.values).toEqual([undefined, 'Particulars', 'Debit', 'Credit']);
    expect(header.font?.bold).toBe(true);

    expect(sheet.getCell('B5').value).toBe(1234567.89);
    expect(sheet.getCell('B5').numFmt).toBe(moneyFormat('BDT'));
    expect(sheet.getCell('C5').value).toBeNull();
    expect(sheet.getCell('C6').value).toBe(0.1);
    expect(sheet.getCell('B7').value).toBe(0.2);

    const footer = sheet.getRow(8);
    expect(footer.values).toEqual([undefined, 'Totals', 1234568.09, 0.1]);
    expect(footer.font?.bold).toBe(true);
    expect(sheet.getCell('B8').numFmt).toBe('"৳"#,##0.00;-"৳"#,##0.00');
    expect(sheet.getCell('A5').font?.bold).not.toBe(true);
  });

  it('formats money in the currency of the books and sizes columns to what they hold', async () => {
    const sheet = await readBack(await xlsxOf(table, 'USD'));
    expect(sheet.getCell('B5').numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('$1,234,567.89'.length);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Particulars'.length);
  });

  it('leaves out the subtitle row when there is none and keeps sheet names within Excel rules', async () => {
    const sheet = await readBack(
      await xlsxOf({ ...table, title: 'Ledger report: Cash/Bank [all of a very long year]', subtitle: undefined }, 'BDT'),
    );
    expect(sheet.name).toBe('Ledger report  Cash Bank  all o');
    expect(sheet.getRow(3).values).toEqual([undefined, 'Particulars', 'Debit', 'Credit']);
  });
});
