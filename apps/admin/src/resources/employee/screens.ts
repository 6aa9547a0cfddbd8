import { employee } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { EmployeeCreate, EmployeeEdit, EmployeeList } from './EmployeeViews.tsx';

export default {
  list: guarded(EmployeeList, permissionFor(employee, 'list')),
  create: guarded(EmployeeCreate, permissionFor(employee, 'create')),
  edit: guarded(EmployeeEdit, permissionFor(employee, 'update')),
} satisfies ResourceScreens;
