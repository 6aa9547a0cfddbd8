import { createHash, randomBytes } from 'node:crypto';
import type { AdminMenuNode } from '@sahay/contracts';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { menuItems, passwordResetTokens, roleMenus as roleMenusTable, roles, users } from './access.tables.ts';
import { overLimit, recordAttempt } from './attempts.ts';
import { hashPassword, passwordProblems, verifyPassword } from './password.ts';
import { describeUser, type Sessions } from './session.service.ts';

export const resetLimits = { perAccount: 3, perAddress: 10, windowMinutes: 60 };
export const resetTokenMinutes = 60;
export const resetRequested = 'If an account exists for this address, we have sent it a link to reset the password.';
const resetLinkRefused = 'This link is invalid or has expired. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sets a new password and signs the user out everywhere, in the caller's transaction. */
async function setPassword(tx: DbOrTx, sessions: Sessions, userId: number, password: string, actor?: number) {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date(), updatedBy: actor ?? userId })
    .where(eq(users.id, userId));
  await sessions.revokeAll(tx, userId);
  await recordAudit(tx, {
    userId: actor ?? userId,
    entity: 'user',
    entityId: userId,
    action: 'update',
    before: { password: '(previous)' },
    after: { password: '(changed)' },
  });
}

export async function changePassword(
  db: Db,
  sessions: Sessions,
  input: {
    userId: number;
    password: string;
    confirm: string;
    current?: string;
    actor: { userId: number; permissions: ReadonlySet<string> };
  },
) {
  const own = input.actor.userId === input.userId;
  if (!own && !input.actor.permissions.has('user.update')) throw new HttpError(403, "You don't have the permission user.update.");
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new HttpError(404, `User id - ${input.userId} does not exist`);
  if (input.password !== input.confirm) throw new HttpError(400, { confirm_password: ['The two passwords do not match.'] });
  const problems = passwordProblems(input.password, user.email);
  if (problems.length) throw new HttpError(400, { password: problems });
  if (own && !(await verifyPassword(input.current ?? '', user.passwordHash))) {
    throw new HttpError(400, { current_password: ['Enter your current password.'] });
  }
  await db.transaction((tx) => setPassword(tx, sessions, input.userId, input.password, input.actor.userId));
}

/** Sends a one-time link; answers the same whether or not the address has an account. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  input: { email: string; ip: string; linkBase: string },
) {
  const email = input.email.trim().toLowerCase();
  // Every request counts against the limit (recorded as not successful), found or not.
  if (await overLimit(db, 'reset', { identifier: email, ip: input.ip }, resetLimits)) {
    throw new HttpError(429, `Too many reset requests. Try again in ${resetLimits.windowMinutes} minutes.`);
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  await recordAttempt(db, { kind: 'reset', identifier: email, ip: input.ip, success: false, userId: user?.id });
  if (!user?.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + resetTokenMinutes * 60_000) });
  // A mail that cannot be sent must not answer differently from an unknown address.
  await mailer
    .send({
      to: user.email,
      subject: 'Reset your Sahay password',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Someone asked to reset the password of your account. Open this link within ${resetTokenMinutes} minutes to choose a new one:`,
        '',
        `${input.linkBase}/admin/#/reset-password?token=${token}`,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    })
    .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'the password reset mail could not be sent'));
}

/** Uses a reset token once, before it expires, to set a new password. */
export async function confirmPasswordReset(db: Db, sessions: Sessions, input: { token: string; password: string; repeat?: string }) {
  if (input.repeat !== undefined && input.repeat !== input.password)
    throw new HttpError(400, { re_new_password: ['The two passwords do not match.'] });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: passwordResetTokens, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!row) throw new HttpError(400, { token: [resetLinkRefused] });
    const problems = passwordProblems(input.password, row.email);
    if (problems.length) throw new HttpError(400, { new_password: problems });
    await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.id, row.token.id));
    await setPassword(tx, sessions, row.token.userId, input.password);
  });
}

export type UniqueUserColumn = 'email' | 'username' | 'primaryPhone' | 'secondaryPhone';

