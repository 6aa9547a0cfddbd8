import { menuItem, permission, role, user } from '@sahay/contracts';
import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const roles = resourceTable(role, {
  /** The Administrator role: every permission, including those of modules added later. */
  allPermissions: boolean('all_permissions').notNull().default(false),
});

/** Permissions are derived from the resources; `module` groups them by back-office area. */
export const permissions = resourceTable(permission, { module: varchar({ length: 40 }).notNull() });

export const rolePermissions = pgTable(
  'role_permission',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = resourceTable(user, {
  passwordHash: text('password_hash'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  /** Tokens issued before this instant are refused: set by logout, a password change or a deactivation. */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
});

export const menuItems = resourceTable(menuItem);

export const roleMenus = pgTable(
  'role_menu',
  {
    id: serial().primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_menu_unique').on(t.roleId, t.menuItemId)],
);

/** One-time password reset tokens; only a hash of the token is kept. */
export const passwordResetTokens = pgTable('password_reset_token', {
  id: serial().primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('password_reset_token_hash_unique'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempts at sign-in, password reset and the public forms: the log staff read, and what the
 * rate limits count (in the database, so every process counts alike).
 */
export const attempts = pgTable(
  'attempt',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: varchar({ length: 20 }).notNull(),
    identifier: varchar({ length: 254 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    success: boolean().notNull(),
    userId: integer('user_id'),
  },
  (t) => [index('attempt_identifier_idx').on(t.kind, t.identifier, t.at), index('attempt_ip_idx').on(t.kind, t.ip, t.at)],
);

/** Secrets every process must share (the token signing key), generated on first start. */
export const appSecrets = pgTable('app_secret', {
  name: varchar({ length: 40 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRelations = relations(users, ({ one }) => ({
  roleRecord: one(roles, { fields: [users.role], references: [roles.id] }),
}));

export const roleRelations = relations(roles, ({ many }) => ({
  permissions: many(rolePermissions),
  users: many(users),
}));

export const rolePermissionRelations = relations(rolePermissions, ({ one }) => ({
  role: one(roles, { fields: [rolePermissions.roleId], references: [roles.id] }),
  permission: one(permissions, { fields: [rolePermissions.permissionId], references: [permissions.id] }),
}));

/**
 * A user's second factor (TOTP, RFC 6238): the secret in base32, on once confirmed with a code from the app. The
 * last time step a code was accepted for is kept, so no code is accepted twice.
 */
export const twoFactors = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar({ length: 64 }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten one-time recovery codes of a second factor; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_code',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_code_unique').on(t.userId, t.codeHash)],
);
