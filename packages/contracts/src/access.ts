import { z } from 'zod';
import { email, flag, id, isoDate, mediaPath, phone, position, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

export const minPasswordLength = 10;
export const password = () => z.string({ error: 'This field is required.' }).max(200, 'At most 200 characters.');
export const username = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,80}$/, 'Use 3 to 80 letters, digits, dots, dashes or underscores.');

export const user = defineContract({
  name: 'user',
  module: 'access',
  label: 'User',
  plural: 'users',
  input: z.object({
    first_name: requiredText(80),
    last_name: text(80).optional(),
    username: username().optional(),
    email: email(),
    /** Only on create; later changes go through passwordchange or the reset flow. */
    password: password().optional(),
    role: id().optional(),
    is_active: flag().optional(),
    gender: z.enum(['male', 'female', 'others'], 'Choose male, female or others.').optional(),
    primary_phone: phone().optional(),
    secondary_phone: phone().optional(),
    date_of_birth: isoDate().optional(),
    street_address_one: text(200).optional(),
    street_address_two: text(200).optional(),
    postal_code: text(20).optional(),
    nid: text(40).optional(),
    image: mediaPath().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  search: ['username', 'email', 'first_name', 'last_name'],
  files: { image: 'image' },
  unique: ['email', 'username', 'primary_phone', 'secondary_phone'],
});

export const role = defineContract({
  name: 'role',
  module: 'access',
  label: 'Role',
  plural: 'roles',
  input: z.object({
    name: requiredText(80),
    description: text(300).optional(),
    permissions: z.array(id()).max(1000).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  search: ['name'],
});

/** Permissions are derived from the resources; they are read, never typed in. */
export const permission = defineContract({
  name: 'permission',
  module: 'access',
  label: 'Permission',
  plural: 'permissions',
  input: z.object({ name: requiredText(120) }),
  actions: ['list', 'withoutPagination', 'get', 'search'],
  search: ['name'],
});

/** An entry of the back office's side menu. */
export const menuItem = defineContract({
  name: 'menu_item',
  module: 'access',
  label: 'Menu item',
  plural: 'menu_items',
  input: z.object({
    menu_id: requiredText(80),
    title: requiredText(120),
    translate: text(120).optional(),
    type: z.enum(['group', 'item'], 'Choose group or item.'),
    icon: text(80).optional(),
    url: text(300).optional(),
    exact: flag().optional(),
    parent: id().optional(),
    position: position().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  search: ['title', 'menu_id'],
  unique: ['menu_id'],
  order: { field: 'position', direction: 'asc' },
});

/** The trail of changes: written by the API itself, read by administrators. */
export const auditLog = defineContract({
  name: 'audit_log',
  module: 'access',
  label: 'Audit log entry',
  plural: 'audit_logs',
  input: z.object({ entity: text(80), user_id: id(), action: text(20) }),
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
