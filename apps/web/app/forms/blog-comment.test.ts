import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n.tsx';
import { dictionaries } from '../messages.server.ts';
import { commentBody, commentProblems, commentProblemsFromAnswer } from './blog-comment.ts';

const inLanguage = (language: 'en' | 'bn') => (key: MessageKey) => dictionaries[language][key];
const t = inLanguage('en');

describe('a reader’s comment form', () => {
  it('lets a filled form through, and sends the comment as the post’s comment body', () => {
    const filled = { name: ' Rina Akter ', email: 'rina@example.org', comment: ' Thank you. ' };
    expect(commentProblems(filled, t)).toEqual({});
    expect(commentBody(4, filled)).toEqual({ post: 4, name: 'Rina Akter', email: 'rina@example.org', body: 'Thank you.' });
  });

  it('gives each missing field its message, in the page’s language', () => {
    const empty = { name: ' ', email: 'rina@', comment: ' ' };
    expect(commentProblems(empty, t)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      comment: 'Please write your comment',
    });
    expect(commentProblems(empty, inLanguage('bn')).comment).toBe('অনুগ্রহ করে আপনার মন্তব্য লিখুন');
  });

  it('reads the API’s refusal of the comment’s body as the comment field', () => {
    expect(commentProblemsFromAnswer({ body: ['At most 3000 characters.'], post: ['x'] }, t)).toEqual({
      comment: 'Please write your comment',
    });
  });
});
