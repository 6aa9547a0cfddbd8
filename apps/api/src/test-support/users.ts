import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import { permissions, rolePermissions, roles, users } from '../modules/access/access.tables.ts';
import { hashPassword } from '../modules/access/password.ts';

/** The password of every user these helpers create. */
export const testPassword = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/**
 * A user whose role holds exactly the given permissions (a new role each time), with a real
 * token pair signed by the app. Answers the ids, the email and ready-made headers. `roleless`: an
 * account that holds no role at all, as a donor's or a member's does.
 */
export async function createUser(app: App, options: { permissions?: string[]; role?: string; active?: boolean; roleless?: boolean } = {}) {
  const db = app.database.db;
  const suffix = randomBytes(4).toString('hex');
  let roleId: number | undefined;
  if (options.roleless) {
    roleId = undefined;
  } else if (options.role) {
    [{ id: roleId }] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, options.role));
  } else {
    [{ id: roleId }] = await db
      .insert(roles)
      .values({ name: `Test role ${suffix}` })
      .returning({ id: roles.id });
    const wanted = options.permissions ?? [];
    if (wanted.length) {
      const rows = await db
        .select({ id: permissions.id, name: permissions.name })
        .from(permissions)
        .where(inArray(permissions.name, wanted));
      const missing = wanted.filter((name) => !rows.some((r) => r.name === name));
      if (missing.length) throw new Error(`No such permissions: ${missing.join(', ')}`);
      await db.insert(rolePermissions).values(rows.map((r) => ({ roleId: roleId as number, permissionId: r.id })));
    }
  }
  passwordHash ??= hashPassword(testPassword);
  const email = `user-${suffix}@example.org`;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: suffix,
      email,
      username: `user_${suffix}`,
      passwordHash: await passwordHash,
      role: roleId ?? null,
      isActive: options.active ?? true,
    })
    .returning({ id: users.id });
  const tokens = await app.sessions.issue(user.id);
  return { id: user.id, roleId: roleId as number, email, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}
