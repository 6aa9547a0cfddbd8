import { ChevronLeft, ChevronRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { BlockedForm, formFields } from '../components/BlockedForm.tsx';
import { BlogLayout } from '../components/blog/BlogLayout.tsx';
import { commentLabel, PostMeta } from '../components/blog/PostMeta.tsx';
import { VideoModal } from '../components/blog/VideoModal.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { relatedCauses } from '../content.server.ts';
import { useT, withElements } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { type BlogComment, blogLayouts, blogPosts, findPost, formatBlogDate, layoutOfPath } from '../template/blog.ts';
import { sample } from '../template/samples.ts';
import type { Route } from './+types/blog-single';

/**
 * `/blog-single/<id>`, `/blog-single-left-sidebar/<id>` and `/blog-single-fullwidth/<id>`: one sample
 * post with its author and comments. An id no post has is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const post = findPost(params.id);
  if (!post) throw data(null, { status: 404 });
  const index = blogPosts.indexOf(post);
  const pick = (i: number) => (blogPosts[i] ? { id: blogPosts[i].id, title: blogPosts[i].title } : null);
  return {
    post,
    layout: layoutOfPath(new URL(request.url).pathname),
    previous: pick(index - 1),
    next: pick(index + 1),
    related: await relatedCauses(context),
  };
}

function Comment({ comment }: { comment: BlogComment }) {
  return (
    <li>
      <article className="comment">
        <SampleImage name={comment.avatar} sizes="56px" className="comment-avatar" />
        <div>
          <h3 className="comment-author">{comment.name}</h3>
          <time dateTime={comment.date} className="comment-date">
            {formatBlogDate(comment.date)}
          </time>
          <p>{comment.text}</p>
        </div>
      </article>
      {comment.replies && comment.replies.length > 0 && (
        <ol className="comment-replies">
          {comment.replies.map((reply) => (
            <Comment key={reply.id} comment={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The comment form of the template: no checks, and it sends nothing (spec section 5). */
function CommentForm() {
  const t = useT();
  const fields = formFields(t);
  return (
    <section className="comment-respond" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">{t('form.leaveComment')}</h2>
      <p className="form-note">{t('blog.commentsSoon')}</p>
      <BlockedForm
        label={t('form.leaveComment')}
        fields={[fields.name, fields.email, fields.comment]}
        submitLabel={t('form.postComment')}
      />
    </section>
  );
}

export default function BlogSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, layout, previous, next, related } = loaderData;
  const single = blogLayouts[layout].single;
  const imageSizes = layout === 'none' ? '(max-width: 1200px) 100vw, 1200px' : '(max-width: 991px) 100vw, 780px';
  return (
    <>
      <PageBanner title={post.title} />
      <section className="section">
        <BlogLayout layout={layout} related={related}>
          <article className={`blog-single ${post.blClass}`}>
            <div className="blog-post-media">
              {post.blClass === 'format-video' ? (
                <VideoModal title={post.title} poster={post.blogSingleImg} sizes={imageSizes} eager />
              ) : (
                <SampleImage name={post.blogSingleImg} sizes={imageSizes} eager />
              )}
            </div>
            <PostMeta post={post} />
            <p className="post-category">{withElements(t('blog.postedIn'), { category: <strong>{post.category}</strong> })}</p>
            {post.body.slice(0, 2).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <figure className="post-quote">
              <blockquote>
                <p>{post.quote.text}</p>
              </blockquote>
              <figcaption>{post.quote.by}</figcaption>
            </figure>
            <div className="image-pair">
              <SampleImage name={post.gallery[0]} sizes="(max-width: 767px) 100vw, 380px" />
              <SampleImage name={post.gallery[1]} sizes="(max-width: 767px) 100vw, 380px" />
            </div>
            {post.body.slice(2).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="post-tags">
              <h2 className="visually-hidden">{t('blog.tags')}</h2>
              <ul className="tag-list">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <span>{tag}</span>
                  </li>
                ))}
              </ul>
            </div>
          </article>

          <section className="author-box" aria-label={t('blog.aboutAuthor')}>
            <SampleImage name={post.authorImg} sizes="112px" className="author-avatar" />
            <div>
              <p className="author-label">{t('blog.writtenBy')}</p>
              <h2 className="author-name">{post.author}</h2>
              <p className="author-title">{post.authorTitle}</p>
              <p>{post.authorBio}</p>
            </div>
          </section>

          <nav className="post-navigation" aria-label={t('blog.morePosts')}>
            {previous && (
              <Link to={`${single}/${previous.id}`} rel="prev" className="post-nav-previous">
                <ChevronLeft aria-hidden="true" size={18} />
                <span>
                  <span className="post-nav-label">{t('blog.newer')}</span>
                  {previous.title}
                </span>
              </Link>
            )}
            {next && (
              <Link to={`${single}/${next.id}`} rel="next" className="post-nav-next">
                <span>
                  <span className="post-nav-label">{t('blog.older')}</span>
                  {next.title}
                </span>
                <ChevronRight aria-hidden="true" size={18} />
              </Link>
            )}
          </nav>

          <section className="comments" aria-labelledby="comments-title">
            <h2 id="comments-title">{commentLabel(t, post.commentCount)}</h2>
            <ol className="comment-list">
              {post.comments.map((comment) => (
                <Comment key={comment.id} comment={comment} />
              ))}
            </ol>
          </section>
          <CommentForm />
        </BlogLayout>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.post.title,
    description: loaderData?.post.excerpt,
    image: loaderData ? sample(loaderData.post.blogSingleImg).src : undefined,
  });
