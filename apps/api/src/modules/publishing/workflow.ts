import { permissionName, publishPermission } from '@sahay/contracts';
import { and, type SQL } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { ResourceDefinition, Row, WriteContext } from '../../resource/define-resource.ts';
import { deleteVersions, saveVersion } from './versions.service.ts';
import { type EditorialTable, nextVisibleChange, visibleNow } from './visibility.ts';

/** Staff who edit or read the entity see its drafts; everyone else (visitors, the site's reads) sees only what `visibleNow` lets through. */
export const seesDrafts = (entity: string, caller: Caller | null | undefined) =>
  can(caller ?? null, permissionName(entity, 'get')) || can(caller ?? null, permissionName(entity, 'update'));

/**
 * How the site reads a record for a preview link already checked: as a reader who sees the entity's drafts, so
 * the record is found whatever its status. It may do nothing else.
 */
export const previewReader = (entity: string) => ({ caller: { userId: 0, permissions: new Set([permissionName(entity, 'get')]) } });

/** What a save leaves: the status and moment it stores, the one given or the one it had. */
function statusAfter(input: Row, before: Row | undefined) {
  const status = (input.status ?? before?.status ?? 'draft') as string;
  const publishAt = 'publish_at' in input ? (input.publish_at as string | null) : ((before?.publish_at as string | null) ?? null);
  return { status, publishAt };
}

/**
 * The workflow's rules on a save, before anything is written: a scheduled record needs its moment; a published
 * one without a moment went live now; and saving a record that is or becomes published or scheduled is
 * publishing, which needs `content.publish` (a Content editor saves drafts). Writes without a caller (the seed,
 * a restore's own checks) are the server's.
 */
function checkPublication(input: Row, context: WriteContext): Row {
  const { status, publishAt } = statusAfter(input, context.before);
  const publishing = status !== 'draft' || (context.before !== undefined && context.before.status !== 'draft');
  if (publishing && context.caller && !can(context.caller, publishPermission.name))
    throw new HttpError(403, 'Publishing or scheduling needs the content.publish permission (the Publisher role). Save it as a draft.');
  if (status === 'scheduled' && !publishAt) throw new HttpError(400, { publish_at: ['Give the date and time it goes live.'] });
  if (status === 'published' && !publishAt) return { ...input, publish_at: (context.now ?? new Date()).toISOString() };
  return input;
}

/**
 * Puts an entity under the editorial workflow (its contract spreads `editorialFields`): visitors read only
 * what is visible now by the app's clock, publishing needs `content.publish`, every save keeps a version, and
 * caches of the entity are emptied when a scheduled record's moment comes. The entity's own hooks still run.
 */
export function underEditorialWorkflow<T extends ResourceDefinition & { table: EditorialTable }>(definition: T): T {
  const { contract, table, hooks = {} } = definition;
  return {
    ...definition,
    scope: (caller, context) => {
      const own = definition.scope?.(caller, context);
      if (seesDrafts(contract.name, caller)) return own;
      return and(...[own, visibleNow(table, context.now)].filter((c): c is SQL => c !== undefined));
    },
    changesAt: (db, now) => nextVisibleChange(db, table, now),
    hooks: {
      ...hooks,
      async prepare(input, context) {
        const checked = checkPublication(input, context);
        return hooks.prepare ? hooks.prepare(checked, context) : { ...checked };
      },
      async afterWrite(record, input, context) {
        await hooks.afterWrite?.(record, input, context);
        // The version holds what the record answers (with what its hooks add, such as its tags), so it restores whole.
        const [whole] = hooks.expand ? await hooks.expand(context.tx, [record]) : [record];
        await saveVersion(context.tx, contract.name, whole, context.actor);
      },
      async beforeDelete(tx, record) {
        await hooks.beforeDelete?.(tx, record);
        await deleteVersions(tx, contract.name, record.id as number);
      },
    },
  };
}
