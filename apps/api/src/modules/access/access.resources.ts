import * as contracts from '@sahay/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource, type Row } from '../../resource/define-resource.ts';
import { menuItems, permissions, rolePermissions, roles, users } from './access.tables.ts';
import { hashPassword, passwordProblems } from './password.ts';
import { accountsFilter } from './staff.ts';

export const userResource = defineResource({
  contract: contracts.user,
  table: users,
  hidden: ['password_hash', 'tokens_valid_after'],
  // `accounts=staff` (the Users screen's default) or `accounts=others` (donors', members' and customers' accounts).
  textFilters: { accounts: accountsFilter },
  hooks: {
    async prepare(input, { tx, mode, before }) {
      const values: Row = { ...input };
      if (typeof values.email === 'string') values.email = values.email.toLowerCase();
      if (typeof values.username === 'string') {
        const sameName = and(
          eq(sql`lower(${users.username})`, values.username.toLowerCase()),
          before ? ne(users.id, before.id as number) : undefined,
        );
        const [clash] = await tx.select({ id: users.id }).from(users).where(sameName);
        if (clash) throw new HttpError(409, { username: ['A user with this username already exists.'] });
      }
      if (mode === 'create') {
        const password = input.password;
        if (typeof password !== 'string') throw new HttpError(400, { password: ['This field is required.'] });
        const problems = passwordProblems(password, values.email as string);
        if (problems.length) throw new HttpError(400, { password: problems });
        values.password_hash = await hashPassword(password);
      } else if (input.password !== undefined) {
        throw new HttpError(400, { password: ['Change a password through passwordchange or a reset link.'] });
      }
      delete values.password;
      // A deactivated user is signed out at once.
      if (mode === 'update' && before?.is_active && values.is_active === false) values.tokens_valid_after = new Date(Date.now() + 1);
      return values;
    },
  },
});

async function rolePermissionIds(db: DbOrTx, roleIds: number[]) {
  if (!roleIds.length) return new Map<number, number[]>();
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  const byRole = new Map<number, number[]>();
  for (const row of rows) byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row.permissionId]);
  return byRole;
}

export const roleResource = defineResource({
  contract: contracts.role,
  table: roles,
  output: { permissions: z.array(z.number()) },
  hooks: {
    async prepare(input, { tx, before }) {
      if (typeof input.name === 'string') {
        const sameName = and(
          eq(sql`lower(${roles.name})`, input.name.toLowerCase()),
          before ? ne(roles.id, before.id as number) : undefined,
        );
        const [clash] = await tx.select({ id: roles.id }).from(roles).where(sameName);
        if (clash) throw new HttpError(409, { name: [`A role named '${input.name}' already exists.`] });
      }
      return input;
    },
    async afterWrite(record, input, { tx }) {
      const ids = input.permissions as number[] | undefined;
      if (!ids) return;
      const known = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.id, ids.length ? ids : [0]));
      const unknown = ids.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw new HttpError(400, { permissions: [`No permission has the id ${unknown.join(', ')}.`] });
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, record.id as number));
      if (ids.length)
        await tx.insert(rolePermissions).values([...new Set(ids)].map((permissionId) => ({ roleId: record.id as number, permissionId })));
    },
    async expand(db, records) {
      const byRole = await rolePermissionIds(
        db,
        records.map((r) => r.id as number),
      );
      return records.map((r) => ({ ...r, permissions: (byRole.get(r.id as number) ?? []).sort((a, b) => a - b) }));
    },
  },
});

export const permissionResource = defineResource({ contract: contracts.permission, table: permissions });
export const menuItemResource = defineResource({ contract: contracts.menuItem, table: menuItems });

export const accessResources = [userResource, roleResource, permissionResource, menuItemResource];
