import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n.tsx';
import { dictionaries } from '../messages.server.ts';
import { visitorMessageBody, visitorMessageProblems, visitorMessageProblemsFromAnswer } from './visitor-message.ts';

const inLanguage = (language: 'en' | 'bn') => (key: MessageKey) => dictionaries[language][key];
const t = inLanguage('en');

describe('a visitor’s message form', () => {
  it('lets a filled form through, and leaves an empty subject out', () => {
    const filled = { name: ' Karim ', email: 'karim@example.org', subject: ' ', message: ' Hello. ' };
    expect(visitorMessageProblems(filled, t)).toEqual({});
    expect(visitorMessageBody(filled)).toEqual({ name: 'Karim', email: 'karim@example.org', message: 'Hello.' });
  });

  it('gives each missing field its message, in the page’s language', () => {
    const empty = { name: ' ', email: 'karim@', subject: '', message: '' };
    expect(visitorMessageProblems(empty, t)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please write your message',
    });
    expect(visitorMessageProblems(empty, inLanguage('bn')).message).toBe('অনুগ্রহ করে আপনার বার্তা লিখুন');
  });

  it('takes a phone where the form asks for one (the event page’s): a valid one is sent, another is named', () => {
    const event = { name: 'Karim', email: 'karim@example.org', phone: ' +880 1711 000000 ', message: 'Hello.' };
    expect(visitorMessageProblems(event, t)).toEqual({});
    expect(visitorMessageBody(event)).toEqual({ name: 'Karim', email: 'karim@example.org', phone: '+880 1711 000000', message: 'Hello.' });
    expect(visitorMessageProblems({ ...event, phone: 'call me' }, t)).toEqual({
      phone: 'Please enter a valid phone number, or leave it empty',
    });
  });

  it('reads the API’s refusal as the form’s fields, in the page’s words', () => {
    expect(visitorMessageProblemsFromAnswer({ email: ['Please enter your email'], form_token: ['x'] }, inLanguage('bn'))).toEqual({
      email: 'অনুগ্রহ করে আপনার ইমেইল লিখুন',
    });
  });
});
