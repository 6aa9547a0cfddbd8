import type { MemberSearchQuery } from '@sahay/contracts';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import { listQuery } from '../../resource/list-query.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Page, Repository } from '../../resource/repository.ts';
import { users } from '../access/index.ts';
import { memberResource } from './members.resources.ts';
import { members } from './members.tables.ts';

/** The members' own lists beyond the engine's: the search by the account's fields, and a member's own subscriptions. */

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const pagingOf = (page: Page<Row>) => ({
  page: page.page,
  size: page.size,
  total_pages: page.totalPages,
  total_elements: page.totalElements,
});

const textFields = ['first_name', 'last_name', 'username', 'email'] as const;
const accountColumn = { first_name: users.firstName, last_name: users.lastName, username: users.username, email: users.email };
const like = (field: (typeof textFields)[number], value: string) => ilike(accountColumn[field], `%${escapeLike(value)}%`);
const memberListing = listQuery(memberResource);

/**
 * Members whose account matches: each account field on its own, and `keyword` (or `searchKey`, `q`) any of
 * them; with the member list's own ordering and filters, paged, as the caller may see them.
 */
export async function searchMembers(db: DbOrTx, repository: Repository, query: MemberSearchQuery, caller: Caller | null) {
  const conditions: SQL[] = textFields.flatMap((field) => {
    const value = query[field];
    return value ? [like(field, value)] : [];
  });
  const anyText = query.keyword ?? query.searchKey ?? query.q;
  if (anyText) conditions.push(or(...textFields.map((field) => like(field, anyText))) as SQL);
  const matching = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user))
    .where(conditions.length ? and(...conditions) : undefined);
  const options = memberListing.parse(query, undefined);
  options.exact = { ...options.exact, id: matching.map((m) => m.id) };
  const page = await repository.list(db, pageRequest(query), options, { caller });
  return { members: page.items, ...pagingOf(page) };
}

/** The signed-in member's own subscriptions, newest first, paged (none for an account that is not a member). */
export async function ownSubscriptions(db: DbOrTx, repository: Repository, query: { page?: string; size?: string }, caller: Caller | null) {
  const [own] = caller ? await db.select({ id: members.id }).from(members).where(eq(members.user, caller.userId)) : [];
  const page = await repository.list(db, pageRequest(query), { exact: { member: [own?.id ?? 0] } }, { caller });
  return { monthly_subscriptions: page.items, ...pagingOf(page) };
}
