import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs } from './audit.tables.ts';

type Row = Record<string, unknown>;
/** `erase`: a person's data was anonymised; its audit row names the person's id and keeps nothing of what was erased. */
type Action = 'create' | 'update' | 'delete' | 'erase';

const ignored = new Set(['id', 'created_at', 'updated_at', 'created_by', 'updated_by']);

/** The fields an update changed, each with its value before and after. */
export function changedFields(before: Row, after: Row) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (ignored.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key], value];
  }
  return changes;
}

function values(row: Row) {
  return Object.fromEntries(Object.entries(row).filter(([key, value]) => !ignored.has(key) && value !== null));
}

type AuditEntry = { userId?: number; entity: string; entityId: number; action: Action; before?: Row; after?: Row };

/** Rows of one multi-row insert: a bulk write's trail goes in a few statements, well below the parameters' limit. */
const auditChunk = 2000;

/** Writes the audit row of a change, or of many in a few statements; call it with the transaction of the change it records. */
export async function recordAudit(tx: DbOrTx, entries: AuditEntry | AuditEntry[]) {
  const rows = (Array.isArray(entries) ? entries : [entries]).flatMap((entry) => {
    const changes =
      entry.action === 'erase'
        ? {}
        : entry.action === 'update'
          ? changedFields(entry.before ?? {}, entry.after ?? {})
          : values((entry.action === 'create' ? entry.after : entry.before) ?? {});
    if (entry.action === 'update' && Object.keys(changes).length === 0) return [];
    return [{ userId: entry.userId ?? null, entity: entry.entity, entityId: entry.entityId, action: entry.action, changes }];
  });
  for (let i = 0; i < rows.length; i += auditChunk) await tx.insert(auditLogs).values(rows.slice(i, i + auditChunk));
}

/** Whether any record of these entities was ever created, changed or deleted (the trail is never emptied). */
export async function everWritten(db: DbOrTx, entities: string[]) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLogs).where(inArray(auditLogs.entity, entities));
  return count > 0;
}
