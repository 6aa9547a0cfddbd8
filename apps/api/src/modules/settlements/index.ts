import { defineModule } from '../manifest.ts';
import settlementRoutes from './settlements.routes.ts';

/**
 * What a voucher settles: the gifts, subscriptions, orders and bills whose workflows posted it. It reads the modules
 * that name vouchers, which the books themselves do not know.
 */
export default defineModule({
  name: 'settlements',
  resources: [],
  routes: [settlementRoutes],
});
