import { accessEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../plugins/auth.ts';
import { serve } from '../../resource/endpoints.ts';
import * as access from './access.service.ts';
import { accessCookie, profileOf, refreshCookie, signedInCaller, signIn } from './session.service.ts';
import { accessTokenSeconds, refreshTokenSeconds } from './tokens.ts';

/** The refresh cookie is sent only to the route that renews the pair. */
const refreshPath = endpoints.refreshTokens.path;

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: { access: string; refresh: string }) {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
  reply.setCookie(accessCookie, tokens.access, { ...common, path: '/', maxAge: accessTokenSeconds });
  reply.setCookie(refreshCookie, tokens.refresh, { ...common, path: refreshPath, maxAge: refreshTokenSeconds });
}

/** Sign-in, sign-out, token renewal, the signed-in user, password change and reset, as declared in the contracts. */
export default async function sessionRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.signIn, async (request, reply) => {
    const session = await signIn(app.sessions, request.log, {
      identifier: request.body.email,
      password: request.body.password,
      ip: request.ip,
    });
    // A second factor still to give: no tokens and no cookies yet, only the challenge.
    if ('secondFactor' in session) return session.secondFactor;
    setSessionCookies(request, reply, session.tokens);
    return { ...session.tokens, ...session.user };
  });

  serve(app, endpoints.refreshTokens, async (request, reply) => {
    const tokens = await app.sessions.refresh(request.body?.refresh ?? request.cookies[refreshCookie]);
    setSessionCookies(request, reply, tokens);
    return tokens;
  });

  serve(app, endpoints.signOut, async (request, reply) => {
    await app.sessions.revokeAll(db(), signedInCaller(request.caller).userId);
    reply.clearCookie(accessCookie, { path: '/' }).clearCookie(refreshCookie, { path: refreshPath });
    return { detail: 'Signed out.' };
  });

  serve(app, endpoints.me, (request) => profileOf(db(), signedInCaller(request.caller).userId));

  serve(app, endpoints.holdsPermission, (request) => ({ permission: can(request.caller, request.query.permission) }));

  serve(app, endpoints.changePassword, async (request) => {
    await access.changePassword(db(), app.sessions, {
      userId: request.params.id,
      password: request.body.password,
      confirm: request.body.confirm_password,
      current: request.body.current_password,
      actor: signedInCaller(request.caller),
    });
    return { detail: 'Password changed successfully. Sign in again with the new password.' };
  });

  serve(app, endpoints.requestPasswordReset, async (request) => {
    await access.requestPasswordReset(db(), app.mailer, request.log, {
      email: request.body.email,
      ip: request.ip,
      linkBase: app.sessions.linkBase,
    });
    return { detail: access.resetRequested };
  });

  serve(app, endpoints.confirmPasswordReset, async (request) => {
    await access.confirmPasswordReset(db(), app.sessions, {
      token: request.body.token,
      password: request.body.new_password,
      repeat: request.body.re_new_password,
    });
    return { detail: 'Your password was changed. Sign in with the new one.' };
  });
}
