/**
 * The checks of the client-side demo forms (spec section 5): login, register and forgot password.
 * Pure functions: each answers the message of every field that fails, keyed by field; an empty object means valid.
 */

export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  fullNameLetters: 'Use letters only',
  confirmRequired: 'Confirm your password',
  confirmMismatch: 'Passwords must match',
} as const;

/** The toasts of the three forms, word for word as the specification gives them. */
export const toasts = {
  invalid: 'Empty field is not allowed!',
  login: 'You successfully Login on charitio !',
  register: 'Registration Complete successfully!',
  forgot: 'You successfully Login!',
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotValues {
  email: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters of any script (with their combining marks, as in Bengali) and the spaces between words. */
const lettersPattern = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return fieldMessages.emailRequired;
  if (!isValidEmail(value)) return fieldMessages.emailInvalid;
  return undefined;
}

export function passwordError(value: string): string | undefined {
  return value ? undefined : fieldMessages.passwordRequired;
}

export function fullNameError(value: string): string | undefined {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) return fieldMessages.fullNameRequired;
  if (!lettersPattern.test(name)) return fieldMessages.fullNameLetters;
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return fieldMessages.confirmRequired;
  if (confirm !== password) return fieldMessages.confirmMismatch;
  return undefined;
}

function collect<Field extends string>(checks: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collect({ email: emailError(values.email), password: passwordError(values.password) });
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collect({
    fullName: fullNameError(values.fullName),
    email: emailError(values.email),
    password: passwordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  });
}

export function validateForgot(values: ForgotValues): FieldErrors<keyof ForgotValues> {
  return collect({ email: emailError(values.email) });
}

export function isValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/**
 * Where a valid login goes: /home only when the email starts with 'user' (spec section 5), otherwise nowhere.
 * Email addresses are compared without regard to case, as mail systems do.
 */
export function loginDestination(email: string): '/home' | null {
  return email.trim().toLowerCase().startsWith('user') ? '/home' : null;
}

/** The demo account the login form opens with. Nothing is checked against it: the form is a client-side demo. */
export const demoCredentials = { email: 'user@example.org', password: 'charity-demo-2022' } as const;

/** The localStorage key of the login form's 'remember' flag. */
export const rememberKey = 'remember';

export function parseRemember(stored: string | null): boolean {
  return stored === 'true';
}
