import Badge from '@mui/icons-material/Badge';
import { employee } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { EmployeeCreate, EmployeeEdit, EmployeeList } from './EmployeeViews.tsx';

export default {
  list: guarded(EmployeeList, permissionFor(employee, 'list')),
  create: guarded(EmployeeCreate, permissionFor(employee, 'create')),
  edit: guarded(EmployeeEdit, permissionFor(employee, 'update')),
  icon: Badge,
} satisfies Partial<ResourceViews>;
