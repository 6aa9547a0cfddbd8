import type { SiteBlog, SiteBlogComment, SiteBlogPost } from '@sahay/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { previewReader } from '../publishing/index.ts';
import { blogCategories, blogComments, tags } from './blog.tables.ts';

/** What a change to any of these changes on the blog's pages and feed. */
export const blogPageTags = ['blog_post', 'blog_category', 'tag', 'blog_comment'];

type Repositories = ReadonlyMap<string, Repository>;
const repository = (repositories: Repositories, name: string) => repositories.get(name) as Repository;
const text = (value: unknown) => (value as string | null | undefined) ?? null;

/** Names of categories and tags by id, and approved comments per post. */
async function lookups(db: DbOrTx, postIds: number[]) {
  const [categoryRows, tagRows, counts] = await Promise.all([
    db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.id)),
    db.select({ id: tags.id, name: tags.name }).from(tags),
    postIds.length
      ? db
          .select({ post: blogComments.post, n: count() })
          .from(blogComments)
          .where(and(inArray(blogComments.post, postIds), eq(blogComments.status, 'approved')))
          .groupBy(blogComments.post)
      : Promise.resolve([]),
  ]);
  return {
    categories: categoryRows,
    categoryName: new Map(categoryRows.map((c) => [c.id, c.name])),
    tagName: new Map(tagRows.map((t) => [t.id, t.name])),
    comments: new Map(counts.map((c) => [c.post, c.n])),
  };
}

function sitePost(r: Row, names: Awaited<ReturnType<typeof lookups>>): SiteBlogPost {
  return {
    id: r.id as number,
    title: r.title as string,
    excerpt: text(r.excerpt),
    body: (r.body as string) ?? '',
    category: names.categoryName.get(r.category as number) ?? null,
    tags: ((r.tags as number[]) ?? []).map((id) => names.tagName.get(id)).filter((n): n is string => Boolean(n)),
    author: text(r.author),
    author_title: text(r.author_title),
    author_bio: text(r.author_bio),
    author_image: text(r.author_image),
    cover: text(r.cover),
    picture: text(r.picture),
    format: r.format === 'video' ? 'video' : 'standard',
    video_url: text(r.video_url),
    published_on: r.published_on as string,
    comment_count: names.comments.get(r.id as number) ?? 0,
  };
}

/** The blog as visitors see it now (the posts' scope: no caller is a visitor): newest first, with categories and tags in use. */
export async function siteBlog(db: DbOrTx, repositories: Repositories): Promise<SiteBlog> {
  const rows = await repository(repositories, 'blog_post').all(db, { ordering: [{ field: 'published_on', descending: true }] });
  const names = await lookups(
    db,
    rows.map((r) => r.id as number),
  );
  const posts = rows.map((r) => sitePost(r, names));
  const categories = names.categories
    .map(({ name }) => ({ name, count: posts.filter((p) => p.category === name).length }))
    .filter((c) => c.count > 0);
  const tagsInUse = [...new Set(posts.flatMap((p) => p.tags))];
  return { posts, categories, tags: tagsInUse };
}

/** The approved comments of a post, replies under the comment they answer, oldest first. */
async function approvedComments(db: DbOrTx, postId: number): Promise<SiteBlogComment[]> {
  const rows = await db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.post, postId), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  const byId = new Map<number, SiteBlogComment>(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, avatar: r.avatar, date: r.createdAt.toISOString().slice(0, 10), body: r.body, replies: [] },
    ]),
  );
  const roots: SiteBlogComment[] = [];
  for (const r of rows) {
    const parent = r.parent === null ? undefined : byId.get(r.parent);
    (parent ? parent.replies : roots).push(byId.get(r.id) as SiteBlogComment);
  }
  return roots;
}

/**
 * One post's page: visible now, or (`asPreview`) whatever its status, for a preview link already checked.
 * Null when there is none to show.
 */
export async function siteBlogPost(db: DbOrTx, repositories: Repositories, id: number, asPreview = false) {
  const reader = asPreview ? previewReader('blog_post') : undefined;
  const found = await repository(repositories, 'blog_post')
    .get(db, id, reader)
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
  if (!found) return null;
  const names = await lookups(db, [id]);
  return { ...sitePost(found, names), comments: await approvedComments(db, id) };
}
