import type { Db } from '../../db/client.ts';
import { blogCategories, blogComments, blogPosts, blogPostTags, tags } from './blog.tables.ts';

/** A comment of the demo, with its replies; pictures by sample name. */
export interface DemoComment {
  name: string;
  avatar: string;
  date: string;
  text: string;
  replies?: DemoComment[];
}

/** A post of the demo as the seed writes it; pictures by sample name, stored beforehand. */
export interface DemoPost {
  title: string;
  excerpt: string;
  body: string[];
  quote: { text: string; by: string };
  author: string;
  authorTitle: string;
  authorImg: string;
  authorBio: string;
  create_at: string;
  screens: string;
  blogSingleImg: string;
  gallery: readonly [string, string];
  blClass: 'format-standard-image' | 'format-video';
  category: string;
  tags: string[];
  comments: DemoComment[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The article as the back office's editor would hold it: its paragraphs, its quote after the second, and its two pictures. */
function bodyOf(post: DemoPost, picture: (name: string) => string) {
  const paragraphs = post.body.map((p) => `<p>${escapeHtml(p)}</p>`);
  return [
    ...paragraphs.slice(0, 2),
    `<figure class="post-quote"><blockquote><p>${escapeHtml(post.quote.text)}</p></blockquote><figcaption>${escapeHtml(post.quote.by)}</figcaption></figure>`,
    `<div class="image-pair">${post.gallery.map((name) => `<img src="${picture(name)}" alt="" loading="lazy" width="380" height="221" />`).join('')}</div>`,
    ...paragraphs.slice(2),
  ].join('\n');
}

/**
 * The demo charity's blog: its categories and tags, its posts published on their days (in the order given, so
 * their ids are 1, 2, 3…), and the readers' comments on them, approved, replies under what they answer.
 */
export async function seedDemoBlog(
  tx: Db,
  posts: readonly DemoPost[],
  categoryNames: readonly string[],
  picture: (name: string) => string,
) {
  const categoryRows = await tx
    .insert(blogCategories)
    .values(categoryNames.map((name) => ({ name })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  const tagNames = [...new Set(posts.flatMap((p) => p.tags))];
  const tagRows = await tx
    .insert(tags)
    .values(tagNames.map((name) => ({ name })))
    .returning();
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
  for (const post of posts) {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        title: post.title,
        excerpt: post.excerpt,
        body: bodyOf(post, picture),
        category: categoryId.get(post.category),
        publishedOn: post.create_at,
        author: post.author,
        authorTitle: post.authorTitle,
        authorBio: post.authorBio,
        authorImage: picture(post.authorImg),
        cover: picture(post.screens),
        picture: picture(post.blogSingleImg),
        format: post.blClass === 'format-video' ? ('video' as const) : ('standard' as const),
        videoUrl: post.blClass === 'format-video' ? 'https://www.youtube.com/@sahay' : null,
        status: 'published' as const,
        // A moment's column takes a date (the contract's field is ISO text, which the repository turns into one).
        publishAt: new Date(`${post.create_at}T08:00:00Z`) as unknown as string,
      })
      .returning({ id: blogPosts.id });
    await tx.insert(blogPostTags).values(post.tags.map((name) => ({ post: row.id, tag: tagId.get(name) as number })));
    const addComments = async (comments: readonly DemoComment[], parent: number | null) => {
      for (const comment of comments) {
        const at = new Date(`${comment.date}T10:00:00Z`);
        const [stored] = await tx
          .insert(blogComments)
          .values({
            post: row.id,
            parent,
            name: comment.name,
            email: `${comment.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`,
            body: comment.text,
            avatar: picture(comment.avatar),
            status: 'approved' as const,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: blogComments.id });
        await addComments(comment.replies ?? [], stored.id);
      }
    };
    await addComments(post.comments, null);
  }
}
