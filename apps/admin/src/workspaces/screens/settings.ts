import { workspaceScreens } from '../../generic/views.tsx';
import auditLog from '../../resources/audit-log/screens.ts';
import role from '../../resources/role/screens.ts';
import user from '../../resources/user/screens.ts';

/** The screens of Settings' own resources (users, roles, the audit trail): fetched together when the first opens. */
export default workspaceScreens({ user, role, audit_log: auditLog });
