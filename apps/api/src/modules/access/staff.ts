import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
