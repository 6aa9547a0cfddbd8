import type { SiteBlog, SiteProject } from '@sahay/contracts';
import { projectPath } from '@sahay/contracts/site-paths';
import { Link } from 'react-router';
import { useT } from '../../i18n.tsx';
import { StoredImage } from '../StoredImage.tsx';
import { Newsletter } from '../sidebar/Newsletter.tsx';
import { type RelatedCause, RelatedCauses } from '../sidebar/RelatedCauses.tsx';
import { SidebarSearch } from '../sidebar/SidebarSearch.tsx';
import { Tags } from '../sidebar/Tags.tsx';

/** A project as the sidebar shows it: its picture, leading to its page. */
export type SidebarProject = Pick<SiteProject, 'id' | 'title' | 'image'>;

/** How many projects the sidebar shows: two rows of three. */
export const sidebarProjectCount = 6;

/** What the sidebar shows of the blog (its categories with their counts, and its tags) and the charity's first projects. */
export type BlogSidebarData = Pick<SiteBlog, 'categories' | 'tags'> & { projects: readonly SidebarProject[] };

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

/** The charity's projects as visitors see them, a grid of pictures (three a row), each leading to its page. */
function Projects({ projects }: { projects: BlogSidebarData['projects'] }) {
  const t = useT();
  if (projects.length === 0) return null;
  return (
    <section className="widget widget-pictures" aria-label={t('project.title')}>
      <h2 className="widget-title">{t('project.title')}</h2>
      <ul className="picture-grid">
        {projects.map((project) => (
          <li key={project.id}>
            <Link to={projectPath(project)}>
              <StoredImage path={project.image} alt={project.title} sizes="(max-width: 991px) 30vw, 110px" width={110} height={110} />
            </Link>
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
      <Projects projects={blog.projects} />
      <Tags tags={blog.tags} />
      <Newsletter />
    </aside>
  );
}
