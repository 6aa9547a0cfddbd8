import { responsiveImage } from '@sahay/contracts/media';
import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../i18n.tsx';
import type { RootData } from '../root.tsx';

/** The page-title banner: the Home menu's Title image behind a heading and a breadcrumb. */
export function PageBanner({ title }: { title: string }) {
  const t = useT();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const image = root?.titleImage;
  return (
    <section className="page-banner">
      {/* An image element rather than a CSS background, so the browser finds it early (it is often the largest paint). */}
      {image && (
        <img
          className="page-banner-image"
          alt=""
          width={1920}
          height={400}
          fetchPriority="high"
          {...responsiveImage(image)}
          sizes="100vw"
        />
      )}
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label={t('banner.breadcrumb')}>
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
