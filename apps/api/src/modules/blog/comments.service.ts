import type { commentForm } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Repository } from '../../resource/repository.ts';

/** A few comments per address and per email an hour: enough for a conversation, too few to flood the moderators. */
export const commentLimits = { perAccount: 5, perAddress: 10, windowMinutes: 60 };

/**
 * A reader's comment, after the spam guard: on a post visitors can see (a draft is "no such post"), answering an
 * approved comment of the same post if it answers one; stored pending, all or nothing.
 */
export async function sendComment(app: FastifyInstance, db: DbOrTx, form: z.output<typeof commentForm>, ip: string) {
  const fields = await app.spamGuard.check(db, form, { kind: 'blog_comment', identifier: String(form.email), ip }, commentLimits);
  const postId = Number(fields.post);
  const parentId = fields.parent ? Number(fields.parent) : undefined;
  const posts = app.repositories.get('blog_post') as Repository;
  const comments = app.repositories.get('blog_comment') as Repository;
  await inTransaction(db, async (tx) => {
    // No caller: the visitor's view, so a draft or a post not yet live is not found.
    await posts.get(tx, postId).catch(() => {
      throw new HttpError(400, { post: ['This post does not take comments.'] });
    });
    if (parentId) {
      const parent = await comments.get(tx, parentId).catch(() => undefined);
      if (!parent || parent.post !== postId || parent.status !== 'approved')
        throw new HttpError(400, { parent: ['This comment cannot be answered.'] });
    }
    await comments.create(tx, { ...fields, status: 'pending' }, { ip });
  });
}
