import { defineModule } from '../manifest.ts';
import accountLogRoutes from './account-log.routes.ts';
import { accountingResources } from './accounting.resources.ts';
import periodRoutes from './periods.routes.ts';
import reportRoutes from './reports.routes.ts';
import { seedChartOfAccounts } from './seed.ts';
import voucherRoutes from './voucher.routes.ts';

export { accountLogs, groups, ledgerAccounts } from './accounting.tables.ts';
export { incomeAndExpenses } from './financial-statements.ts';
export {
  cashLedger,
  closeLedger,
  groupId,
  ledgerOf,
  ledgerPlace,
  ledgersOf,
  openLedger,
  openLedgers,
  postingsTo,
  purchaseLedger,
} from './ledgers.ts';
export { lockDateFor, readBooksSettings, refuseIfLocked } from './lock.ts';
export { debitAndCredit, type PostingLine, postVoucher, postVouchers, type VoucherToPost } from './posting.ts';
export {
  changeSalesAmount,
  type DateSpan,
  postingYears,
  receiptsNaming,
  receiptTotals,
  receivedInto,
  removeSales,
  spendingByCause,
} from './references.ts';
export { type Redirect, reverseVoucher, reverseVoucherNumbered } from './reversal.ts';
export { causeGoalsGroup, chartOfAccounts, goalContraLedger, ledgerId, seededLedgers } from './seed.ts';
export { voucherIdOf } from './voucher-tables.ts';

/** The books: the chart of accounts, seven kinds of voucher posting to the account log, and its reports. */
export default defineModule({
  name: 'accounting',
  resources: accountingResources,
  routes: [voucherRoutes, accountLogRoutes, reportRoutes, periodRoutes],
  seed: seedChartOfAccounts,
});
