import { defineModule } from '../manifest.ts';
import purchaseBillRoutes from './purchase-bills.routes.ts';
import purchaseRequestRoutes from './purchase-requests.routes.ts';
import purchaseSummaryRoutes from './purchase-summaries.routes.ts';
import { purchasingResources } from './purchasing.resources.ts';

export { payBill, vendorLedger, vendorLedgerType } from './purchasing.service.ts';
export { purchaseFinals, purchaseRequests, vendors } from './purchasing.tables.ts';

/** Purchasing: vendors (with their ledgers), purchase requests, and bills paid and received in one step. */
export default defineModule({
  name: 'purchasing',
  resources: purchasingResources,
  routes: [purchaseRequestRoutes, purchaseBillRoutes, purchaseSummaryRoutes],
});
