import { z } from 'zod';
import {
  adminMenu,
  loginBody,
  menuItem,
  passwordChangeBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  role,
  roleMenuBody,
  roleMenuRow,
  signedInUser,
  tokenPair,
  user,
} from './access.ts';
import { defineEndpoint } from './endpoint.ts';
import { maxLengthOf } from './field-meta.ts';
import { id } from './fields.ts';
import { basePath, permissionName } from './resource.ts';
import { detail, limitedErrorAnswers } from './responses.ts';

/**
 * Signing in and out, the signed-in user, passwords and their reset, the user form's live checks, and the
 * back office's side menu (the whole tree, the signed-in user's, a role's, and which entries each role sees).
 */

const users = basePath(user);
const tags = ['user'];
const errors = limitedErrorAnswers;

/** What signing in answers: the signed-in user and the token pair (also set as cookies). */
export const signedInSession = signedInUser.extend(tokenPair.shape);

/**
 * What signing in answers when the password was right but a second factor is needed: no tokens yet, a short-lived
 * challenge instead. `code`: give the one-time code (or a recovery code); `enrol`: the user's role requires two-factor
 * sign-in and the user has not enrolled yet.
 */
export const secondFactorNeeded = z.object({
  two_factor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  detail: z.string(),
});

/** The answer of signing in: the session, or the second step it still needs. */
export const signInAnswer = z.union([signedInSession, secondFactorNeeded]);

const signIn = defineEndpoint({
  method: 'POST',
  path: `${users}login`,
  access: { public: true, rateLimited: true },
  tags,
  summary: 'Sign in with email (or username) and password; with two-factor sign-in, the answer asks for the code',
  body: loginBody,
  responses: { 200: signInAnswer, ...errors },
});

const refreshTokens = defineEndpoint({
  method: 'POST',
  path: `${users}token/refresh`,
  access: { public: true },
  tags,
  summary: 'A new token pair for a refresh token (body or cookie)',
  body: z.object({ refresh: z.string().max(2000).optional() }).optional(),
  responses: { 200: tokenPair, ...errors },
});

const signOut = defineEndpoint({
  method: 'POST',
  path: `${users}logout`,
  access: { signedIn: true },
  tags,
  summary: 'Sign out everywhere',
  responses: { 200: detail, ...errors },
});

const me = defineEndpoint({
  method: 'GET',
  path: `${users}me`,
  access: { signedIn: true },
  tags,
  summary: 'The signed-in user',
  responses: { 200: signedInUser, ...errors },
});

const holdsPermission = defineEndpoint({
  method: 'GET',
  path: `${users}permission`,
  access: { signedIn: true },
  tags,
  summary: 'Whether the signed-in user holds a permission',
  query: z.object({ permission: z.string().min(1, "Permission can't be null.").max(120) }),
  responses: { 200: z.object({ permission: z.boolean() }), ...errors },
});

const changePassword = defineEndpoint({
  method: 'PATCH',
  path: `${users}passwordchange/:id`,
  access: { signedIn: true },
  tags,
  summary: "Change a password (one's own with the current one, another's with user.update)",
  params: z.object({ id: id() }),
  body: passwordChangeBody,
  responses: { 200: detail, ...errors },
});

const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: `${users}reset_password`,
  aliases: ['/auth/user/reset_password'],
  access: { public: true, rateLimited: true },
  tags,
  summary: 'Mail a one-time link to reset a password',
  body: resetPasswordBody,
  responses: { 200: detail, ...errors },
});

const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: `${users}reset_password_confirm`,
  aliases: ['/auth/user/reset_password_confirm'],
  access: { public: true },
  tags,
  summary: 'Set a new password with a reset link',
  body: resetPasswordConfirmBody,
  responses: { 200: detail, ...errors },
});

/** The user's unique fields: the user form checks each one live, as it is typed. */
export const uniqueUserFields = ['username', 'email', 'primary_phone', 'secondary_phone'] as const;
export type UniqueUserField = (typeof uniqueUserFields)[number];

/** A unique field as the checks' messages name it: `primary_phone` is "Primary phone". */
export const uniqueFieldLabel = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ');

/**
 * Is this value free? Asked when creating a user, and when updating one (`user` is the one being edited,
 * whose own value is not a clash). A check takes any text up to the field's length: a half-typed value is
 * free or taken, not refused.
 */
