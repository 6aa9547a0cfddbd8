import { z } from 'zod';
import { field, inputOnly, unique, withDefault } from './field-meta.ts';
import { choice, email, flag, gender, id, image, isoDate, link, phone, position, ref, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

export const minPasswordLength = 10;
export const password = () => field(z.string({ error: 'This field is required.' }).max(200, 'At most 200 characters.'), { secret: true });
export const username = () =>
  z
    .string()
    .trim()
    .max(80, 'At most 80 characters.')
    .regex(/^[A-Za-z0-9_.-]{3,80}$/, 'Use 3 to 80 letters, digits, dots, dashes or underscores.');

/**
 * The users list's `accounts` filter: `staff` (users whose role is a staff role) or `others` (the accounts
 * donors, members and customers hold: no role, or the role of accounts made for a record). Without it, every user.
 */
export const userAccountKinds = ['staff', 'others'] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/** The roles of accounts made for a record (a member signs in to read their own subscriptions): not staff roles. */
export const memberRoleName = 'Member';
export const recordRoleNames: readonly string[] = [memberRoleName];

export const user = defineContract({
  name: 'user',
  module: 'access',
  label: 'User',
  plural: 'users',
  input: z.object({
    first_name: requiredText(80),
    last_name: text(80).optional(),
    username: unique(username(), 'ignoreCase').optional(),
    email: unique(email()),
    /** Only on create; later changes go through passwordchange or the reset flow. */
    password: inputOnly(password().optional()),
    role: ref('role', 'set null').optional(),
    is_active: withDefault(flag(), true),
    gender: gender().optional(),
    primary_phone: unique(phone()).optional(),
    secondary_phone: unique(phone()).optional(),
    date_of_birth: isoDate().optional(),
    street_address_one: text(200).optional(),
    street_address_two: text(200).optional(),
    thana: ref('thana').optional(),
    city: ref('city').optional(),
    country: ref('country').optional(),
    branch: ref('branch').optional(),
    postal_code: text(20).optional(),
    nid: text(40).optional(),
    image: image().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['first_name', 'last_name'],
  columns: ['first_name', 'last_name', 'email', 'username', 'role', 'is_active'],
  search: ['username', 'email', 'first_name', 'last_name'],
});

export const role = defineContract({
  name: 'role',
  module: 'access',
  label: 'Role',
  plural: 'roles',
  input: z.object({
    name: unique(requiredText(80), 'ignoreCase'),
    description: text(300).optional(),
    /** Its users sign in with a one-time code after the password; one without enrolment is led to enrol. */
    requires_two_factor: withDefault(flag(), false),
    permissions: inputOnly(z.array(ref('permission')).max(1000).optional()),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  search: ['name'],
});

/** Permissions are derived from the resources; they are read, never typed in. */
export const permission = defineContract({
  name: 'permission',
  module: 'access',
  label: 'Permission',
  plural: 'permissions',
  input: z.object({ name: unique(requiredText(120)) }),
  actions: ['list', 'withoutPagination', 'get', 'search'],
  title: ['name'],
  search: ['name'],
});

/** An entry of the back office's side menu. */
export const menuItem = defineContract({
  name: 'menu_item',
  module: 'access',
  label: 'Menu item',
  plural: 'menu_items',
  input: z.object({
    menu_id: unique(requiredText(80)),
    title: requiredText(120),
    translate: text(120).optional(),
    type: choice(['group', 'item'], 'Choose group or item.'),
    icon: text(80).optional(),
    url: link(300).optional(),
    exact: withDefault(flag(), false),
    parent: ref('menu_item', 'cascade').optional(),
    position: withDefault(position(), 0),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['title'],
  search: ['title', 'menu_id'],
  order: { field: 'position', direction: 'asc' },
});

/** The trail of changes: written by the API itself, read by administrators. */
export const auditLog = defineContract({
  name: 'audit_log',
  module: 'access',
  label: 'Audit log entry',
  pluralLabel: 'Audit trail',
  plural: 'audit_logs',
  input: z.object({ entity: requiredText(80), entity_id: id(), user_id: id().optional(), action: requiredText(20) }),
  actions: ['list', 'get', 'search'],
  search: ['entity', 'user_id', 'action'],
  order: { field: 'id', direction: 'desc' },
});

export const loginBody = z.object({
  /** The contract's field; a username is accepted here too. */
  email: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(254),
  password: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(200),
});

export const passwordChangeBody = z.object({
  password: password(),
  confirm_password: password(),
  /** Required when changing one's own password. */
  current_password: z.string().max(200).optional(),
});

export const resetPasswordBody = z.object({ email: email() });
export const resetPasswordConfirmBody = z.object({
  token: z.string().min(20).max(200),
  new_password: password(),
  re_new_password: password().optional(),
});

/** An entry of the back office's side menu, with the entries under it. */
export interface AdminMenuNode {
  id: number;
  menu_id: string;
  title: string;
  translate: string | null;
  type: string;
  icon: string | null;
  url: string | null;
  exact: boolean;
  parent: number | null;
  position: number;
  children: AdminMenuNode[];
}
export const adminMenuNode: z.ZodType<AdminMenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    menu_id: z.string(),
    title: z.string(),
    translate: z.string().nullable(),
    type: z.string(),
    icon: z.string().nullable(),
    url: z.string().nullable(),
    exact: z.boolean(),
    parent: z.number().nullable(),
    position: z.number(),
    children: z.array(adminMenuNode),
  }),
);
export const adminMenu = z.object({ menu_items: z.array(adminMenuNode) });

export const roleMenuBody = z.object({ role: id(), menu_items: z.array(id()).max(1000) });

/** The signed-in user as the API shows it: own fields, the role by id and name, the permissions held. */
export const signedInUser = z.looseObject({
  id: z.number(),
  email: z.string(),
  role: z.object({ id: z.number(), name: z.string() }).nullable(),
  permissions: z.array(z.string()),
});
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export const roleMenuRow = z.object({ id: z.number(), role: z.number(), menu_item: z.number() });
