import type { MenuNode } from '@sahay/contracts';
import { responsiveImage } from '@sahay/contracts/media';
import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { findMenuById, orEmpty } from '../site-data.ts';
import type { Route } from './+types/menu-page';

/** `/<menu name>/<id>` for a menu entry with no page of its own: that entry's blocks and images. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const content = siteContent(context);
  const id = Number(params.id);
  const menus: MenuNode[] = await orEmpty(content.menus(), []);
  const menu = Number.isInteger(id) ? findMenuById(menus, id) : undefined;
  if (!menu || menu.name.toLowerCase() !== params.menuName.toLowerCase()) throw data(null, { status: 404 });
  const [contents, images] = await Promise.all([orEmpty(content.contents(menu.id), {}), orEmpty(content.images(menu.id), {})]);
  return { name: menu.name, blocks: Object.entries(contents), images: Object.values(images).flat() };
}

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
