import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { role } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { RoleCreate, RoleEdit, RoleList } from './RoleViews.tsx';

/** Roles with their permissions as a checkbox grid, and the menu entries the role sees. */
export default {
  list: guarded(RoleList, permissionFor(role, 'list')),
  create: guarded(RoleCreate, permissionFor(role, 'create')),
  edit: guarded(RoleEdit, permissionFor(role, 'update')),
  icon: AdminPanelSettings,
} satisfies Partial<ResourceViews>;
