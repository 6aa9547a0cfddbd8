import { data, Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { notFoundMeta } from '../meta.ts';
import type { Route } from './+types/not-found';

/** `/404`, and every path no route knows (answered with status 404). */
export function loader() {
  return data(null, { status: 404 });
}

export function NotFound() {
  const t = useT();
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/home" className="button">
        {t('notFound.back')}
      </Link>
    </section>
  );
}

export default NotFound;

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);
