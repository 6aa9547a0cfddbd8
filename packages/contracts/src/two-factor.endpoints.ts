import { z } from 'zod';
import { signedInSession } from './access.endpoints.ts';
import { user } from './access.ts';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import { basePath, permissionName } from './resource.ts';
import { detail, limitedErrorAnswers } from './responses.ts';

/**
 * Two-factor sign-in for staff (TOTP, RFC 6238): enrolment with a QR code, ten one-time recovery codes, the code
 * asked after the password, turning it off, and an administrator's reset of another user's second factor.
 */

const twoFactor = `${basePath(user)}two_factor/`;
const tags = ['user'];
const errors = limitedErrorAnswers;

/** A six-digit code from the authenticator app, or one of the recovery codes (spaces and dashes are ignored). */
export const oneTimeCode = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(40, 'At most 40 characters.');

/** Enrolment and confirmation are open to a signed-in user, or to one who has just given the password (the challenge). */
const challenge = z.string().max(2000).optional();

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The user's role requires it. */
  required: z.boolean(),
  recovery_codes_left: z.number(),
});

export const enrolment = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url`, an SVG image drawn by the server. */
  qr_svg: z.string(),
});

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()), detail: z.string() });

const status = defineEndpoint({
  method: 'GET',
  path: `${twoFactor}status`,
  access: { signedIn: true },
  tags,
  summary: "The signed-in user's two-factor sign-in: on or off, required by the role, recovery codes left",
  responses: { 200: twoFactorStatus, ...errors },
});

const enrol = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}enrol`,
  access: { public: true, rateLimited: true },
  tags,
  summary: 'Start enrolment: a new secret and its QR code (signed in, or with the challenge of signing in)',
  body: z.object({ challenge }).optional(),
  responses: { 200: enrolment, ...errors },
});

const confirm = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}confirm`,
  access: { public: true, rateLimited: true },
  tags,
  summary: 'Finish enrolment with a code from the app: two-factor sign-in is on, and ten recovery codes are given once',
  body: z.object({ code: oneTimeCode, challenge }),
  responses: { 200: recoveryCodes, ...errors },
});

const verify = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}verify`,
  access: { public: true, rateLimited: true },
  tags,
  summary: 'The second step of signing in: the challenge and a code (or a recovery code) give the session',
  body: z.object({ challenge: z.string({ error: 'This field is required.' }).max(2000), code: oneTimeCode }),
  responses: { 200: signedInSession, ...errors },
});

const disable = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}disable`,
  access: { signedIn: true },
  tags,
  summary: 'Turn two-factor sign-in off, with a current code (refused when the role requires it)',
  body: z.object({ code: oneTimeCode }),
  responses: { 200: detail, ...errors },
});

const newRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}recovery_codes`,
  access: { signedIn: true },
  tags,
  summary: 'Ten new recovery codes, with a current code; the old ones stop working',
  body: z.object({ code: oneTimeCode }),
  responses: { 200: recoveryCodes, ...errors },
});

const reset = defineEndpoint({
  method: 'POST',
  path: `${twoFactor}reset/:id`,
  access: { permission: permissionName(user.name, 'update') },
  tags,
  summary: "Reset another user's second factor (they enrol again at their next sign-in if their role requires it); audited",
  params: z.object({ id: id() }),
  responses: { 200: detail, ...errors },
});

export const twoFactorEndpoints = { status, enrol, confirm, verify, disable, newRecoveryCodes, reset } as const;
