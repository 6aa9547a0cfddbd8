import { recordRoleNames, type UserAccountKind, userAccountKinds } from '@sahay/contracts';
import { and, asc, eq, exists, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { permissions, rolePermissions, roles, users } from './access.tables.ts';

/**
 * The active users whose role holds a permission (or every permission), by id and name only: another
 * module lists its colleagues (the agents a ticket can be given to) without reading the users resource.
 */
export async function staffHolding(db: DbOrTx, permission: string) {
  const granted = db
    .select({ one: sql`1` })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roles.id), eq(permissions.name, permission)));
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(and(eq(users.isActive, true), or(eq(roles.allPermissions, true), exists(granted))))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: [r.first, r.last].filter(Boolean).join(' ') || r.email }));
}

/**
 * Staff are the users whose role is a staff role: not role-less (a donor's account, made when they pledge; a
 * customer's) and not the role of accounts made for a record (a member's). The others are everyone else.
 */
export function accountsOf(kind: UserAccountKind): SQL {
  const recordRoles = (inRecordRoles: boolean) =>
    sql`(select ${roles.id} from ${roles} where ${(inRecordRoles ? inArray : notInArray)(roles.name, [...recordRoleNames])})`;
  return kind === 'staff'
    ? inArray(users.role, recordRoles(false))
    : (or(isNull(users.role), inArray(users.role, recordRoles(true))) as SQL);
}

/** The users list's `accounts=staff` or `accounts=others`; any other value is a 400 naming the parameter. */
export function accountsFilter(text: string): SQL {
  const kind = text.trim();
  if (!(userAccountKinds as readonly string[]).includes(kind))
    throw new HttpError(400, { accounts: [`Choose ${userAccountKinds.join(' or ')}.`] });
  return accountsOf(kind as UserAccountKind);
}
