import { auditLog } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { AuditList, AuditShow } from './AuditViews.tsx';

/** Read only: no create, edit or delete screens exist. */
export default {
  list: guarded(AuditList, permissionFor(auditLog, 'list')),
  show: guarded(AuditShow, permissionFor(auditLog, 'get')),
} satisfies ResourceScreens;
