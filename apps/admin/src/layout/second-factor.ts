import { HttpError } from 'react-admin';

/**
 * Kept apart from the session's code: the sign-in page loads this at once, and the typed client (with the
 * contracts) only when it is first used.
 */

/** Signing in stopped after the right password: the code is still to give, or the role requires enrolling first. */
export class SecondFactorNeeded extends Error {
  constructor(
    readonly step: 'code' | 'enrol',
    readonly challenge: string,
    message: string,
  ) {
    super(message);
  }
}

/** The API's sentence for a refused step: a one-time code's own message, else the answer's. */
export function refusalOf(error: unknown) {
  if (error instanceof HttpError) return (error.body as { code?: string[] } | undefined)?.code?.[0] ?? error.message;
  // A sentence already worded (the sign-in's); a failed fetch is a TypeError.
  if (error instanceof Error && error.name === 'Error') return error.message;
  return 'The server could not be reached.';
}