/** Whether a value is taken by another user (the admin form's live checks); `ignoreCase` as the field is unique. */
export async function isTaken(db: DbOrTx, field: { column: UniqueUserColumn; ignoreCase: boolean }, value: string, exceptUserId?: number) {
  const column = users[field.column];
  const match = field.ignoreCase ? eq(sql`lower(${column})`, value.trim().toLowerCase()) : eq(column, value.trim());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The admin menu as a tree; limited to a role's entries (and the groups holding them) when given. */
export async function nestedMenu(db: DbOrTx, roleId?: number | null) {
  const rows = await db.select().from(menuItems).orderBy(menuItems.position, menuItems.id);
  let allowed: Set<number> | undefined;
  if (roleId !== undefined) {
    const [role] = roleId === null ? [] : await db.select().from(roles).where(eq(roles.id, roleId));
    if (!role?.allPermissions) {
      const links = role
        ? await db.select({ id: roleMenusTable.menuItemId }).from(roleMenusTable).where(eq(roleMenusTable.roleId, role.id))
        : [];
      allowed = new Set(links.map((l) => l.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      // A group is shown when any entry under it is.
      for (const id of [...allowed]) for (let parent = byId.get(id)?.parent; parent; parent = byId.get(parent)?.parent) allowed.add(parent);
    }
  }
  const nodes = new Map<number, AdminMenuNode>();
  for (const r of rows) {
    if (allowed && !allowed.has(r.id)) continue;
    nodes.set(r.id, {
      id: r.id,
      menu_id: r.menuId,
      title: r.title,
      translate: r.translate,
      type: r.type,
      icon: r.icon,
      url: r.url,
      exact: r.exact,
      parent: r.parent,
      position: r.position,
      children: [],
    });
  }
  const roots: AdminMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Refuses with 404 a role id that does not exist. */
export async function requireRole(db: DbOrTx, roleId: number) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new HttpError(404, `Role id - ${roleId} does not exist`);
}

/** A role's admin menu; 404 for a role that does not exist. */
export async function menuOfRole(db: DbOrTx, roleId: number) {
  await requireRole(db, roleId);
  return nestedMenu(db, roleId);
}

/** The admin menu of a user's role (empty for an account without a role). */
export async function menuOfUser(db: DbOrTx, userId: number) {
  const user = await describeUser(db, userId);
  return nestedMenu(db, user?.role?.id ?? null);
}

const roleMenuAnswer = (rows: { id: number; roleId: number; menuItemId: number }[]) =>
  rows.map((r) => ({ id: r.id, role: r.roleId, menu_item: r.menuItemId }));

/** Which menu entries each role sees, as the contract answers them. */
export async function roleMenus(db: DbOrTx) {
  return roleMenuAnswer(await db.select().from(roleMenusTable).orderBy(roleMenusTable.roleId, roleMenusTable.menuItemId));
}

/** Replaces a role's menu entries with the given ones. */
export async function setRoleMenu(db: Db, roleId: number, itemIds: number[], actor?: number) {
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw new HttpError(400, { role: [`No role has the id ${roleId}.`] });
    const ids = [...new Set(itemIds)];
    const known = ids.length ? await tx.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.id, ids)) : [];
    const unknown = ids.filter((id) => !known.some((k) => k.id === id));
    if (unknown.length) throw new HttpError(400, { menu_items: [`No menu item has the id ${unknown.join(', ')}.`] });
    const before = await tx.select({ id: roleMenusTable.menuItemId }).from(roleMenusTable).where(eq(roleMenusTable.roleId, roleId));
    await tx.delete(roleMenusTable).where(eq(roleMenusTable.roleId, roleId));
    if (ids.length) await tx.insert(roleMenusTable).values(ids.map((menuItemId) => ({ roleId, menuItemId })));
    await recordAudit(tx, {
      userId: actor,
      entity: 'role',
      entityId: roleId,
      action: 'update',
      before: { menu_items: before.map((b) => b.id).sort((a, b) => a - b) },
      after: { menu_items: ids.sort((a, b) => a - b) },
    });
    return roleMenuAnswer(await tx.select().from(roleMenusTable).where(eq(roleMenusTable.roleId, roleId)));
  });
}
