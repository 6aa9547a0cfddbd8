import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../reports/export/xlsx.ts';
import { toCsv } from '../../reports/period.ts';
import { type BillSummaryRow, billSummaryTable } from './summary.ts';

const t = (key: string) => key.split('.').at(-1) as string;
const rows: BillSummaryRow[] = [
  {
    id: 2,
    invoice_no: 'PF202603200001',
    purchase_date: '2026-03-20',
    vendor: 3,
    vendor_name: 'Dhaka Jute Mills, Ltd',
    status: 'paid',
    items: 2,
    quantity: 5,
    total: '1050.50',
    paid_from: 'cash',
    paid_date: '2026-03-21',
    voucher_invoice_no: 'PU202603210001',
  },
  {
    id: 1,
    invoice_no: 'PF202603010001',
    purchase_date: '2026-03-01',
    vendor: 4,
    vendor_name: 'Rangpur Weavers',
    status: 'finalised',
    items: 1,
    quantity: 1,
    total: '0.10',
    paid_from: null,
    paid_date: null,
    voucher_invoice_no: null,
  },
];

describe('the purchase bills summary’s exports', () => {
  const table = billSummaryTable(
    rows,
    { total_amount: '1050.60', paid_amount: '1050.50', unpaid_amount: '0.10' },
    '2026-03-01 – 2026-03-31',
    t,
  );

  it('writes CSV with the API’s decimal strings, a quoted vendor with a comma, and the period’s totals', () => {
    const csv = toCsv([table.columns.map((c) => c.label), ...table.rows, ...(table.footer ?? [])]).split('\r\n');
    expect(csv[0]).toBe('bill_no,date,name,status,items_count,quantity,total,paid_date,voucher');
    expect(csv[1]).toBe('PF202603200001,2026-03-20,"Dhaka Jute Mills, Ltd",paid,2,5,1050.50,2026-03-21,PU202603210001');
    expect(csv.at(-3)).toBe('total,,,,,,1050.60,,');
    expect(csv.at(-1)).toBe('unpaid_amount,,,,,,0.10,,');
  });

  it('writes XLSX whose totals are numbers made from those strings', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxOf(table, 'BDT'));
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    const bill = values.find((row) => row[0] === 'PF202603200001');
    expect(bill?.[6]).toBe(1050.5);
    expect(values.find((row) => row[0] === 'total')?.[6]).toBe(1050.6);
  });
});
