import type { FieldErrors } from '@sahay/contracts';

/** An answer other than success, with the contract's body shape: `{detail}` or a field-to-messages map. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;

  constructor(statusCode: number, body: string | FieldErrors) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.statusCode = statusCode;
    this.body = typeof body === 'string' ? { detail: body } : body;
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const fieldError = (statusCode: number, field: string, message: string) => new HttpError(statusCode, { [field]: [message] });
