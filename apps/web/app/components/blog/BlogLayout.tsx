import type { ReactNode } from 'react';
import type { BlogLayout as Layout } from '../../template/blog.ts';
import type { RelatedCause } from '../sidebar/RelatedCauses.tsx';
import { BlogSidebar, type BlogSidebarData } from './BlogSidebar.tsx';

/** The blog's content with its sidebar on the right, on the left, or no sidebar (the full-width pages). */
export function BlogLayout({
  layout,
  related,
  blog,
  children,
}: {
  layout: Layout;
  related: readonly RelatedCause[];
  blog: BlogSidebarData;
  children: ReactNode;
}) {
  return (
    <div className={`container blog-layout blog-layout-${layout}`}>
      <div className="blog-content">{children}</div>
      {layout !== 'none' && <BlogSidebar related={related} blog={blog} />}
    </div>
  );
}
