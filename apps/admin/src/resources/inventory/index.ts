import Inventory2 from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../../lazyScreen.tsx';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Inventory2,
} satisfies ResourceDeclaration;

/** The stock summary: a page of its own at the end of the Inventory menu group, for roles that read the stock. */
export const stockReportPages = [
  {
    path: 'reports/stock-summary',
    label: 'sahay.stock_summary.title',
    permission: 'inventory.read',
    Page: lazyScreen(
      () => import('./StockSummary.tsx'),
      (m) => m.StockSummaryReport,
    ),
  },
];
