import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { minPasswordLength } from '@sahay/contracts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// N=2^15 costs about 50 ms here: slow for a guesser, fine for a sign-in.
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 64;

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, keyLength, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined) {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing account cannot be told apart by timing.
    await scryptAsync(password, randomBytes(16), keyLength, cost);
    return false;
  }
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** The password policy: messages for what is wrong, empty when it is fine. */
export function passwordProblems(password: string, email?: string) {
  const problems: string[] = [];
  if (password.length < minPasswordLength) problems.push(`Use at least ${minPasswordLength} characters.`);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push('The password must not be your email address.');
  return problems;
}
