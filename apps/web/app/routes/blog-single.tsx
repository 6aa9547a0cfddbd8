import { blogEndpoints, type EndpointRequest, endpointRequest, type SiteBlogComment } from '@sahay/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { send } from '../api.ts';
import { formFields } from '../components/BlockedForm.tsx';
import { BlogLayout } from '../components/blog/BlogLayout.tsx';
import { commentLabel, PostMeta } from '../components/blog/PostMeta.tsx';
import { VideoModal } from '../components/blog/VideoModal.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { VisitorForm } from '../components/VisitorForm.tsx';
import { relatedCauses, sidebarProjects, siteContent } from '../content.server.ts';
import { commentBody, commentFields, commentLimits, commentProblems, commentProblemsFromAnswer } from '../forms/blog-comment.ts';
import { useT, withElements } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { loaderHeaders, pageData, previewToken } from '../preview.ts';
import { blogLayouts, formatBlogDate, formatClass, layoutOfPath } from '../template/blog.ts';
import type { Route } from './+types/blog-single';

/**
 * `/blog-single/<id>`, `/blog-single-left-sidebar/<id>` and `/blog-single-fullwidth/<id>`: one published post
 * with its author and approved comments, and the form that sends a reader's comment (held for moderation) from the
 * browser to the API. `?preview=<token>` (a preview link from the back office) shows the post
 * as saved, draft or not, until the link expires; such a page is never kept. Any other id is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data(null, { status: 404 });
  const preview = previewToken(request);
  const content = siteContent(context);
  const [post, blog, related, projects] = await Promise.all([
    content.blogPost(id, preview),
    content.blog(),
    relatedCauses(context),
    sidebarProjects(context),
  ]);
  if (!post) throw data(null, { status: 404 });
  const index = blog.posts.findIndex((p) => p.id === post.id);
  const pick = (i: number) => (index >= 0 && blog.posts[i] ? { id: blog.posts[i].id, title: blog.posts[i].title } : null);
  const page = {
    post,
    layout: layoutOfPath(url.pathname),
    previous: pick(index - 1),
    next: pick(index + 1),
    sidebar: { categories: blog.categories, tags: blog.tags, projects },
    related,
    comment: endpointRequest(blogEndpoints.sendComment),
  };
  return pageData(page, preview);
}

export const headers = loaderHeaders;

function Comment({ comment }: { comment: SiteBlogComment }) {
  return (
    <li>
      <article className="comment">
        {comment.avatar ? (
          <StoredImage path={comment.avatar} sizes="56px" width={56} height={56} className="comment-avatar" />
        ) : (
          <span className="comment-avatar comment-initial" aria-hidden="true">
            {comment.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h3 className="comment-author">{comment.name}</h3>
          <time dateTime={comment.date} className="comment-date">
            {formatBlogDate(comment.date)}
          </time>
          <p>{comment.body}</p>
        </div>
      </article>
      {comment.replies.length > 0 && (
        <ol className="comment-replies">
          {comment.replies.map((reply) => (
            <Comment key={reply.id} comment={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The template's comment form: a reader's comment is held until staff approve it, and the toast says so. */
function CommentForm({ postId, request }: { postId: number; request: EndpointRequest }) {
  const t = useT();
  const template = formFields(t);
  return (
    <section className="comment-respond" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">{t('form.leaveComment')}</h2>
      <p className="form-note">{t('blog.commentNote')}</p>
      <VisitorForm
        idPrefix="comment"
        label={t('form.leaveComment')}
        submitLabel={t('form.postComment')}
        fields={commentFields.map((name) => ({ ...template[name], maxLength: commentLimits[name] }))}
        check={(values) => commentProblems(values, t)}
        fromAnswer={(answer) => commentProblemsFromAnswer(answer, t)}
        send={(values, guard) => send<typeof blogEndpoints.sendComment>(request, { body: { ...commentBody(postId, values), ...guard } })}
        sentText={t('blog.commentHeld')}
        failedText={t('blog.commentFailed')}
      />
    </section>
  );
}

export default function BlogSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, layout, previous, next, sidebar, related, comment } = loaderData;
  const single = blogLayouts[layout].single;
  const imageSizes = layout === 'none' ? '(max-width: 1200px) 100vw, 1200px' : '(max-width: 991px) 100vw, 780px';
  const picture = post.picture ?? post.cover;
  return (
    <>
      <PageBanner title={post.title} />
      <section className="section">
        <BlogLayout layout={layout} related={related} blog={sidebar}>
          <article className={`blog-single ${formatClass(post)}`}>
            {picture && (
              <div className="blog-post-media">
                {post.format === 'video' ? (
                  <VideoModal title={post.title} poster={picture} sizes={imageSizes} eager />
                ) : (
                  <StoredImage path={picture} sizes={imageSizes} width={860} height={500} eager />
                )}
              </div>
            )}
            <PostMeta post={post} />
            {post.category && (
              <p className="post-category">{withElements(t('blog.postedIn'), { category: <strong>{post.category}</strong> })}</p>
            )}
            <RichText html={post.body} className="post-body" />
            {post.tags.length > 0 && (
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
            )}
          </article>

          {post.author && (
            <section className="author-box" aria-label={t('blog.aboutAuthor')}>
              {post.author_image && (
                <StoredImage path={post.author_image} sizes="112px" width={112} height={112} className="author-avatar" />
              )}
              <div>
                <p className="author-label">{t('blog.writtenBy')}</p>
                <h2 className="author-name">{post.author}</h2>
                {post.author_title && <p className="author-title">{post.author_title}</p>}
                {post.author_bio && <p>{post.author_bio}</p>}
              </div>
            </section>
          )}

          {(previous || next) && (
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
          )}

          <section className="comments" aria-labelledby="comments-title">
            <h2 id="comments-title">{commentLabel(t, post.comment_count)}</h2>
            <ol className="comment-list">
              {post.comments.map((comment) => (
                <Comment key={comment.id} comment={comment} />
              ))}
            </ol>
          </section>
          <CommentForm postId={post.id} request={comment} />
        </BlogLayout>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.post.title,
    description: loaderData?.post.excerpt ?? undefined,
    image: loaderData?.post.picture ?? loaderData?.post.cover ?? undefined,
    type: 'article',
  });
