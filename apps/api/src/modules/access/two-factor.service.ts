import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { recoveryCodes, roles, twoFactors, users } from './access.tables.ts';
import { overLimit, recordAttempt } from './attempts.ts';

/** Wrong codes allowed per 15 minutes, for one account and from one address, before the code step is refused. */
export const codeLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

export const recoveryCodeCount = 10;
export const wrongCode = 'The code is not right, or it has expired. Type the code the app shows now.';
const issuer = 'Sahay';

/** A code's time steps accepted on either side of now: one 30-second step, for a phone's clock a little off. */
const epochTolerance = 30;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
/** What a person types, as compared: spaces and dashes dropped, letters in lower case. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Recovery codes read aloud or copied without confusion: no 0/o, 1/l/i. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

async function secondFactorOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row;
}

async function roleRequires(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ required: roles.requiresTwoFactor })
    .from(users)
    .innerJoin(roles, eq(users.role, roles.id))
    .where(eq(users.id, userId));
  return row?.required === true;
}

/** What signing in still needs after the right password: the code, an enrolment the role requires, or nothing. */
export async function secondStep(db: DbOrTx, userId: number): Promise<'code' | 'enrol' | undefined> {
  if ((await secondFactorOf(db, userId))?.confirmedAt) return 'code';
  return (await roleRequires(db, userId)) ? 'enrol' : undefined;
}

export async function twoFactorStatus(db: DbOrTx, userId: number) {
  const row = await secondFactorOf(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.confirmedAt),
    required: await roleRequires(db, userId),
    recovery_codes_left: row?.confirmedAt ? left.n : 0,
  };
}

/** A new secret (replacing one not yet confirmed), its otpauth address and that address's QR code, drawn here. */
export async function startEnrolment(db: DbOrTx, userId: number) {
  const existing = await secondFactorOf(db, userId);
  if (existing?.confirmedAt) throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first to enrol another app.');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const secret = generateSecret();
  await db
    .insert(twoFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactors.userId, set: { secret, lastTimeStep: null, createdAt: new Date() } });
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** Ten new recovery codes in place of the old ones: the codes are answered once, only their hashes kept. */
async function replaceRecoveryCodes(db: DbOrTx, userId: number) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hash(normalized(code)) })));
  return codes;
}

/** A time-based code of the user's secret, never one of a time step already used; the step is kept on success. */
async function acceptTimeCode(db: DbOrTx, row: typeof twoFactors.$inferSelect, code: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret: row.secret, token: code, epochTolerance, afterTimeStep: row.lastTimeStep ?? undefined });
  if (!result.valid || !('timeStep' in result)) return false;
  await db.update(twoFactors).set({ lastTimeStep: result.timeStep }).where(eq(twoFactors.userId, row.userId));
  return true;
}

/** An unused recovery code of the user's, spent by this use. */
async function spendRecoveryCode(db: DbOrTx, userId: number, code: string) {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/**
 * Checks a code against the user's second factor (a recovery code too, unless `timeOnly`), counting wrong ones:
 * past the limit the step is refused for a while, right or wrong.
 */
async function checkCode(db: DbOrTx, input: { userId: number; code: string; ip: string; timeOnly?: boolean; confirmed: boolean }) {
  const identifier = `user:${input.userId}`;
  if (await overLimit(db, 'two_factor', { identifier, ip: input.ip }, codeLimits)) {
    throw new HttpError(429, `Too many wrong codes. Try again in ${codeLimits.windowMinutes} minutes.`);
  }
  const row = await secondFactorOf(db, input.userId);
  const code = normalized(input.code);
  const usable = row && Boolean(row.confirmedAt) === input.confirmed;
  const success = Boolean(
    usable && ((await acceptTimeCode(db, row, code)) || (!input.timeOnly && (await spendRecoveryCode(db, input.userId, code)))),
  );
  await recordAttempt(db, { kind: 'two_factor', identifier, ip: input.ip, success, userId: input.userId });
  if (!success) throw fieldError(400, 'code', row || !input.confirmed ? wrongCode : 'Two-factor sign-in is not on.');
}

/** The second step of signing in: a code from the app, or an unused recovery code. */
export const checkSignInCode = (db: DbOrTx, input: { userId: number; code: string; ip: string }) =>
  checkCode(db, { ...input, confirmed: true });

/** Finishes enrolment with a code from the app: the second factor is on, and ten recovery codes are answered once. */
export async function confirmEnrolment(db: DbOrTx, input: { userId: number; code: string; ip: string }) {
  const row = await secondFactorOf(db, input.userId);
  if (!row) throw fieldError(400, 'code', 'Start the enrolment first: scan the new QR code.');
  if (row.confirmedAt) throw new HttpError(409, 'Two-factor sign-in is already on.');
  await checkCode(db, { ...input, timeOnly: true, confirmed: false });
  await db.update(twoFactors).set({ confirmedAt: new Date() }).where(eq(twoFactors.userId, input.userId));
  return replaceRecoveryCodes(db, input.userId);
}

/** Ten new recovery codes for one's own second factor, given a current code. */
export async function renewRecoveryCodes(db: DbOrTx, input: { userId: number; code: string; ip: string }) {
  await checkCode(db, { ...input, confirmed: true });
  return replaceRecoveryCodes(db, input.userId);
}

async function removeSecondFactor(db: DbOrTx, userId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return (await db.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ confirmedAt: twoFactors.confirmedAt }))[0];
}

/** Turns one's own second factor off, given a current code; a role that requires it keeps it on. */
export async function disableSecondFactor(db: DbOrTx, input: { userId: number; code: string; ip: string }) {
  if (await roleRequires(db, input.userId)) throw new HttpError(400, 'Your role requires two-factor sign-in: it cannot be turned off.');
  await checkCode(db, { ...input, confirmed: true });
  await removeSecondFactor(db, input.userId);
}

/**
 * An administrator's reset of another user's second factor (a lost phone): the secret and the recovery codes go,
 * and the user enrols again at the next sign-in if the role requires it. The audit trail records who reset whose,
 * never the secret.
 */
export async function resetSecondFactor(tx: DbOrTx, input: { userId: number; actorId: number }) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new HttpError(404, `User id - ${input.userId} does not exist`);
  const removed = await removeSecondFactor(tx, input.userId);
  if (!removed) return false;
  await recordAudit(tx, {
    userId: input.actorId,
    entity: 'user',
    entityId: input.userId,
    action: 'update',
    before: { two_factor: removed.confirmedAt ? 'on' : 'enrolling' },
    after: { two_factor: 'reset' },
  });
  return true;
}
