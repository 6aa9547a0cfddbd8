import { CalendarDays, MessageSquare, UserRound } from 'lucide-react';
import { type Translate, useT } from '../../i18n.tsx';
import { type BlogPost, formatBlogDate } from '../../template/blog.ts';

export function commentLabel(t: Translate, count: number) {
  return t(count === 1 ? 'blog.comment' : 'blog.comments', { count });
}

/** A post's author, date and comment count. */
export function PostMeta({ post }: { post: BlogPost }) {
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
        <time dateTime={post.create_at}>{formatBlogDate(post.create_at)}</time>
      </li>
      <li>
        <MessageSquare aria-hidden="true" size={16} />
        {commentLabel(t, post.commentCount)}
      </li>
    </ul>
  );
}
