import * as contracts from '@sahay/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource } from '../../resource/define-resource.ts';
import { underEditorialWorkflow } from '../publishing/index.ts';
import { blogCategories, blogComments, blogPosts, blogPostTags, tags } from './blog.tables.ts';

/** The tag ids of each post, oldest tag first (the blog's tags read in the order they were first used). */
async function tagsOfPosts(db: DbOrTx, postIds: number[]) {
  const rows = postIds.length
    ? await db
        .select({ post: blogPostTags.post, tag: blogPostTags.tag })
        .from(blogPostTags)
        .where(inArray(blogPostTags.post, postIds))
        .orderBy(asc(blogPostTags.tag))
    : [];
  const byPost = new Map<number, number[]>();
  for (const row of rows) byPost.set(row.post, [...(byPost.get(row.post) ?? []), row.tag]);
  return byPost;
}

/** A post of the blog: under the editorial workflow, with its tags kept beside it. */
export const blogPostResource = defineResource(
  underEditorialWorkflow({
    contract: contracts.blogPost,
    table: blogPosts,
    output: { tags: z.array(z.number()) },
    hooks: {
      async afterWrite(record, input, { tx }) {
        const ids = input.tags as number[] | undefined;
        if (!ids) return;
        const known = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(inArray(tags.id, ids.length ? ids : [0]));
        const unknown = ids.filter((id) => !known.some((k) => k.id === id));
        if (unknown.length) throw new HttpError(400, { tags: [`No tag has the id ${unknown.join(', ')}.`] });
        await tx.delete(blogPostTags).where(eq(blogPostTags.post, record.id as number));
        if (ids.length) await tx.insert(blogPostTags).values([...new Set(ids)].map((tag) => ({ post: record.id as number, tag })));
      },
      async expand(db, records) {
        const byPost = await tagsOfPosts(
          db,
          records.map((r) => r.id as number),
        );
        return records.map((r) => ({ ...r, tags: byPost.get(r.id as number) ?? [] }));
      },
    },
  }),
);

/** A reader's comment: sent through the spam-guarded form (blog.routes.ts), moderated by staff through the engine's routes. */
export const blogCommentResource = defineResource({
  contract: contracts.blogComment,
  table: blogComments,
  hidden: ['ip'],
  ownRoutes: ['create'],
});

export const blogResources = [
  defineResource({ contract: contracts.blogCategory, table: blogCategories }),
  defineResource({ contract: contracts.tag, table: tags }),
  blogPostResource,
  blogCommentResource,
];
