import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  accessEndpoints,
  accountingEndpoints,
  apiPathMarker,
  membersEndpoints,
  salesEndpoints,
  shopDashboardEndpoints,
  supportEndpoints,
  voucherEndpointsByKind,
} from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { client } from './client.ts';

const root = join(import.meta.dirname, '../../..');
/** The back office's and the site's own code: every file but the tests. */
const sources = ['apps/admin/src', 'apps/web/app'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.[^.]+$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name)),
);

describe('the back office and the site reach the API through the contracts', () => {
  it('write no API path by hand: every address comes from a declaration or the registry', () => {
    // `api/v1`, the segment every API path carries.
    const marker = apiPathMarker.slice(1, -1);
    expect(sources.length).toBeGreaterThan(100);
    const written = sources.filter((file) => readFileSync(file, 'utf8').includes(marker)).map((file) => relative(root, file));
    expect(written).toEqual([]);
  });

  it('call the addresses they always called, with or without the trailing slash as before', () => {
    expect(client.url(accessEndpoints.me)).toBe('/user/api/v1/user/me/');
    expect(client.url(accessEndpoints.adminMenuOfRole, { params: { roleId: 3 } })).toBe(
      '/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/3/',
    );
    expect(client.url(accessEndpoints.checkEmailWhenUpdate, { query: { email: 'a@b.org', user: 4 } })).toBe(
      '/user/api/v1/user/check_email_when_update/?email=a%40b.org&user=4',
    );
    expect(client.url(salesEndpoints.confirm)).toBe('/customerorder/api/v1/customerorder/confirm/');
    expect(client.url(salesEndpoints.cancel, { params: { id: 5 } })).toBe('/customerorder/api/v1/customerorder/cancel/5');
    expect(client.url(salesEndpoints.recordPayment, { params: { id: 5 } })).toBe('/customerorder/api/v1/customerorder/record_payment/5');
    expect(client.url(salesEndpoints.invoice, { params: { id: 5 } })).toBe('/customerorder/api/v1/customerorder/get_invoice_by_order_id/5');
    expect(client.url(membersEndpoints.markSubscriptionPaid, { params: { id: 8 } })).toBe(
      '/monthly_subscription/api/v1/monthly_subscription/mark_paid/8',
    );
    expect(client.url(supportEndpoints.agents)).toBe('/ticket/api/v1/ticket/agents');
    expect(client.url(voucherEndpointsByKind.payment_voucher.byInvoice, { params: { invoiceNo: 'PV-1' } })).toBe(
      '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/PV-1',
    );
    expect(client.url(shopDashboardEndpoints.lowStockProducts, { query: { size: '5' } })).toBe(
      '/dashboard/api/v1/get_all_low_stock_products/?size=5',
    );
    expect(client.url(accountingEndpoints.generalLedgerStatement, { query: { ledger: '7', date_after: '', page: '1', size: '25' } })).toBe(
      '/account_log_report/api/v1/account_log_report/general/?ledger=7&page=1&size=25',
    );
  });
});
