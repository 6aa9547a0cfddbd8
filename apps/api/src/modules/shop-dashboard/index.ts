import { defineModule } from '../manifest.ts';
import shopDashboardRoutes from './dashboard.routes.ts';

export { seedDemoShop } from './seed.ts';

/** The shop's dashboard figures and its stock summary: reads of the catalogue, the stock and the orders. */
export default defineModule({ name: 'shop-dashboard', resources: [], routes: [shopDashboardRoutes] });
export { bestSellers, categorizedItemCounts, countOf, lowStock, ordersOf, orderTotals } from './dashboard.service.ts';
