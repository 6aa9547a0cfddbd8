import { user } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { UserCreate, UserEdit, UserList } from './UserViews.tsx';

export default {
  list: guarded(UserList, permissionFor(user, 'list')),
  create: guarded(UserCreate, permissionFor(user, 'create')),
  edit: guarded(UserEdit, permissionFor(user, 'update')),
} satisfies ResourceScreens;
