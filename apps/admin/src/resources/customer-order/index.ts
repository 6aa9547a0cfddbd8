import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { lazyScreen } from '../../lazyScreen.tsx';
import type { ResourceDeclaration } from '../declaration.ts';

/** An order is a document: its entry form is its own (none is generated for documents). */
export default {
  icon: ShoppingCart,
  views: { create: true, edit: true },
  recordRepresentation: (record: Record<string, unknown>) => String(record.order_no ?? `#${record.id}`),
} satisfies ResourceDeclaration;

const reports = () => import('./OrderReports.tsx');

/** The shop's order reports: pages of their own, listed at the end of the Sales menu group. */
export const salesReportPages = [
  {
    path: 'reports/orders-with-profit',
    label: 'sahay.orders.report_with_profit',
    permission: 'customerorder.read',
    Page: lazyScreen(reports, (m) => m.OrderProfitReport),
  },
  {
    path: 'reports/order-summary',
    label: 'sahay.orders.summary',
    permission: 'customerorder.read',
    Page: lazyScreen(reports, (m) => m.OrderSummaryReport),
  },
];
