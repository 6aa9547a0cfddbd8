import { type FoundRecord, findableContracts, foundPerKind, permissionName, recordTitle } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type Caller, can } from '../../plugins/auth.ts';
import type { Repository } from '../../resource/repository.ts';

/**
 * The records whose number or name holds the typed text: a few of each kind the caller may read, found by each
 * kind's own search (its searched fields and its row scope, so an agent finds only their departments' tickets).
 */
export async function findRecords(
  db: DbOrTx,
  repositories: ReadonlyMap<string, Repository>,
  caller: Caller | null,
  text: string,
): Promise<FoundRecord[]> {
  const found: FoundRecord[] = [];
  for (const contract of findableContracts) {
    if (!can(caller, permissionName(contract.name, 'get'))) continue;
    const repository = repositories.get(contract.name) as Repository;
    const page = await repository.search(db, {}, text, { page: 1, size: foundPerKind }, {}, { caller });
    for (const record of page.items)
      found.push({ resource: contract.name, id: record.id as number, title: recordTitle(contract, record) || `#${record.id}` });
  }
  return found;
}
