import { twoFactorEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../plugins/auth.ts';
import { serve } from '../../resource/endpoints.ts';
import { signedInCaller } from './session.service.ts';
import { setSessionCookies } from './sessions.routes.ts';
import * as twoFactor from './two-factor.service.ts';

const codesGiven = 'Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone.';

/** Two-factor sign-in: enrolment, the code step of signing in, turning it off, new recovery codes, an administrator's reset. */
export default async function twoFactorRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  /** Enrolment is open to the signed-in user, and to one who has just given the password (the role requires it). */
  const enrollingUser = async (caller: Caller | null, challenge?: string) =>
    caller && !challenge ? caller.userId : app.sessions.challengedUser(challenge);

  serve(app, endpoints.status, (request) => twoFactor.twoFactorStatus(db(), signedInCaller(request.caller).userId));

  serve(app, endpoints.enrol, async (request) =>
    twoFactor.startEnrolment(db(), await enrollingUser(request.caller, request.body?.challenge)),
  );

  serve(app, endpoints.confirm, async (request) => {
    const userId = await enrollingUser(request.caller, request.body.challenge);
    const codes = await twoFactor.confirmEnrolment(db(), { userId, code: request.body.code, ip: request.ip });
    return { recovery_codes: codes, detail: codesGiven };
  });

  serve(app, endpoints.verify, async (request, reply) => {
    const { tokens, user } = await app.sessions.completeSignIn(request.body.challenge, request.body.code, request.ip);
    request.log.info({ userId: user.id, ip: request.ip }, 'signed in with a second factor');
    setSessionCookies(request, reply, tokens);
    return { ...tokens, ...user };
  });

  serve(app, endpoints.disable, async (request) => {
    await twoFactor.disableSecondFactor(db(), { userId: signedInCaller(request.caller).userId, code: request.body.code, ip: request.ip });
    return { detail: 'Two-factor sign-in is off.' };
  });

  serve(app, endpoints.newRecoveryCodes, async (request) => {
    const userId = signedInCaller(request.caller).userId;
    const codes = await twoFactor.renewRecoveryCodes(db(), { userId, code: request.body.code, ip: request.ip });
    return { recovery_codes: codes, detail: codesGiven };
  });

  serve(app, endpoints.reset, async (request) => {
    const actorId = signedInCaller(request.caller).userId;
    const removed = await db().transaction((tx) => twoFactor.resetSecondFactor(tx, { userId: request.params.id, actorId }));
    return { detail: removed ? 'The second factor was reset: the user sets it up again.' : 'This user has no second factor.' };
  });
}
