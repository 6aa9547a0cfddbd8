import { auditLog } from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { defineModule } from '../manifest.ts';
import { auditLogs } from './audit.tables.ts';

export { everWritten, recordAudit } from './audit.service.ts';

export const auditLogResource = defineResource({ contract: auditLog, table: auditLogs });

/** The trail of changes: written by every write, read by administrators. */
export default defineModule({ name: 'audit', resources: [auditLogResource] });
