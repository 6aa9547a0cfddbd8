import { describe, expect, it } from 'vitest';
import { orderReportTable, orderSummaryTable } from './reports.ts';

const t = (key: string) => key.split('.').at(-1) as string;
const paging = { page: 1, size: 25, total_pages: 1, total_elements: 1 };

describe('the order reports as export tables', () => {
  it('keep each line’s money as the API’s decimal strings, with the period’s totals as footer', () => {
    const table = orderReportTable(
      [
        {
          order: 1,
          order_no: 'SO202611250001',
          order_date: '2026-11-25',
          customer: 4,
          customer_name: 'Salma Akter',
          product: 9,
          product_name: 'Jute tote bag',
          quantity: 3,
          unit_price: '500.00',
          unit_cost: '320.50',
          line_total: '1500.00',
          cost_total: '961.50',
          profit: '538.50',
        },
      ],
      { ...paging, order_reports: [], total_sales: '1500.00', total_cost: '961.50', total_profit: '538.50' },
      '2026',
      t,
    );
    expect(table.rows[0].slice(4)).toEqual(['3', '500.00', '320.50', '1500.00', '961.50', '538.50']);
    expect(table.footer?.[0].slice(-3)).toEqual(['1500.00', '961.50', '538.50']);
    expect(table.columns.filter((c) => c.money)).toHaveLength(5);
  });

  it('say each order’s payment status in words', () => {
    const table = orderSummaryTable(
      [
        {
          id: 1,
          order_no: 'SO1',
          date: '2026-11-25',
          customer: null,
          customer_name: 'Walk-in customer',
          items: 2,
          total: '480.00',
          paid_amount: '480.00',
          due_amount: '0.00',
          payment_status: 'paid',
        },
      ],
      { ...paging, order_summaries: [], total_amount: '480.00', total_paid: '480.00', total_due: '0.00' },
      '2026',
      t,
    );
    expect(table.rows[0]).toEqual(['2026-11-25', 'SO1', 'Walk-in customer', '2', '480.00', '480.00', '0.00', 'paid']);
  });
});
