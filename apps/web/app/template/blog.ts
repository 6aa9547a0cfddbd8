/**
 * The blog's pages (spec sections 2, 3 and 9): the posts are the charity's own, read from the API; here are how
 * its pages are laid out and how its dates are written.
 */

/** The blog shows this many posts a page. */
export const postsPerPage = 3;

/** How many pages a list of posts fills: at least one. */
export const pagesOf = (postCount: number) => Math.max(1, Math.ceil(postCount / postsPerPage));

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A date of the blog as readers see it, e.g. 25 Sep 2022, spelt out by hand so server and browser agree. */
export function formatBlogDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[month - 1]} ${year}`;
}

/** The three layouts of the blog: where the sidebar sits, and the paths of the list and of a post. */
export const blogLayouts = {
  right: { list: '/blog', single: '/blog-single' },
  left: { list: '/blog-left-sidebar', single: '/blog-single-left-sidebar' },
  none: { list: '/blog-fullwidth', single: '/blog-single-fullwidth' },
} as const;
export type BlogLayout = keyof typeof blogLayouts;

/** The layout a blog path belongs to: `/blog-left-sidebar` and `/blog-single-left-sidebar/<id>` are `left`, and so on. */
export function layoutOfPath(pathname: string): BlogLayout {
  const path = pathname.replace(/\/+$/, '');
  for (const [layout, paths] of Object.entries(blogLayouts) as [BlogLayout, (typeof blogLayouts)[BlogLayout]][]) {
    if (path === paths.list || path.startsWith(`${paths.single}/`)) return layout;
  }
  return 'right';
}

/** The template's class of a post's format. */
export const formatClass = (post: { format: 'standard' | 'video' }) => (post.format === 'video' ? 'format-video' : 'format-standard-image');
