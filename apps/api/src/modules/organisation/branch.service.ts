import { branch, user } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Repository } from '../../resource/repository.ts';

/** The branch a staff account works at (read through the engine's repositories); 404 when it works at none. */
export async function branchOfUser(db: DbOrTx, repositories: ReadonlyMap<string, Repository>, userId: number) {
  const repository = (name: string) => repositories.get(name) as Repository;
  const account = await repository(user.name).get(db, userId);
  if (typeof account.branch !== 'number') throw new HttpError(404, `User id - ${userId} works at no branch`);
  return repository(branch.name).get(db, account.branch);
}
