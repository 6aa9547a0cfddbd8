import { CalendarDays, MessageSquare, UserRound } from 'lucide-react';
import { type BlogPost, formatBlogDate } from '../../template/blog.ts';

export function commentLabel(count: number) {
  return `${count} ${count === 1 ? 'Comment' : 'Comments'}`;
}

/** A post's author, date and comment count. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <ul className="post-meta">
      <li>
        <UserRound aria-hidden="true" size={16} />
        <span className="visually-hidden">By </span>
        {post.author}
      </li>
      <li>
        <CalendarDays aria-hidden="true" size={16} />
        <time dateTime={post.create_at}>{formatBlogDate(post.create_at)}</time>
      </li>
      <li>
        <MessageSquare aria-hidden="true" size={16} />
        {commentLabel(post.commentCount)}
      </li>
    </ul>
  );
}
