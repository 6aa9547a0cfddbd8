import { responsiveImage } from '@sahay/contracts/media';
import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { loaderHeaders, pageData, previewToken } from '../preview.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/menu-page';

/**
 * `/<menu name>/<id>` for a menu entry with no page of its own: that entry's blocks and images, once visitors see
 * the entry (published, or past its moment). `?preview=<token>` shows a draft entry's page until the link expires.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  const preview = previewToken(request);
  const page = Number.isInteger(id) && id > 0 ? await orEmpty(siteContent(context).page(id, preview), null) : null;
  if (!page || page.name.toLowerCase() !== params.menuName.toLowerCase()) throw data(null, { status: 404 });
  return pageData({ name: page.name, blocks: Object.entries(page.contents), images: Object.values(page.images).flat() }, preview);
}

export const headers = loaderHeaders;

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { name, blocks, images } = loaderData;
  return (
    <>
      <PageBanner title={name} />
      <section className="section">
        <div className="container narrow">
          {blocks.length === 0 && images.length === 0 && <p>{t('page.empty')}</p>}
          {blocks.map(([key, html]) => (
            <article key={key} className="content-block">
              <h2 className="section-title">{key}</h2>
              <RichText html={html} />
            </article>
          ))}
          {images.length > 0 && (
            <ul className="card-grid">
              {images.map((image) => (
                <li key={image}>
                  <img {...responsiveImage(image)} sizes="(max-width: 767px) 100vw, 33vw" alt="" width={900} height={500} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.name, description: loaderData?.blocks[0]?.[1] });
