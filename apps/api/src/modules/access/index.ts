import { defineModule } from '../manifest.ts';
import { accessResources } from './access.resources.ts';
import adminMenuRoutes from './admin-menu.routes.ts';
import sessionRoutes from './sessions.routes.ts';
import twoFactorRoutes from './two-factor.routes.ts';
import userCheckRoutes from './user-checks.routes.ts';

export { ensureFirstAdministrator, roleIdsByName, seededRoles, syncAccess } from './access.setup.ts';
/** The users: other modules' records refer to a user account, and their reads join its names. */
export { users } from './access.tables.ts';
export {
  accountFields,
  accountsById,
  createAccount,
  createAccounts,
  personTitle,
  removeAccount,
  roleFor,
  takenByAccounts,
  takenMessages,
  updateAccount,
} from './accounts.ts';
export { countAttempt } from './attempts.ts';
export { default as sessions } from './sessions.plugin.ts';
export { staffHolding } from './staff.ts';
export { loadSecret, loadSigningKey } from './tokens.ts';

/** Users, roles and permissions, sign-in and the back office's menus. */
export default defineModule({
  name: 'access',
  resources: accessResources,
  routes: [sessionRoutes, twoFactorRoutes, userCheckRoutes, adminMenuRoutes],
});
