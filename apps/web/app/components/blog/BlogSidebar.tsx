import type { SiteBlog } from '@sahay/contracts';
import { useT } from '../../i18n.tsx';
import { projects } from '../../template/projects.ts';
import { Newsletter } from '../sidebar/Newsletter.tsx';
import { PictureGrid } from '../sidebar/PictureGrid.tsx';
import { type RelatedCause, RelatedCauses } from '../sidebar/RelatedCauses.tsx';
import { SidebarSearch } from '../sidebar/SidebarSearch.tsx';
import { Tags } from '../sidebar/Tags.tsx';

/** What the sidebar shows of the blog: its categories with their counts, and its tags. */
export type BlogSidebarData = Pick<SiteBlog, 'categories' | 'tags'>;

/** The blog's categories with the number of posts in each (plain labels: the blog has no category pages yet). */
function Categories({ categories }: { categories: BlogSidebarData['categories'] }) {
  const t = useT();
  return (
    <section className="widget widget-categories" aria-label={t('blog.categories')}>
      <h2 className="widget-title">{t('blog.categories')}</h2>
      <ul className="category-list">
        {categories.map(({ name, count }) => (
          <li key={name}>
            {name} <span className="category-count">({count})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The blog's sidebar (spec section 2): search, categories, related posts, projects, tags and the newsletter. None sends anything. */
export function BlogSidebar({ related, blog }: { related: readonly RelatedCause[]; blog: BlogSidebarData }) {
  const t = useT();
  return (
    <aside className="sidebar blog-sidebar" aria-label={t('blog.sidebar')}>
      <SidebarSearch title={t('blog.search')} placeholder={t('blog.searchPlaceholder')} />
      <Categories categories={blog.categories} />
      <RelatedCauses causes={related} />
      <PictureGrid title={t('project.title')} pictures={projects.slice(0, 6).map((project) => project.projectImg)} />
      <Tags tags={blog.tags} />
      <Newsletter />
    </aside>
  );
}
