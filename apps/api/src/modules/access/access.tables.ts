import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns.ts';
import { genderEnum } from '../people/people.tables.ts';

export const roles = pgTable(
  'role',
  {
    ...recordColumns,
    name: varchar({ length: 80 }).notNull(),
    description: varchar({ length: 300 }),
    /** The Administrator role: every permission, including those of modules added later. */
    allPermissions: boolean('all_permissions').notNull().default(false),
  },
  (t) => [uniqueIndex('role_name_unique').on(sql`lower(${t.name})`)],
);

export const permissions = pgTable('permission', {
  ...recordColumns,
  name: varchar({ length: 120 }).notNull().unique('permission_name_unique'),
  module: varchar({ length: 40 }).notNull(),
});

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

export const users = pgTable(
  'user',
  {
    ...recordColumns,
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }),
    username: varchar({ length: 80 }),
    email: varchar({ length: 254 }).notNull().unique('user_email_unique'),
    passwordHash: text('password_hash'),
    role: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    gender: genderEnum(),
    primaryPhone: varchar('primary_phone', { length: 20 }).unique('user_primary_phone_unique'),
    secondaryPhone: varchar('secondary_phone', { length: 20 }).unique('user_secondary_phone_unique'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    streetAddressOne: varchar('street_address_one', { length: 200 }),
    streetAddressTwo: varchar('street_address_two', { length: 200 }),
    postalCode: varchar('postal_code', { length: 20 }),
    nid: varchar({ length: 40 }),
    image: varchar({ length: 500 }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Tokens issued before this instant are refused: set by logout, a password change or a deactivation. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames sign people in whatever their case, so they are unique whatever their case.
  (t) => [index('user_role_idx').on(t.role), uniqueIndex('user_username_unique').on(sql`lower(${t.username})`)],
);

export const menuItems = pgTable('menu_item', {
  ...recordColumns,
  menuId: varchar('menu_id', { length: 80 }).notNull().unique('menu_item_menu_id_unique'),
  title: varchar({ length: 120 }).notNull(),
  translate: varchar({ length: 120 }),
  type: varchar({ length: 20 }).notNull().default('item'),
  icon: varchar({ length: 80 }),
  url: varchar({ length: 300 }),
  exact: boolean().notNull().default(false),
  parent: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
  position: integer().notNull().default(0),
});

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
