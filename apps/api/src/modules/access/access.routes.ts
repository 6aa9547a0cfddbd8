import {
  adminMenu,
  detail,
  email as emailField,
  fieldErrors,
  id,
  loginBody,
  passwordChangeBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  roleMenuBody,
} from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import * as access from './access.service.ts';
import { roleMenus, roles } from './access.tables.ts';
import { accessCookie, describeUser, refreshCookie } from './session.service.ts';
import { accessTokenSeconds, refreshTokenSeconds } from './tokens.ts';

const errors = { 400: z.union([fieldErrors, detail]), 401: detail, 403: detail, 404: detail, 429: detail };
const userShape = z.looseObject({
  id: z.number(),
  email: z.string(),
  role: z.object({ id: z.number(), name: z.string() }).nullable(),
  permissions: z.array(z.string()),
});
const tokenPair = z.object({ access: z.string(), refresh: z.string() });
const refreshPath = '/user/api/v1/user/token/refresh';

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: { access: string; refresh: string }) {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
  reply.setCookie(accessCookie, tokens.access, { ...common, path: '/', maxAge: accessTokenSeconds });
  reply.setCookie(refreshCookie, tokens.refresh, { ...common, path: refreshPath, maxAge: refreshTokenSeconds });
}

/** Sign-in, the user's own account, password reset, the live uniqueness checks, the role menus. */
export default async function accessRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['user'];

  app.post(
    '/user/api/v1/user/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with email (or username) and password',
        body: loginBody,
        response: { 200: userShape.extend(tokenPair.shape), ...errors },
      },
    },
    async (request, reply) => {
      try {
        const { tokens, user } = await app.sessions.login(request.body.email, request.body.password, request.ip);
        request.log.info({ userId: (user as { id?: number } | undefined)?.id, ip: request.ip }, 'signed in');
        setSessionCookies(request, reply, tokens);
        return { ...tokens, ...user } as never;
      } catch (error) {
        request.log.warn({ identifier: request.body.email, ip: request.ip, status: (error as HttpError).statusCode }, 'sign-in refused');
        throw error;
      }
    },
  );

  app.post(
    refreshPath,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A new token pair for a refresh token (body or cookie)',
        body: z.object({ refresh: z.string().max(2000).optional() }).optional(),
        response: { 200: tokenPair, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[refreshCookie];
      if (!token) throw new HttpError(401, 'Token is invalid or expired');
      const tokens = await app.sessions.refresh(token);
      setSessionCookies(request, reply, tokens);
      return tokens;
    },
  );

  app.post(
    '/user/api/v1/user/logout',
    { config: { signedIn: true }, schema: { tags, summary: 'Sign out everywhere', response: { 200: detail, ...errors } } },
    async (request, reply) => {
      await app.sessions.revokeAll(db(), request.caller?.userId as number);
      reply.clearCookie(accessCookie, { path: '/' }).clearCookie(refreshCookie, { path: refreshPath });
      return { detail: 'Signed out.' };
    },
  );

  app.get(
    '/user/api/v1/user/me',
    { config: { signedIn: true }, schema: { tags, summary: 'The signed-in user', response: { 200: userShape, ...errors } } },
    async (request) => {
      return (await describeUser(db(), request.caller?.userId as number)) as never;
    },
  );

  app.get(
    '/user/api/v1/user/permission',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Whether the signed-in user holds a permission',
        querystring: z.object({ permission: z.string().min(1, "Permission can't be null.").max(120) }),
        response: { 200: z.object({ permission: z.boolean() }), ...errors },
      },
    },
    async (request) => ({
      permission: request.caller?.permissions.has(request.query.permission) ?? false,
    }),
  );

  app.patch(
    '/user/api/v1/user/passwordchange/:id',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Change a password (one's own with the current one, another's with user.update)",
        params: z.object({ id: id() }),
        body: passwordChangeBody,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => {
      const caller = request.caller as NonNullable<typeof request.caller>;
      await access.changePassword(db(), app.sessions, {
        userId: request.params.id,
        password: request.body.password,
        confirm: request.body.confirm_password,
        current: request.body.current_password,
        actor: caller,
      });
      return { detail: 'Password changed successfully. Sign in again with the new password.' };
    },
  );

  for (const path of ['/auth/user/reset_password', '/user/api/v1/user/reset_password']) {
    app.post(
      path,
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Mail a one-time link to reset a password',
          body: resetPasswordBody,
          response: { 200: detail, ...errors },
        },
      },
      async (request) => {
        await access.requestPasswordReset(db(), app.mailer, request.log, {
          email: request.body.email,
          ip: request.ip,
          linkBase: app.sessions.linkBase,
        });
        return { detail: access.resetRequested };
      },
    );
  }
  for (const path of ['/auth/user/reset_password_confirm', '/user/api/v1/user/reset_password_confirm']) {
    app.post(
      path,
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Set a new password with a reset link',
          body: resetPasswordConfirmBody,
          response: { 200: detail, ...errors },
        },
      },
      async (request) => {
        await access.confirmPasswordReset(db(), app.sessions, {
          token: request.body.token,
          password: request.body.new_password,
          repeat: request.body.re_new_password,
        });
        return { detail: 'Your password was changed. Sign in with the new one.' };
      },
    );
  }

  // The admin form's live checks: is this value free? (`_when_update` ignores the user being edited.)
  const checks = [
    { param: 'email', column: 'email', label: 'Email', schema: emailField() },
    { param: 'username', column: 'username', label: 'Username', schema: z.string().max(80) },
    { param: 'primary_phone', column: 'primaryPhone', label: 'Primary phone', schema: z.string().max(20) },
    { param: 'secondary_phone', column: 'secondaryPhone', label: 'Secondary phone', schema: z.string().max(20) },
  ] as const;
  for (const check of checks) {
    const answer = z.object({ [`${check.param}_exists`]: z.boolean() });
    const value = check.schema.optional();
    app.get(
      `/user/api/v1/user/check_${check.param}_when_create`,
      {
        config: { permission: 'user.create' },
        schema: {
          tags,
          summary: `Whether a ${check.label.toLowerCase()} is taken`,
          querystring: z.object({ [check.param]: value }),
          response: { 200: answer, ...errors },
        },
      },
      async (request) => {
        const given = (request.query as Record<string, string | undefined>)[check.param];
        if (!given) throw new HttpError(400, `${check.label} can't be null.`);
        return { [`${check.param}_exists`]: await access.isTaken(db(), check.column, given) };
      },
    );
    app.get(
      `/user/api/v1/user/check_${check.param}_when_update`,
      {
        config: { permission: 'user.update' },
        schema: {
          tags,
          summary: `Whether a ${check.label.toLowerCase()} is taken by another user`,
          querystring: z.object({ [check.param]: value, user: id() }),
          response: { 200: answer, ...errors },
        },
      },
      async (request) => {
        const query = request.query as Record<string, string | number | undefined>;
        const given = query[check.param] as string | undefined;
        if (!given) throw new HttpError(400, `${check.label} can't be null.`);
        return { [`${check.param}_exists`]: await access.isTaken(db(), check.column, given, query.user as number) };
      },
    );
  }

  const menuTags = ['menu_item'];
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_without_pagination/all',
    {
      config: { permission: 'menu_item.read' },
      schema: { tags: menuTags, summary: 'The whole admin menu as a tree', response: { 200: adminMenu, ...errors } },
    },
    async () => ({ menu_items: await access.nestedMenu(db()) }),
  );
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role',
    {
      config: { signedIn: true },
      schema: { tags: menuTags, summary: "The signed-in user's admin menu", response: { 200: adminMenu, ...errors } },
    },
    async (request) => {
      const me = await describeUser(db(), request.caller?.userId as number);
      return { menu_items: await access.nestedMenu(db(), me?.role?.id ?? null) };
    },
  );
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/:roleId',
    {
      config: { permission: 'menu_item.read' },
      schema: {
        tags: menuTags,
        summary: "A role's admin menu",
        params: z.object({ roleId: id() }),
        response: { 200: adminMenu, ...errors },
      },
    },
    async (request) => {
      const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.id, request.params.roleId));
      if (!role) throw new HttpError(404, `Role id - ${request.params.roleId} does not exist`);
      return { menu_items: await access.nestedMenu(db(), request.params.roleId) };
    },
  );

  const roleMenuRow = z.object({ id: z.number(), role: z.number(), menu_item: z.number() });
  const roleMenuRows = (rows: { id: number; roleId: number; menuItemId: number }[]) =>
    rows.map((r) => ({ id: r.id, role: r.roleId, menu_item: r.menuItemId }));
  app.get(
    '/role_menu/api/v1/role_menu/all',
    {
      config: { permission: 'role.read' },
      schema: {
        tags: ['role'],
        summary: 'Which menu entries each role sees',
        response: { 200: z.object({ role_menus: z.array(roleMenuRow) }), ...errors },
      },
    },
    async () => ({
      role_menus: roleMenuRows(await db().select().from(roleMenus).orderBy(roleMenus.roleId, roleMenus.menuItemId)),
    }),
  );
  app.post(
    '/role_menu/api/v1/role_menu/create',
    {
      config: { permission: 'role.update' },
      schema: {
        tags: ['role'],
        summary: "Replace a role's menu entries",
        body: roleMenuBody,
        response: { 201: z.object({ role_menus: z.array(roleMenuRow), detail: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await access.setRoleMenu(db(), request.body.role, request.body.menu_items, request.caller?.userId);
      return reply.code(201).send({ role_menus: roleMenuRows(rows), detail: 'Role menu saved.' });
    },
  );
  app.delete(
    '/role_menu/api/v1/role_menu/delete/:roleId',
    {
      config: { permission: 'role.update' },
      schema: {
        tags: ['role'],
        summary: 'Remove every menu entry of a role',
        params: z.object({ roleId: id() }),
        response: { 200: detail, ...errors },
      },
    },
    async (request) => {
      await access.setRoleMenu(db(), request.params.roleId, [], request.caller?.userId);
      return { detail: `Role menu of role id - ${request.params.roleId} is deleted successfully` };
    },
  );
}
