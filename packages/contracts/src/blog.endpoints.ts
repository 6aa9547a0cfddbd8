import { z } from 'zod';
import { blogComment, blogPost } from './blog.ts';
import { defineEndpoint } from './endpoint.ts';
import { editorialEndpoints } from './publishing.ts';
import { basePath } from './resource.ts';
import { detail, writeErrorAnswers } from './responses.ts';
import { guardedForm } from './visitor-forms.ts';

/** What a reader writes under a post: held for moderation. */
export const commentForm = guardedForm(blogComment.input.pick({ post: true, parent: true, name: true, email: true, body: true }));

/** The blog's routes beyond the engine's: a post's versions, restoring one, its preview link, and a reader's comment. */
export const blogEndpoints = {
  ...editorialEndpoints(blogPost),
  sendComment: defineEndpoint({
    method: 'POST',
    path: `${basePath(blogComment)}create`,
    access: { public: true, rateLimited: true },
    tags: ['blog_comment'],
    summary: 'A reader comments on a visible post (the spam guard applies); held pending until approved; 201 with an empty body',
    body: commentForm,
    responses: { 201: z.object({}), ...writeErrorAnswers, 429: detail },
  }),
};
