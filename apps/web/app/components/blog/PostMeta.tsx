import type { SiteBlogPost } from '@sahay/contracts';
import { CalendarDays, MessageSquare, UserRound } from 'lucide-react';
import { type Translate, useT } from '../../i18n.tsx';
import { formatBlogDate } from '../../template/blog.ts';

export function commentLabel(t: Translate, count: number) {
  return t(count === 1 ? 'blog.comment' : 'blog.comments', { count });
}

/** A post's author, date and comment count. */
export function PostMeta({ post }: { post: SiteBlogPost }) {
  const t = useT();
  return (
    <ul className="post-meta">
      <li>
        <UserRound aria-hidden="true" size={16} />
        <span className="visually-hidden">{t('blog.by')} </span>
        {post.author}
      </li>
      <li>
        <CalendarDays aria-hidden="true" size={16} />
        <time dateTime={post.published_on}>{formatBlogDate(post.published_on)}</time>
      </li>
      <li>
        <MessageSquare aria-hidden="true" size={16} />
        {commentLabel(t, post.comment_count)}
      </li>
    </ul>
  );
}
