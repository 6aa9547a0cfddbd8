import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { listItems, textBeforeList } from '../site-data.ts';
import type { Route } from './+types/service';

export async function loader({ context }: Route.LoaderArgs) {
  const { contents } = await homeBlocks(context);
  const html = contents['Our Services'] ?? '';
  return { intro: textBeforeList(html), items: listItems(html) };
}

/** `/service/<id>`: a banner reading Our Services, the services block, and the footer. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('services.title')} />
      <section className="section services">
        <div className="container">
          <RichText html={loaderData.intro} className="section-intro" />
          <ul className="card-grid">
            {loaderData.items.map((item, i) => (
              <li key={item} className="service-card">
                <span className="service-number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h2>{item}</h2>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)('services.title'), description: loaderData?.intro });
