import { defineModule } from '../manifest.ts';
import { duesRemindersJob } from './dues-reminders.ts';
import { membersResources } from './members.resources.ts';
import membersRoutes from './members.routes.ts';
import { monthlyDuesJob } from './monthly-dues.ts';
import { seedPaymentMethods } from './seed.ts';

export { membersByKind, subscriptionsDue } from './figures.ts';
export { createMembers } from './members.resources.ts';
export { monthlySubscriptions, paymentMethodDetails, paymentMethods } from './members.tables.ts';
export { seedDemoMembers } from './seed.ts';

/**
 * Members by kind, their monthly subscriptions and fee generation; the payment methods gifts arrive by. On the first
 * of each month the month's dues are generated, and every morning members are reminded of dues left unpaid.
 */
export default defineModule({
  name: 'members',
  resources: membersResources,
  routes: [membersRoutes],
  seed: seedPaymentMethods,
  jobs: [monthlyDuesJob, duesRemindersJob],
});
