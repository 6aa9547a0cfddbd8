import {
  detail,
  id,
  limitedErrorAnswers,
  loginBody,
  passwordChangeBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  signedInUser,
  tokenPair,
} from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import * as access from './access.service.ts';
import { accessCookie, describeUser, refreshCookie } from './session.service.ts';
import { accessTokenSeconds, refreshTokenSeconds } from './tokens.ts';

const errors = limitedErrorAnswers;
const refreshPath = '/user/api/v1/user/token/refresh';

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: { access: string; refresh: string }) {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
  reply.setCookie(accessCookie, tokens.access, { ...common, path: '/', maxAge: accessTokenSeconds });
  reply.setCookie(refreshCookie, tokens.refresh, { ...common, path: refreshPath, maxAge: refreshTokenSeconds });
}

/** Sign-in, sign-out, token renewal, the signed-in user, password change and reset. */
export default async function sessionRoutes(parent: FastifyInstance) {
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
        response: { 200: signedInUser.extend(tokenPair.shape), ...errors },
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
    { config: { signedIn: true }, schema: { tags, summary: 'The signed-in user', response: { 200: signedInUser, ...errors } } },
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
}
