import { describe, expect, it } from 'vitest';
import { columnsOfSpecs, type ExportContext, exportTableOf, type ListColumn } from './columns.ts';

const words: Record<string, string> = {
  'ra.boolean.true': 'Yes',
  'ra.boolean.false': 'No',
  'sahay.vouchers.number': 'Voucher number',
  'sahay.vouchers.amount': 'Amount',
  'sahay.vouchers.debit_ledgers': 'Ledgers debited',
  'sahay.orders.walk_in': 'Walk-in customer',
};

const context = (titles?: ExportContext['titles']): ExportContext => ({
  title: 'Payment vouchers',
  translate: (key) => words[key] ?? key,
  heading: (column) => (column.label ? (words[column.label] ?? column.label) : column.source.replace(/_/g, ' ')),
  titles,
});

describe('a list’s export, derived from its columns', () => {
  it('holds the columns the list shows, in its order and under its headings, and nothing else of the record', () => {
    const columns: ListColumn[] = [
      { source: 'invoice_no', label: 'sahay.vouchers.number' },
      { source: 'payment_date', kind: 'date' },
      { source: 'amount', label: 'sahay.vouchers.amount', kind: 'money' },
      { source: 'debit_ledgers', label: 'sahay.vouchers.debit_ledgers', kind: 'names' },
    ];
    const record = {
      id: 9,
      invoice_no: 'PV2611270001',
      payment_date: '2026-11-27',
      amount: '1050.00',
      debit_ledgers: ['Fuel', 'Travel'],
      created_by: 22,
    };
    const table = exportTableOf(columns, [record], context());
    expect(table.title).toBe('Payment vouchers');
    expect(table.columns).toEqual([
      { label: 'Voucher number' },
      { label: 'payment date' },
      { label: 'Amount', money: true },
      { label: 'Ledgers debited' },
    ]);
    // The amount stays the exact decimal the API answered; the ledgers are named, never counted by id.
    expect(table.rows).toEqual([['PV2611270001', '2026-11-27', '1050.00', 'Fuel, Travel']]);
  });

  it('names a referenced record by its title, and says words where the column gives them', () => {
    const columns: ListColumn<{ customer?: number | null; customer_name?: string | null; cause?: number; active?: boolean }>[] = [
      { source: 'customer', text: (r, translate) => r.customer_name ?? translate('sahay.orders.walk_in') },
      { source: 'cause', kind: 'reference', reference: 'cause' },
      { source: 'active', kind: 'boolean' },
    ];
    const titles = new Map([['cause', new Map<unknown, string>([[4, 'Clean water']])]]);
    const table = exportTableOf(
      columns,
      [
        { customer: 3, customer_name: 'Rahima Begum', cause: 4, active: true },
        { customer: null, customer_name: null, cause: 5, active: false },
      ],
      context(titles),
    );
    expect(table.rows).toEqual([
      ['Rahima Begum', 'Clean water', 'Yes'],
      // A record the export could not read (deleted meanwhile) keeps its id rather than an empty cell.
      ['Walk-in customer', '#5', 'No'],
    ]);
  });

  it('leaves a cell empty where the record has no value', () => {
    const table = exportTableOf([{ source: 'details' }, { source: 'amount', kind: 'money' }], [{ details: null }], context());
    expect(table.rows).toEqual([[null, null]]);
  });

  it('makes a generated list’s columns from its contract’s fields: money, dates and references keep their kind', () => {
    const columns = columnsOfSpecs([
      { name: 'name', kind: 'text', required: true, schema: undefined as never },
      { name: 'goal_amount', kind: 'text', money: true, required: false, schema: undefined as never },
      { name: 'starts_on', kind: 'date', required: false, schema: undefined as never },
      { name: 'branch', kind: 'reference', reference: 'branch', required: false, schema: undefined as never },
    ]);
    expect(columns).toEqual([
      { source: 'name', kind: 'text', reference: undefined },
      { source: 'goal_amount', kind: 'money', reference: undefined },
      { source: 'starts_on', kind: 'date', reference: undefined },
      { source: 'branch', kind: 'reference', reference: 'branch' },
    ]);
  });
});
