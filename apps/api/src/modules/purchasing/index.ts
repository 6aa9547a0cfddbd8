import { defineModule } from '../manifest.ts';
import { purchasingResources } from './purchasing.resources.ts';
import purchasingRoutes from './purchasing.routes.ts';

export { payBill, vendorLedger, vendorLedgerType } from './purchasing.service.ts';
export { purchaseFinals, purchaseRequests, vendors } from './purchasing.tables.ts';

/** Purchasing: vendors (with their ledgers), purchase requests, and bills paid and received in one step. */
export default defineModule({ name: 'purchasing', resources: purchasingResources, routes: [purchasingRoutes] });
