import type { SiteBlogPost } from '@sahay/contracts';
import { ArrowRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { BlogLayout } from '../components/blog/BlogLayout.tsx';
import { Pagination } from '../components/blog/Pagination.tsx';
import { PostMeta } from '../components/blog/PostMeta.tsx';
import { VideoModal } from '../components/blog/VideoModal.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { relatedCauses, sidebarProjects, siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { blogLayouts, formatClass, layoutOfPath, pagesOf, postsPerPage } from '../template/blog.ts';
import type { Route } from './+types/blog';

/**
 * `/blog` (sidebar on the right), `/blog-left-sidebar` and `/blog-fullwidth`: the charity's published posts,
 * newest first, three a page (`?page=2`). A page number past the last is the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('page');
  const page = raw === null ? 1 : Number(raw);
  const [blog, related, projects] = await Promise.all([siteContent(context).blog(), relatedCauses(context), sidebarProjects(context)]);
  const pages = pagesOf(blog.posts.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) throw data(null, { status: 404 });
  const posts = blog.posts.slice((page - 1) * postsPerPage, page * postsPerPage);
  return {
    layout: layoutOfPath(url.pathname),
    page,
    pages,
    posts,
    sidebar: { categories: blog.categories, tags: blog.tags, projects },
    related,
  };
}

const imageSizes = '(max-width: 991px) 100vw, 780px';

function PostCard({ post, single, eager }: { post: SiteBlogPost; single: string; eager: boolean }) {
  const t = useT();
  const href = `${single}/${post.id}`;
  const picture = post.cover ?? post.picture;
  return (
    <article className={`blog-post ${formatClass(post)}`} aria-labelledby={`post-${post.id}-title`}>
      {picture && (
        <div className="blog-post-media">
          {post.format === 'video' ? (
            <VideoModal title={post.title} poster={picture} sizes={imageSizes} eager={eager} />
          ) : (
            <Link to={href} tabIndex={-1} aria-hidden="true">
              <StoredImage path={picture} sizes={imageSizes} width={900} height={500} eager={eager} />
            </Link>
          )}
        </div>
      )}
      <div className="blog-post-body">
        <PostMeta post={post} />
        <h2 id={`post-${post.id}-title`} className="blog-post-title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p>{post.excerpt}</p>
        <Link to={href} className="more-link">
          {t('link.readMore')}
          <span className="visually-hidden">: {post.title}</span> <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { layout, page, pages, posts, sidebar, related } = loaderData;
  const paths = blogLayouts[layout];
  return (
    <>
      <PageBanner title={t('blog.title')} />
      <section className="section">
        <BlogLayout layout={layout} related={related} blog={sidebar}>
          <h2 className="visually-hidden">{t('blog.latest', { page })}</h2>
          <div className="blog-list">
            {posts.map((post, i) => (
              <PostCard key={post.id} post={post} single={paths.single} eager={i === 0} />
            ))}
          </div>
          <Pagination list={paths.list} page={page} count={pages} />
        </BlogLayout>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: loaderData && loaderData.page > 1 ? t('blog.titlePage', { page: loaderData.page }) : t('blog.title'),
    description: t('blog.description'),
  });
};
