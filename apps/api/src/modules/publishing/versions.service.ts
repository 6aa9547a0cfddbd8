import type { ContentVersion } from '@sahay/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { users } from '../access/index.ts';
import { type EditorialPart, restoreParts } from './parts.ts';
import { contentVersions } from './publishing.tables.ts';

/** Keeps the record as it was just saved, in the save's transaction. */
export async function saveVersion(tx: DbOrTx, entity: string, record: Row, savedBy: number | undefined) {
  await tx.insert(contentVersions).values({ entity, entityId: record.id as number, record, savedBy: savedBy ?? null });
}

export async function deleteVersions(tx: DbOrTx, entity: string, entityId: number) {
  await tx.delete(contentVersions).where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)));
}

/** A record's versions, newest first, each with the name of who saved it. */
export async function listVersions(db: DbOrTx, entity: string, entityId: number): Promise<ContentVersion[]> {
  const rows = await db
    .select({ version: contentVersions, firstName: users.firstName, lastName: users.lastName })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.id));
  return rows.map(({ version, firstName, lastName }) => ({
    id: version.id,
    entity: version.entity,
    entity_id: version.entityId,
    record: version.record,
    saved_by: version.savedBy,
    saved_by_name: firstName ? [firstName, lastName].filter(Boolean).join(' ') : null,
    saved_at: version.savedAt.toISOString(),
  }));
}

/**
 * Saves the record again with every field of the contract as that version held it, and its parts' rows as it
 * held them, in one transaction: through the repositories, so the save checks the caller may publish, keeps one
 * version of its own and empties the caches. A version kept before the entity had parts leaves them as they are.
 */
export async function restoreVersion(
  db: DbOrTx,
  repository: Repository,
  parts: readonly (EditorialPart & { repository: Repository })[],
  entityId: number,
  versionId: number,
  caller: Caller | null,
) {
  const entity = repository.contract.name;
  const [version] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)));
  if (!version) throw notFound(`${repository.contract.label} id - ${entityId} has no version ${versionId}`);
  const fields = Object.keys(repository.contract.input.shape);
  const values = Object.fromEntries(fields.filter((f) => f in version.record).map((f) => [f, version.record[f]]));
  return inTransaction(db, async (tx) => {
    const restored = await repository.update(tx, entityId, values, { caller });
    await restoreParts(tx, parts, entityId, version.record, caller);
    return restored;
  });
}
