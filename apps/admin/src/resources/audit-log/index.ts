import History from '@mui/icons-material/History';
import { auditLog } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { AuditList, AuditShow } from './AuditViews.tsx';

/** Read only: no create, edit or delete screens exist. */
export default {
  list: guarded(AuditList, permissionFor(auditLog, 'list')),
  show: guarded(AuditShow, permissionFor(auditLog, 'get')),
  create: undefined,
  edit: undefined,
  icon: History,
} satisfies Partial<ResourceViews>;
