import { role } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { RoleCreate, RoleEdit, RoleList } from './RoleViews.tsx';

/** Roles with their permissions as a checkbox grid, and the menu entries the role sees. */
export default {
  list: guarded(RoleList, permissionFor(role, 'list')),
  create: guarded(RoleCreate, permissionFor(role, 'create')),
  edit: guarded(RoleEdit, permissionFor(role, 'update')),
} satisfies ResourceScreens;
