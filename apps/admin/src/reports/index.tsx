import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Assessment from '@mui/icons-material/Assessment';
import Balance from '@mui/icons-material/Balance';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Lock from '@mui/icons-material/Lock';
import MenuBook from '@mui/icons-material/MenuBook';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/Savings';
import Summarize from '@mui/icons-material/Summarize';
import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyScreen as screen } from '../lazyScreen.tsx';

/** The permission of every account report: the API's own name for it. */
export const reportPermission = 'account_log.read';

const LedgerReport = screen(
  () => import('./LedgerReport.tsx'),
  (m) => m.LedgerReport,
);
const CashBankStatement = screen(
  () => import('./CashBankStatement.tsx'),
  (m) => m.CashBankStatement,
);
const CashBankTotals = screen(
  () => import('./CashBankTotals.tsx'),
  (m) => m.CashBankTotals,
);
const statements = () => import('./Statements.tsx');
const TrialBalanceReport = screen(statements, (m) => m.TrialBalanceReport);
const ProfitLossReport = screen(statements, (m) => m.ProfitLossReport);
const BalanceSheetReport = screen(statements, (m) => m.BalanceSheetReport);
const voucherReports = () => import('./VoucherReports.tsx');
const VoucherReport = screen(voucherReports, (m) => m.VoucherReport);
const VoucherSummary = screen(voucherReports, (m) => m.VoucherSummary);
const LockDates = screen(
  () => import('./LockDates.tsx'),
  (m) => m.LockDates,
);
const YearEnd = screen(
  () => import('./YearEnd.tsx'),
  (m) => m.YearEnd,
);

/** The account reports: screens of their own under /admin/reports/, listed in the Accounting menu group. */
export const reportPages: { path: string; label: string; icon: ComponentType; Page: ComponentType }[] = [
  { path: 'reports/ledger', label: 'sahay.reports.ledger', icon: MenuBook, Page: LedgerReport },
  {
    path: 'reports/cash-bank-statement',
    label: 'sahay.account_reports.by_ledger_type',
    icon: AccountBalanceWallet,
    Page: CashBankStatement,
  },
  { path: 'reports/cash-bank-totals', label: 'sahay.account_reports.cash_bank_totals', icon: Savings, Page: CashBankTotals },
  { path: 'reports/voucher-report', label: 'sahay.account_reports.voucher_report', icon: ReceiptLong, Page: VoucherReport },
  { path: 'reports/voucher-summary', label: 'sahay.account_reports.voucher_summary', icon: Summarize, Page: VoucherSummary },
  { path: 'reports/trial-balance', label: 'sahay.reports.trial_balance', icon: Balance, Page: TrialBalanceReport },
  { path: 'reports/profit-loss', label: 'sahay.reports.profit_loss', icon: Assessment, Page: ProfitLossReport },
  { path: 'reports/balance-sheet', label: 'sahay.reports.balance_sheet', icon: AccountBalance, Page: BalanceSheetReport },
  // The books' closed periods: their lock dates, and the closing of a fiscal year.
  { path: 'books/lock-dates', label: 'sahay.books.lock_title', icon: Lock, Page: LockDates },
  { path: 'books/year-end', label: 'sahay.books.year_end_title', icon: EventAvailable, Page: YearEnd },
];

/** The reports' routes, for react-admin's `<CustomRoutes>` (inside the layout, behind the sign-in). */
export const reportRoutes = reportPages.map(({ path, Page }) => <Route key={path} path={`/${path}`} element={<Page />} />);
