import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.tsx';
import { dictionaries } from '../messages.server.ts';
import {
  confirmPasswordError,
  demoCredentials,
  emailError,
  type FieldMessage,
  fieldMessages,
  fullNameError,
  isValid,
  isValidEmail,
  loginDestination,
  messagesIn,
  parseRemember,
  passwordError,
  toasts,
  validateForgot,
  validateLogin,
  validateRegister,
} from './validators.ts';

describe('email', () => {
  it('is required', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
  });

  it('must be a valid address', () => {
    for (const bad of ['user', 'user@', '@example.org', 'user@example', 'us er@example.org', 'user@@example.org']) {
      expect(emailError(bad), bad).toBe('Enter a valid email');
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts an ordinary address, with spaces around it', () => {
    for (const good of ['user@example.org', ' rina.akter+news@mail.example.com ', 'a@b.co']) {
      expect(emailError(good), good).toBeUndefined();
      expect(isValidEmail(good), good).toBe(true);
    }
  });
});

describe('password', () => {
  it('is required, and any non-empty value will do', () => {
    expect(passwordError('')).toBe('Password is required');
    expect(passwordError('x')).toBeUndefined();
    expect(passwordError(' ')).toBeUndefined();
  });
});

describe('full name', () => {
  it('is required', () => {
    expect(fullNameError('')).toBe('Full name is required');
    expect(fullNameError('  ')).toBe('Full name is required');
  });

  it('takes letters only, with spaces between the words', () => {
    expect(fullNameError('Rina Akter')).toBeUndefined();
    expect(fullNameError('  Rina   Akter ')).toBeUndefined();
    expect(fullNameError('Zoë Müller')).toBeUndefined();
    // Bengali letters carry combining vowel signs.
    expect(fullNameError('রিনা আক্তার')).toBeUndefined();
    for (const bad of ['Rina2', 'R1na Akter', 'rina@akter', 'Rina_Akter', 'Rina-Akter', "O'Brien", 'Dr. Rina']) {
      expect(fullNameError(bad), bad).toBe('Use letters only');
    }
  });
});

describe('confirm password', () => {
  it('must equal the password', () => {
    expect(confirmPasswordError('secret', 'secret')).toBeUndefined();
    expect(confirmPasswordError('secret', 'Secret')).toBe('Passwords must match');
    expect(confirmPasswordError('', 'secret')).toBe('Passwords must match');
  });

  it('is asked for when left empty', () => {
    expect(confirmPasswordError('secret', '')).toBe(fieldMessages.confirmRequired);
  });
});

describe('login', () => {
  it('passes with the prefilled demo credentials', () => {
    expect(validateLogin(demoCredentials)).toEqual({});
    expect(isValid(validateLogin(demoCredentials))).toBe(true);
  });

  it('names every failing field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: 'nobody', password: 'x' })).toEqual({ email: 'Enter a valid email' });
    expect(isValid(validateLogin({ email: 'nobody', password: 'x' }))).toBe(false);
  });

  it('goes to /home only when the email starts with user', () => {
    expect(loginDestination('user@example.org')).toBe('/home');
    expect(loginDestination('username.two@example.org')).toBe('/home');
    expect(loginDestination(' User@Example.org')).toBe('/home');
    expect(loginDestination('rina@example.org')).toBeNull();
    expect(loginDestination('a.user@example.org')).toBeNull();
  });
});

describe('register', () => {
  const valid = { fullName: 'Rina Akter', email: 'rina@example.org', password: 'secret', confirmPassword: 'secret' };

  it('passes when every rule holds', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('names every failing field', () => {
    expect(validateRegister({ fullName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: fieldMessages.confirmRequired,
    });
    expect(validateRegister({ ...valid, fullName: 'Rina 2', email: 'rina@', confirmPassword: 'other' })).toEqual({
      fullName: 'Use letters only',
      email: 'Enter a valid email',
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('forgot password', () => {
  it('needs a valid email', () => {
    expect(validateForgot({ email: 'rina@example.org' })).toEqual({});
    expect(validateForgot({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgot({ email: 'rina' })).toEqual({ email: 'Enter a valid email' });
  });
});

describe('the texts of the specification', () => {
  it('keeps the toasts word for word', () => {
    expect(toasts).toEqual({
      invalid: 'Empty field is not allowed!',
      login: 'You successfully Login on charitio !',
      register: 'Registration Complete successfully!',
      forgot: 'You successfully Login!',
    });
  });

  it('reads the remember flag back from storage', () => {
    expect(parseRemember('true')).toBe(true);
    expect(parseRemember('false')).toBe(false);
    expect(parseRemember(null)).toBe(false);
    expect(parseRemember('yes')).toBe(false);
  });
});

describe('in Bengali', () => {
  const bengali = messagesIn(translator(dictionaries.bn));

  it('names the same failing fields, in the words of the Bengali dictionary', () => {
    expect(validateLogin({ email: '', password: '' }, bengali)).toEqual({ email: 'ইমেইল দেওয়া আবশ্যক', password: 'পাসওয়ার্ড দেওয়া আবশ্যক' });
    expect(validateForgot({ email: 'rina' }, bengali)).toEqual({ email: 'সঠিক ইমেইল ঠিকানা লিখুন' });
    expect(validateRegister({ fullName: 'Rina 2', email: 'rina@example.org', password: 'secret', confirmPassword: '' }, bengali)).toEqual({
      fullName: 'শুধু অক্ষর ব্যবহার করুন',
      confirmPassword: 'পাসওয়ার্ডটি আবার লিখুন',
    });
    expect(confirmPasswordError('secret', 'other', bengali)).toBe('দুটি পাসওয়ার্ড একই হতে হবে');
  });

  it('still passes a valid form', () => {
    expect(validateLogin(demoCredentials, bengali)).toEqual({});
    expect(validateRegister({ fullName: 'রিনা আক্তার', email: 'rina@example.org', password: 'x', confirmPassword: 'x' }, bengali)).toEqual({});
  });

  it('has a message of its own for every message of the specification', () => {
    for (const message of Object.keys(fieldMessages) as FieldMessage[]) {
      expect(bengali(message), message).not.toBe(fieldMessages[message]);
      expect(bengali(message), message).not.toContain('form.');
    }
  });

  it('leaves English word for word when the English dictionary is used', () => {
    const english = messagesIn(translator(dictionaries.en));
    for (const message of Object.keys(fieldMessages) as FieldMessage[]) expect(english(message)).toBe(fieldMessages[message]);
    expect(validateRegister({ fullName: '', email: 'x', password: '', confirmPassword: 'y' }, english)).toEqual(
      validateRegister({ fullName: '', email: 'x', password: '', confirmPassword: 'y' }),
    );
  });
});
