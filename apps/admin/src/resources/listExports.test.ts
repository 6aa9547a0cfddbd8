import { afterAll, describe, expect, it } from 'vitest';
import { exportContextOf } from '../generic/columnFields.tsx';
import { exportTableOf, type ListColumn } from '../generic/columns.ts';
import { i18nProvider } from '../i18n/index.ts';
import { auditColumns } from './audit-log/auditColumns.ts';
import { statementColumns } from './bank-statement/statementColumns.ts';
import { contentColumns } from './cms-menu-content/contentColumns.tsx';
import { imageColumns } from './cms-menu-content-image/imageColumns.ts';
import { stockColumns } from './inventory/stockColumns.tsx';
import { subscriptionColumns } from './monthly-subscription/subscriptionColumns.ts';
import { purchaseColumns } from './purchasing/purchaseColumns.tsx';

interface HandBuiltList {
  resource: string;
  columns: ListColumn<never>[];
  /** A row as the API answers it: ids beside names, and fields the list does not show. */
  record: Record<string, unknown>;
  /** The titles of the records a reference column names, as the exporter reads them. */
  titles?: Record<string, Record<number, string>>;
  headings: string[];
  row: (string | null)[];
}

/** The lists built by hand rather than generated: each export is made from the columns the list shows. */
const lists: HandBuiltList[] = [
  {
    resource: 'purchase_request',
    columns: purchaseColumns('request'),
    record: {
      id: 3,
      request_no: 'PR2611270003',
      request_date: '2026-11-27',
      vendor: 5,
      vendor_name: 'Karim Traders',
      status: 'finalised',
      created_by: 22,
    },
    headings: ['Request number', 'Date', 'Vendor', 'Status'],
    row: ['PR2611270003', '2026-11-27', 'Karim Traders', 'Finalised'],
  },
  {
    resource: 'purchase_final',
    columns: purchaseColumns('bill'),
    record: {
      id: 8,
      invoice_no: 'PB2611270008',
      purchase_date: '2026-11-27',
      vendor: 5,
      vendor_name: 'Karim Traders',
      status: 'paid',
      total: '12500.50',
      created_by: 22,
    },
    headings: ['Bill number', 'Date', 'Vendor', 'Status', 'Total'],
    row: ['PB2611270008', '2026-11-27', 'Karim Traders', 'Paid', '12500.50'],
  },
  {
    resource: 'monthly_subscription',
    columns: subscriptionColumns,
    record: {
      id: 12,
      member: 4,
      member_name: 'Kamrul Hasan',
      subscription_date: '2026-11-01',
      amount: '250.00',
      status: 'paid',
      receipt_invoice_no: 'RV2611010004',
      month: '2026-11',
    },
    headings: ['Id', 'Member', 'Date', 'Amount', 'Status', 'Receipt'],
    row: ['12', 'Kamrul Hasan', '2026-11-01', '250.00', 'Paid', 'RV2611010004'],
  },
  {
    resource: 'inventory',
    columns: stockColumns,
    record: {
      id: 6,
      product: 31,
      product_name: 'Winter blanket',
      sku: 'BLK-01',
      quantity: 4,
      low_stock: true,
      low_stock_threshold: 5,
      updated_at: '2026-11-27T08:30:00.000Z',
    },
    headings: ['Product', 'SKU', 'On hand', 'Low-stock threshold', 'Updated'],
    row: ['Winter blanket', 'BLK-01', '4', '5', '2026-11-27T08:30:00.000Z'],
  },
  {
    resource: 'bank_statement',
    columns: statementColumns,
    record: {
      id: 2,
      file_name: 'dbbl-november.csv',
      ledger: 9,
      start_date: '2026-11-01',
      end_date: '2026-11-27',
      line_count: 14,
      closing_balance: '84210.75',
    },
    titles: { ledger: { 9: 'Dutch-Bangla Bank' } },
    headings: ['File name', 'Ledger', 'From', 'To', 'Lines', 'Closing balance'],
    row: ['dbbl-november.csv', 'Dutch-Bangla Bank', '2026-11-01', '2026-11-27', '14', '84210.75'],
  },
  {
    resource: 'audit_log',
    columns: auditColumns,
    record: {
      id: 90,
      at: '2026-11-27T09:00:00.000Z',
      user_id: 22,
      entity: 'payment_voucher',
      entity_id: 41,
      action: 'create',
      changes: {},
    },
    titles: { user_id: { 22: 'Nasrin Akter' } },
    headings: ['Id', 'When', 'By', 'Record type', 'Record', 'Action'],
    row: ['90', '2026-11-27T09:00:00.000Z', 'Nasrin Akter', 'Payment voucher', '41', 'create'],
  },
  {
    resource: 'cms_menu_content',
    columns: contentColumns,
    // The words' markup is taken out by the browser's parser (the browser test reads a block's words in the file).
    record: { id: 17, cms_menu: 2, name: 'mission', value: null },
    titles: { cms_menu: { 2: 'About us' } },
    headings: ['Id', 'Menu', 'Key', 'Content'],
    row: ['17', 'About us', 'mission', null],
  },
  {
    resource: 'cms_menu_content_image',
    columns: imageColumns,
    record: { id: 5, cms_menu: 2, head: 'Our field work', position: 1, image: '/media/content/5.webp' },
    titles: { cms_menu: { 2: 'About us' } },
    headings: ['Menu', 'Group', 'Order', 'Image'],
    row: ['About us', 'Our field work', '1', '/media/content/5.webp'],
  },
];

const translate = (key: string, options?: Record<string, unknown>) => String(i18nProvider.translate(key, options));

function exportOf(list: HandBuiltList) {
  const titles = new Map(
    Object.entries(list.titles ?? {}).map(([source, byId]) => [
      source,
      new Map<unknown, string>(Object.entries(byId).map(([id, title]) => [Number(id), title])),
    ]),
  );
  return exportTableOf(list.columns, [list.record], exportContextOf(translate, list.resource, titles));
}

afterAll(() => i18nProvider.changeLocale('en'));

describe.each(lists.map((list) => [list.resource, list] as const))('the %s list’s export', (_name, list) => {
  it('holds the columns the list shows, under its headings, with names where the record holds ids', async () => {
    await i18nProvider.changeLocale('en');
    const table = exportOf(list);
    expect(table.columns.map((column) => column.label)).toEqual(list.headings);
    expect(table.rows).toEqual([list.row]);
  });

  it('heads every column in Bengali', async () => {
    await i18nProvider.changeLocale('bn');
    const headings = exportOf(list).columns.map((column) => column.label);
    for (const heading of headings) expect(heading).toMatch(/[\u0980-\u09FF]/);
  });
});
