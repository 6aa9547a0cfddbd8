import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n.tsx';
import { dictionaries } from '../messages.server.ts';
import { volunteerBody, volunteerProblems, volunteerProblemsFromAnswer } from './volunteer.ts';

const inLanguage = (language: 'en' | 'bn') => (key: MessageKey) => dictionaries[language][key];
const t = inLanguage('en');
const filled = { full_name: ' Rina Akter ', email: 'rina@example.org', phone: '', area: 'teaching', message: '' };

describe('the volunteer form', () => {
  it('lets a filled form through, and sends only its fields with the page’s language', () => {
    expect(volunteerProblems(filled, t)).toEqual({});
    expect(volunteerBody(filled, 'bn')).toEqual({ full_name: 'Rina Akter', email: 'rina@example.org', area: 'teaching', language: 'bn' });
  });

  it('gives each bad field its message, in the page’s language', () => {
    const bad = { full_name: ' ', email: 'rina@', phone: 'call me', area: '', message: 'x'.repeat(2001) };
    expect(volunteerProblems(bad, t)).toEqual({
      full_name: 'Full name is required',
      email: 'Enter a valid email',
      phone: 'Enter a phone number of digits, spaces and + ( ) -',
      area: 'Choose where you would like to help',
      message: 'At most 2000 characters',
    });
    expect(volunteerProblems(bad, inLanguage('bn')).full_name).toBe('পূর্ণ নাম দেওয়া আবশ্যক');
  });

  it('reads the API’s refusal as the form’s fields, in the page’s words', () => {
    expect(volunteerProblemsFromAnswer({ email: ['Enter a valid email'], area: ['Choose an area'], other: ['x'] }, t)).toEqual({
      email: 'Enter a valid email',
      area: 'Choose where you would like to help',
    });
  });
});
