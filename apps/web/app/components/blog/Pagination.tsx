import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n.tsx';

const pageHref = (list: string, page: number) => (page === 1 ? list : `${list}?page=${page}`);

/** The blog's pages 1 to `count` (spec section 9), with previous and next. */
export function Pagination({ list, page, count }: { list: string; page: number; count: number }) {
  const t = useT();
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t('blog.pages')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={pageHref(list, page - 1)} aria-label={t('blog.previousPage')} className="page-link">
              <ChevronLeft aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={pageHref(list, n)}
              aria-label={t('blog.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              className="page-link"
            >
              {n}
            </Link>
          </li>
        ))}
        {page < count && (
          <li>
            <Link to={pageHref(list, page + 1)} aria-label={t('blog.nextPage')} className="page-link">
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
