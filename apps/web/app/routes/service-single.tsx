import { servicePath } from '@sahay/contracts/site-paths';
import { ArrowRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { Accordion } from '../components/Accordion.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { ServiceList } from '../components/sidebar/ServiceList.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/service-single';

/** The service page's solution cards: the first three services (spec section 9). */
export const solutionCount = 3;
/** The service sidebar lists this many services (spec section 9). */
export const sidebarServiceCount = 6;

/** `/service-single/<id>`: one of the charity's services; an id no service visitors see has is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  const content = siteContent(context);
  const [service, services] = await Promise.all([id > 0 ? content.service(id) : null, orEmpty(content.services(), [])]);
  if (!service) throw data(null, { status: 404 });
  return { service, solutions: services.slice(0, solutionCount), sidebar: services.slice(0, sidebarServiceCount) };
}

export default function ServiceSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { service, solutions, sidebar } = loaderData;
  return (
    <>
      <PageBanner title={service.title} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <StoredImage
              path={service.image}
              eager
              sizes="(max-width: 991px) 100vw, 780px"
              width={900}
              height={500}
              className="detail-image"
            />
            <h2 className="detail-title">{service.title}</h2>
            <p className="lead">{service.description}</p>
            <div className="image-pair">
              <StoredImage path={service.picture_one} sizes="(max-width: 767px) 100vw, 380px" width={900} height={500} />
              <StoredImage path={service.picture_two} sizes="(max-width: 767px) 100vw, 380px" width={900} height={500} />
            </div>

            <h2>{t('service.solutions')}</h2>
            <ul className="solution-grid">
              {solutions.map((solution) => (
                <li key={solution.id} className="solution-card">
                  <StoredImage path={solution.icon} sizes="64px" width={80} height={80} className="solution-icon" />
                  <h3>{solution.title}</h3>
                  <p>{solution.description}</p>
                  <Link to={servicePath(solution)} aria-label={`${t('link.readMore')}: ${solution.title}`} className="more-link">
                    {t('link.readMore')} <ArrowRight aria-hidden="true" size={16} />
                  </Link>
                </li>
              ))}
            </ul>

            <h2 id="benefits-title">{t('service.benefits')}</h2>
            <Accordion id="benefits" panels={service.benefits} />
          </article>
          <aside className="sidebar" aria-label={t('service.sidebar')}>
            <ServiceList services={sidebar} />
          </aside>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.service.title,
    description: loaderData?.service.description,
    image: loaderData?.service.image,
  });