function uniqueChecks<const F extends UniqueUserField>(field: F) {
  const label = uniqueFieldLabel(field).toLowerCase();
  const value = z
    .string()
    .max(maxLengthOf(user.input.shape[field]) ?? 254)
    .optional();
  const given = { [field]: value } as Record<F, typeof value>;
  const answer = z.object({ [`${field}_exists`]: z.boolean() } as Record<`${F}_exists`, z.ZodBoolean>);
  return {
    whenCreate: defineEndpoint({
      method: 'GET',
      path: `${users}check_${field}_when_create`,
      access: { permission: permissionName(user.name, 'create') },
      tags,
      summary: `Whether a ${label} is taken`,
      query: z.object(given),
      responses: { 200: answer, ...errors },
    }),
    whenUpdate: defineEndpoint({
      method: 'GET',
      path: `${users}check_${field}_when_update`,
      access: { permission: permissionName(user.name, 'update') },
      tags,
      summary: `Whether a ${label} is taken by another user`,
      query: z.object({ ...given, user: id() }),
      responses: { 200: answer, ...errors },
    }),
  };
}

const usernameChecks = uniqueChecks('username');
const emailChecks = uniqueChecks('email');
const primaryPhoneChecks = uniqueChecks('primary_phone');
const secondaryPhoneChecks = uniqueChecks('secondary_phone');

/** The live checks of each unique field, when creating a user and when updating one. */
export const uniqueUserChecks = {
  username: usernameChecks,
  email: emailChecks,
  primary_phone: primaryPhoneChecks,
  secondary_phone: secondaryPhoneChecks,
} as const satisfies Record<UniqueUserField, unknown>;

const menuItems = basePath(menuItem);
const readMenu = permissionName(menuItem.name, 'list');

const adminMenuTree = defineEndpoint({
  method: 'GET',
  path: `${menuItems}nested_menu_item_without_pagination/all`,
  access: { permission: readMenu },
  tags: [menuItem.name],
  summary: 'The whole admin menu as a tree',
  responses: { 200: adminMenu, ...errors },
});

const myAdminMenu = defineEndpoint({
  method: 'GET',
  path: `${menuItems}nested_menu_item_by_user_role`,
  access: { signedIn: true },
  tags: [menuItem.name],
  summary: "The signed-in user's admin menu",
  responses: { 200: adminMenu, ...errors },
});

const roleParams = z.object({ roleId: id() });

const adminMenuOfRole = defineEndpoint({
  method: 'GET',
  path: `${menuItems}nested_menu_item_by_role_id/:roleId`,
  access: { permission: readMenu },
  tags: [menuItem.name],
  summary: "A role's admin menu",
  params: roleParams,
  responses: { 200: adminMenu, ...errors },
});

/** Which menu entries a role sees: kept with the role, so reading and changing them is the role's permission. */
const roleMenus = basePath({ name: 'role_menu' });
export const roleMenuList = z.object({ role_menus: z.array(roleMenuRow) });

const menusOfRoles = defineEndpoint({
  method: 'GET',
  path: `${roleMenus}all`,
  access: { permission: permissionName(role.name, 'list') },
  tags: [role.name],
  summary: 'Which menu entries each role sees',
  responses: { 200: roleMenuList, ...errors },
});

const setRoleMenu = defineEndpoint({
  method: 'POST',
  path: `${roleMenus}create`,
  access: { permission: permissionName(role.name, 'update') },
  tags: [role.name],
  summary: "Replace a role's menu entries",
  body: roleMenuBody,
  responses: { 201: roleMenuList.extend(detail.shape), ...errors },
});

const clearRoleMenu = defineEndpoint({
  method: 'DELETE',
  path: `${roleMenus}delete/:roleId`,
  access: { permission: permissionName(role.name, 'update') },
  tags: [role.name],
  summary: 'Remove every menu entry of a role',
  params: roleParams,
  responses: { 200: detail, ...errors },
});

export const accessEndpoints = {
  signIn,
  refreshTokens,
  signOut,
  me,
  holdsPermission,
  changePassword,
  requestPasswordReset,
  confirmPasswordReset,
  checkUsernameWhenCreate: usernameChecks.whenCreate,
  checkUsernameWhenUpdate: usernameChecks.whenUpdate,
  checkEmailWhenCreate: emailChecks.whenCreate,
  checkEmailWhenUpdate: emailChecks.whenUpdate,
  checkPrimaryPhoneWhenCreate: primaryPhoneChecks.whenCreate,
  checkPrimaryPhoneWhenUpdate: primaryPhoneChecks.whenUpdate,
  checkSecondaryPhoneWhenCreate: secondaryPhoneChecks.whenCreate,
  checkSecondaryPhoneWhenUpdate: secondaryPhoneChecks.whenUpdate,
  adminMenuTree,
  myAdminMenu,
  adminMenuOfRole,
  menusOfRoles,
  setRoleMenu,
  clearRoleMenu,
} as const;
