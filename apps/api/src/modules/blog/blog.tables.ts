import { blogCategory, blogComment, blogPost, tag } from '@sahay/contracts';
import { index, integer, type PgColumn, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const blogCategories = resourceTable(blogCategory);
export const tags = resourceTable(tag);
/** What the site's search reads of a post: its title first (a match there is shown first), then its lead and text. */
export const postSearched = (t: { title: PgColumn; excerpt: PgColumn; body: PgColumn }) => [t.title, t.excerpt, t.body];

export const blogPosts = resourceTable(blogPost, {}, (t) => [
  // Visitors' lists: what is visible now, newest first.
  index('blog_post_visible_idx').on(t.status, t.publishAt),
  index('blog_post_published_on_idx').on(t.publishedOn),
]);

/** Which tags a post has. */
export const blogPostTags = pgTable(
  'blog_post_tag',
  {
    post: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tag: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.post, t.tag] }), index('blog_post_tag_tag_idx').on(t.tag)],
);

export const blogComments = resourceTable(
  blogComment,
  // The sender's network address, for the form's rate limit; never answered.
  { ip: varchar({ length: 64 }) },
  (t) => [index('blog_comment_post_status_idx').on(t.post, t.status)],
);
