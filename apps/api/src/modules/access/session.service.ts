import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Caller } from '../../plugins/auth.ts';
import { permissions, rolePermissions, roles, users } from './access.tables.ts';
import { overLimit, recordAttempt } from './attempts.ts';
import { verifyPassword } from './password.ts';
import type { TokenSigner } from './tokens.ts';
import { checkSignInCode, secondStep } from './two-factor.service.ts';

export const accessCookie = 'sahay_access';
export const refreshCookie = 'sahay_refresh';

/** Limits per 15 minutes: failed sign-ins for one account, and from one address. */
export const signInLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

/** The answer to every failed sign-in, whatever the reason: it never tells whether an account exists. */
export const signInRefused = 'No active account found with the given credentials';

/** What the sign-in answer says when a second step is needed. */
const secondStepDetail = {
  code: 'Type the code from your authenticator app, or one of your recovery codes.',
  enrol: 'Your role requires two-factor sign-in: set it up to continue.',
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A user as the API shows it: no password hash, no token bookkeeping; the role by id and name. */
export async function describeUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .leftJoin(roles, eq(users.role, roles.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { passwordHash: _hash, tokensValidAfter: _after, ...user } = row.user;
  const granted = await permissionNames(db, row.role);
  return {
    ...rowToApi(user),
    id: user.id,
    email: user.email,
    role: row.role ? { id: row.role.id, name: row.role.name } : null,
    permissions: [...granted].sort(),
  };
}

/** The signed-in user's own profile: `describeUser`, or 404 for an account removed since its token was issued. */
export async function profileOf(db: DbOrTx, userId: number) {
  const user = await describeUser(db, userId);
  if (!user) throw new HttpError(404, `User id - ${userId} does not exist`);
  return user;
}

/** The caller of a route open to signed-in accounts only: the route's guard has refused anyone else already. */
export function signedInCaller(caller: Caller | null): Caller {
  if (!caller) throw new HttpError(401, 'Authentication credentials were not provided.');
  return caller;
}

/** Signs in (see `login`), and logs who did, or the refusal with its status (never the password). */
export async function signIn(sessions: Sessions, log: FastifyBaseLogger, input: { identifier: string; password: string; ip: string }) {
  try {
    const session = await sessions.login(input.identifier, input.password, input.ip);
    if ('secondFactor' in session)
      log.info({ ip: input.ip, step: session.secondFactor.two_factor }, 'password accepted, second factor asked');
    else log.info({ userId: session.user.id, ip: input.ip }, 'signed in');
    return session;
  } catch (error) {
    log.warn({ identifier: input.identifier, ip: input.ip, status: (error as HttpError).statusCode }, 'sign-in refused');
    throw error;
  }
}

async function permissionNames(db: DbOrTx, role: { id: number; allPermissions: boolean } | null) {
  if (!role) return new Set<string>();
  const rows = role.allPermissions
    ? await db.select({ name: permissions.name }).from(permissions)
    : await db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(rolePermissions.permissionId, permissions.id))
        .where(eq(rolePermissions.roleId, role.id));
  return new Set(rows.map((r) => r.name));
}

/** Origins a cookie-carrying request may come from: this server's own, and PUBLIC_URL's. */
function sameOrigin(request: FastifyRequest, publicUrl?: string) {
  const source = request.headers.origin ?? (request.headers.referer ? safeOrigin(request.headers.referer) : undefined);
  if (!source) return false;
  const own = `${request.protocol}://${request.host}`;
  return source === own || (publicUrl !== undefined && source === safeOrigin(publicUrl));
}

function safeOrigin(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Signing in, refreshing, signing out, and identifying the caller of a request; no state kept in memory. */
export function createSessions(options: { db: () => DbOrTx; signer: TokenSigner; publicUrl?: string; linkBase: string }) {
  const { signer } = options;

  async function issue(userId: number) {
    return { access: await signer.sign(userId, 'access'), refresh: await signer.sign(userId, 'refresh') };
  }

  /** The user behind a token, if the token is still honoured (active user, not revoked since). */
  async function activeUser(db: DbOrTx, claims: { userId: number; issuedAt: number }) {
    const [row] = await db
      .select({ user: users, role: roles })
      .from(users)
      .leftJoin(roles, eq(users.role, roles.id))
      .where(eq(users.id, claims.userId));
    if (!row?.user.isActive || claims.issuedAt < row.user.tokensValidAfter.getTime()) return undefined;
    return row;
  }

  /** The user whose password was right, by the challenge signing in answered (valid 10 minutes, until a sign-out). */
  async function challengedUser(challenge: string | undefined) {
    const claims = challenge ? await signer.verify(challenge, 'two_factor') : undefined;
    if (!claims || !(await activeUser(options.db(), claims))) {
      throw new HttpError(401, 'The sign-in has expired. Sign in again with your password.');
    }
    return claims.userId;
  }

  async function finishSignIn(db: DbOrTx, userId: number) {
    await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
    const described = await describeUser(db, userId);
    if (!described) throw new HttpError(401, signInRefused);
    return { tokens: await issue(userId), user: described };
  }

  return {
    publicUrl: options.publicUrl,
    /** Where links in mails point: PUBLIC_URL, never the Host header a client sent. */
    linkBase: options.linkBase,
    issue,

    async login(identifier: string, password: string, ip: string) {
      const db = options.db();
      const key = identifier.trim().toLowerCase();
      if (await overLimit(db, 'sign_in', { identifier: key, ip }, signInLimits)) {
        throw new HttpError(429, `Too many failed sign-ins. Try again in ${signInLimits.windowMinutes} minutes.`);
      }
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.email})`, key), eq(sql`lower(${users.username})`, key)));
      const passwordOk = await verifyPassword(password, user?.passwordHash);
      const success = Boolean(user && passwordOk && user.isActive);
      await recordAttempt(db, { kind: 'sign_in', identifier: key, ip, success, userId: user?.id });
      if (!success || !user) throw new HttpError(401, signInRefused);
      const step = await secondStep(db, user.id);
      if (step)
        return { secondFactor: { two_factor: step, challenge: await signer.sign(user.id, 'two_factor'), detail: secondStepDetail[step] } };
      return finishSignIn(db, user.id);
    },

    challengedUser,

    /** The second step of signing in: the challenge and a right code give the session. */
    async completeSignIn(challenge: string, code: string, ip: string) {
      const db = options.db();
      const userId = await challengedUser(challenge);
      await checkSignInCode(db, { userId, code, ip });
      return finishSignIn(db, userId);
    },

    /** A new pair for a refresh token (none given: refused alike). */
    async refresh(token: string | undefined) {
      if (!token) throw new HttpError(401, 'Token is invalid or expired');
      const claims = await signer.verify(token, 'refresh');
      if (!claims || !(await activeUser(options.db(), claims))) throw new HttpError(401, 'Token is invalid or expired');
      return issue(claims.userId);
    },

    /** Signs the user out everywhere: every token issued before now is refused. */
    async revokeAll(db: DbOrTx, userId: number) {
      // One millisecond ahead, so a token issued in this same millisecond is refused too.
      await db
        .update(users)
        .set({ tokensValidAfter: new Date(Date.now() + 1) })
        .where(eq(users.id, userId));
    },

    async authenticate(request: FastifyRequest): Promise<Caller | null> {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const cookie = bearer ? undefined : request.cookies?.[accessCookie];
      const token = bearer ?? cookie;
      if (!token) return null;
      const claims = await signer.verify(token, 'access');
      if (!claims) return null;
      // A cookie rides along on cross-site requests too; a change must come from our own pages.
      if (cookie && !safeMethods.has(request.method) && !sameOrigin(request, options.publicUrl)) {
        throw new HttpError(403, 'Cross-site request refused: the request did not come from this site.');
      }
      const db = options.db();
      const row = await activeUser(db, claims);
      if (!row) return null;
      return { userId: row.user.id, permissions: await permissionNames(db, row.role) };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
