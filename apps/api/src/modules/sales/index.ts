import { defineModule } from '../manifest.ts';
import orderPathRoutes from './order-paths.routes.ts';
import orderReadRoutes from './order-reads.routes.ts';
import orderWriteRoutes from './order-writes.routes.ts';
import reportRoutes from './reports.routes.ts';
import { salesResources } from './sales.resources.ts';
import { seedSales } from './seed.ts';

export { cancelOrder, confirmOrder, paymentStatusOf, recordPayment } from './sales.service.ts';
export { customerOrderLines, customerOrders, customers, orderPayments, shopPaymentMethods } from './sales.tables.ts';

/** Customers and their orders: drafts confirmed into stock and the books, cancelled back out, paid against. */
export default defineModule({
  name: 'sales',
  resources: salesResources,
  routes: [orderReadRoutes, orderWriteRoutes, orderPathRoutes, reportRoutes],
  seed: seedSales,
});
