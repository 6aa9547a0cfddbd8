/**
 * The checks of the client-side demo forms (spec section 5): login, register and forgot password.
 * Pure functions: each answers the message of every field that fails, keyed by field; an empty object means valid.
 * The messages are English unless a check is given the words of another language (`messagesIn`).
 */

/** The messages of the specification, word for word; the dictionaries' `form.<name>` entries say them in each language. */
export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  fullNameLetters: 'Use letters only',
  confirmRequired: 'Confirm your password',
  confirmMismatch: 'Passwords must match',
} as const;

/** The toasts of the three forms, word for word as the specification gives them (the dictionaries' `toast.<name>`). */
export const toasts = {
  invalid: 'Empty field is not allowed!',
  login: 'You successfully Login on charitio !',
  register: 'Registration Complete successfully!',
  forgot: 'You successfully Login!',
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FieldMessage = keyof typeof fieldMessages;
/** Gives the words of a message in one language. */
export type Say = (message: FieldMessage) => string;

const inEnglish: Say = (message) => fieldMessages[message];

/** The messages in the language of a translate function (the page's `useT()`), from its `form.<message>` words. */
export function messagesIn(t: (key: `form.${FieldMessage}`) => string): Say {
  return (message) => t(`form.${message}`);
}

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

export function emailError(value: string, say: Say = inEnglish): string | undefined {
  if (!value.trim()) return say('emailRequired');
  if (!isValidEmail(value)) return say('emailInvalid');
  return undefined;
}

export function passwordError(value: string, say: Say = inEnglish): string | undefined {
  return value ? undefined : say('passwordRequired');
}

export function fullNameError(value: string, say: Say = inEnglish): string | undefined {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) return say('fullNameRequired');
  if (!lettersPattern.test(name)) return say('fullNameLetters');
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string, say: Say = inEnglish): string | undefined {
  if (!confirm) return say('confirmRequired');
  if (confirm !== password) return say('confirmMismatch');
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

export function validateLogin(values: LoginValues, say: Say = inEnglish): FieldErrors<keyof LoginValues> {
  return collect({ email: emailError(values.email, say), password: passwordError(values.password, say) });
}

export function validateRegister(values: RegisterValues, say: Say = inEnglish): FieldErrors<keyof RegisterValues> {
  return collect({
    fullName: fullNameError(values.fullName, say),
    email: emailError(values.email, say),
    password: passwordError(values.password, say),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword, say),
  });
}

export function validateForgot(values: ForgotValues, say: Say = inEnglish): FieldErrors<keyof ForgotValues> {
  return collect({ email: emailError(values.email, say) });
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
