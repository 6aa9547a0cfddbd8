import LocalShipping from '@mui/icons-material/LocalShipping';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Storefront from '@mui/icons-material/Storefront';
import { lazyScreen } from '../../lazyScreen.tsx';
import type { ResourceDeclaration } from '../declaration.ts';

/** A request or a bill changes only through its workflow: it has an entry form, and no edit form. */
const document = { create: true, edit: false };
export const purchaseRequest = { icon: RequestQuote, views: document } satisfies ResourceDeclaration;
export const purchaseFinal = { icon: LocalShipping, views: document } satisfies ResourceDeclaration;
export const vendor = { icon: Storefront } satisfies ResourceDeclaration;

const summaries = () => import('./PurchaseSummary.tsx');

/** The purchasing summaries: pages of their own, at the end of the Purchasing menu group, for roles that read them. */
export const purchaseReportPages = [
  {
    path: 'reports/purchase-bills',
    label: 'sahay.purchasing.bill_summary',
    permission: 'purchase_final.read',
    Page: lazyScreen(summaries, (m) => m.BillSummaryReport),
  },
  {
    path: 'reports/purchase-requests',
    label: 'sahay.purchasing.request_summary',
    permission: 'purchase_request.read',
    Page: lazyScreen(summaries, (m) => m.RequestSummaryReport),
  },
];
