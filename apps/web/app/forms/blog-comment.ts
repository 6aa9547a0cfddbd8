import type { blogEndpoints, EndpointBody } from '@sahay/contracts';
import type { MessageKey, Translate } from '../i18n.tsx';

/**
 * A reader's comment under a post: the template's three fields, checked in the browser with each field's message
 * in the page's language, and the body blog_comment's create takes (the comment is its `body`).
 */

export const commentFields = ['name', 'email', 'comment'] as const;
export type CommentField = (typeof commentFields)[number];

/** Each field's message; the API's refusal of a field shows the same one. */
const messageKeys = {
  name: 'contact.needName',
  email: 'contact.needEmail',
  comment: 'blog.needComment',
} as const satisfies Record<CommentField, MessageKey>;

/** As long as the API takes them. */
export const commentLimits = { name: 120, email: 254, comment: 3000 } as const;

export type CommentProblems = Partial<Record<CommentField, string>>;

/** Every field the browser refuses before anything is sent. */
export function commentProblems(values: Partial<Record<CommentField, string>>, t: Translate): CommentProblems {
  const problems: CommentProblems = {};
  if (!values.name?.trim()) problems.name = t(messageKeys.name);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email?.trim() ?? '')) problems.email = t(messageKeys.email);
  if (!values.comment?.trim()) problems.comment = t(messageKeys.comment);
  return problems;
}

type CommentBody = Omit<EndpointBody<typeof blogEndpoints.sendComment>['body'], 'website' | 'form_token'>;

/** The body of a comment on a post, once its values have no problems. */
export function commentBody(post: number, values: Partial<Record<CommentField, string>>): CommentBody {
  return { post, name: values.name?.trim() ?? '', email: values.email?.trim() ?? '', body: values.comment?.trim() ?? '' };
}

/** The API's 400 (`{field: [messages]}`, in English, the comment as `body`) as the form's fields, in the page's words. */
export function commentProblemsFromAnswer(answer: Record<string, unknown>, t: Translate): CommentProblems {
  const problems: CommentProblems = {};
  if ('name' in answer) problems.name = t(messageKeys.name);
  if ('email' in answer) problems.email = t(messageKeys.email);
  if ('body' in answer) problems.comment = t(messageKeys.comment);
  return problems;
}
