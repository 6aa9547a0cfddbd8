import { defineModule } from '../manifest.ts';
import { membersResources } from './members.resources.ts';
import membersRoutes from './members.routes.ts';
import { seedPaymentMethods } from './seed.ts';

export { membersByKind, subscriptionsDue } from './figures.ts';
export { monthlySubscriptions, paymentMethodDetails, paymentMethods } from './members.tables.ts';
export { seedDemoMembers } from './seed.ts';

/** Members by kind, their monthly subscriptions and fee generation; the payment methods gifts arrive by. */
export default defineModule({
  name: 'members',
  resources: membersResources,
  routes: [membersRoutes],
  seed: seedPaymentMethods,
});
