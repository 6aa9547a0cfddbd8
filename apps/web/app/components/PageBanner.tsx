import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../i18n.tsx';
import type { RootData } from '../root.tsx';

/** The page-title banner: the Home menu's Title image behind a heading and a breadcrumb. */
export function PageBanner({ title }: { title: string }) {
  const t = useT();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const image = root?.titleImage;
  return (
    <section className="page-banner" style={image ? { backgroundImage: `url("${image}")` } : undefined}>
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <Link to="/">{t('banner.home')}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
