import { permissionName, publishPermission } from '@sahay/contracts';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { beforeCommit } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi, toSnake } from '../../lib/keys.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { ResourceDefinition, Row, WriteContext } from '../../resource/define-resource.ts';
import { describeParts, type EditorialPart, type EditorialPartDefinitions, keepingVersions, readParts } from './parts.ts';
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
 *
 * `parts` are resources whose rows belong to a record (a page's blocks, by their reference to it): its versions
 * hold them, a change of one keeps a version of its record, and a restore puts them back. Declare each part's
 * resource from the answer's `editorialParts`, which carries those hooks.
 */
export function underEditorialWorkflow<
  T extends ResourceDefinition & { table: EditorialTable },
  P extends EditorialPartDefinitions = Record<string, never>,
>(definition: T, parts: P = {} as P): T & { editorialParts: P } {
  const { contract, table, hooks = {} } = definition;
  const described = describeParts(contract.name, parts);
  const hidden = new Set(definition.hidden ?? []);
  const answered = Object.keys(getTableColumns(table))
    .map(toSnake)
    .filter((field) => !hidden.has(field));

  /**
   * Keeps a version of the record once the transaction's writes are done, whatever they were (the record, its
   * parts, both): what the record answers (with what its hooks add, such as its tags) and its parts' rows, so it
   * restores whole. A record deleted in the same transaction has no versions left to add to.
   */
  const keepVersion = (tx: DbOrTx, id: number, savedBy: number | undefined) =>
    beforeCommit(tx, `version of ${contract.name} ${id}`, async (last) => {
      const [row] = await last.select().from(table).where(eq(table.id, id));
      if (!row) return;
      const record = rowToApi(row as Row, answered);
      const [whole] = hooks.expand ? await hooks.expand(last, [record]) : [record];
      await saveVersion(last, contract.name, { ...whole, ...(await readParts(last, described, id)) }, savedBy);
    });

  return {
    ...definition,
    editorialParts: Object.fromEntries(described.map((part) => [part.field, keepingVersions(part, keepVersion)])) as P,
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
        await keepVersion(context.tx, record.id as number, context.actor);
      },
      async beforeDelete(tx, record, actor) {
        await hooks.beforeDelete?.(tx, record, actor);
        await deleteVersions(tx, contract.name, record.id as number);
      },
    },
  };
}

/** The parts of an entity's records, as `underEditorialWorkflow` declared them (none for most). */
export function editorialPartsOf(definition: ResourceDefinition): EditorialPart[] {
  const { editorialParts = {} } = definition as { editorialParts?: EditorialPartDefinitions };
  return describeParts(definition.contract.name, editorialParts);
}
