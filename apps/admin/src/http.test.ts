import { describe, expect, it } from 'vitest';
import { fileNameOf, toHttpError } from './http.ts';

describe('an error answer of the API, as the back office shows it', () => {
  it('a {detail} is the message', () => {
    const error = toHttpError(409, { detail: 'This department still has employees.' }, 'Conflict');
    expect(error.message).toBe('This department still has employees.');
    expect(error.status).toBe(409);
  });

  it('field messages go to their form fields, and together into one notification', () => {
    const error = toHttpError(400, { name: ['This field is required.'], code: ['At most 3 characters.', 'Use letters.'] }, 'Bad Request');
    expect(error.body.errors).toEqual({ name: 'This field is required.', code: 'At most 3 characters. Use letters.' });
    expect(error.message).toBe('name: This field is required.; code: At most 3 characters. Use letters.');
  });

  it('anything else falls back to the status text', () => {
    expect(toHttpError(502, undefined, 'Bad Gateway').message).toBe('Bad Gateway');
    expect(toHttpError(500, { error: 'boom' }, 'Internal Server Error').message).toBe('Internal Server Error');
  });
});

describe('the name of a file the API sends', () => {
  it('is the encoded name when given, else the quoted or plain one', () => {
    expect(fileNameOf(`attachment; filename="r.pdf"; filename*=UTF-8''DR-2026-00001%20receipt.pdf`, 'x.pdf')).toBe(
      'DR-2026-00001 receipt.pdf',
    );
    expect(fileNameOf('attachment; filename="statement-2025.pdf"', 'x.pdf')).toBe('statement-2025.pdf');
    expect(fileNameOf('attachment; filename=receipt.pdf', 'x.pdf')).toBe('receipt.pdf');
  });

  it('falls back to the given name when the answer names none', () => {
    expect(fileNameOf(null, 'receipt-7.pdf')).toBe('receipt-7.pdf');
    expect(fileNameOf('attachment', 'receipt-7.pdf')).toBe('receipt-7.pdf');
  });
});
