import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../reports/export/xlsx.ts';
import { toCsv } from '../../reports/period.ts';
import { stockSummaryTable } from './stockSummary.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key.split('.').at(-1)}${options?.smart_count === undefined ? '' : ` ${options.smart_count}`}`;
const rows = [
  {
    product: 4,
    sku: 'JT-01',
    name: 'Jute tote, large',
    category: 2,
    category_name: 'Bags',
    quantity: 7,
    low_stock_threshold: 2,
    low: false,
    cost: '333.33',
    cost_value: '2333.31',
  },
  {
    product: 9,
    sku: 'NK-02',
    name: 'Nakshi kantha',
    category: 3,
    category_name: 'Textiles',
    quantity: 1,
    low_stock_threshold: 3,
    low: true,
    cost: '0.10',
    cost_value: '0.10',
  },
];

describe('the stock summary’s exports', () => {
  const table = stockSummaryTable(rows, { total_quantity: 8, total_cost_value: '2333.41', low_count: 1 }, 'All products', t);

  it('writes CSV with the API’s decimal strings, a quoted name with a comma, low marked, and the totals', () => {
    const csv = toCsv([table.columns.map((c) => c.label), ...table.rows, ...(table.footer ?? [])]).split('\r\n');
    expect(csv[0]).toBe('sku,product,category,on_hand,threshold,low,cost,cost_value');
    expect(csv[1]).toBe('JT-01,"Jute tote, large",Bags,7,2,no,333.33,2333.31');
    expect(csv[2]).toBe('NK-02,Nakshi kantha,Textiles,1,3,yes,0.10,0.10');
    expect(csv.at(-1)).toBe('total,,low_count 1,8,,,,2333.41');
  });

  it('writes XLSX whose money cells are numbers made from those strings', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxOf(table, 'BDT'));
    const values = workbook.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    expect(values.find((row) => row[0] === 'JT-01')?.[7]).toBe(2333.31);
    expect(values.find((row) => row[0] === 'NK-02')?.[6]).toBe(0.1);
    expect(values.find((row) => row[0] === 'total')?.[7]).toBe(2333.41);
  });
});
