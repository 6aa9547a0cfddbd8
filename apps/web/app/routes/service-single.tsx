import { ArrowRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { Accordion } from '../components/Accordion.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { ServiceList } from '../components/sidebar/ServiceList.tsx';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { sample } from '../template/samples.ts';
import { findService, serviceBenefits, serviceHref, services, solutionCount } from '../template/services.ts';
import type { Route } from './+types/service-single';

/** `/service-single/<id>`: one of the sixteen built-in services; any other id is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.id);
  if (!service) throw data(null, { status: 404 });
  return { service, solutions: services.slice(0, solutionCount) };
}

export default function ServiceSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { service, solutions } = loaderData;
  return (
    <>
      <PageBanner title={service.title} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <SampleImage name={service.simg1} eager sizes="(max-width: 991px) 100vw, 780px" className="detail-image" />
            <h2 className="detail-title">{service.title}</h2>
            <p className="lead">{service.description}</p>
            <div className="image-pair">
              <SampleImage name={service.simg2} sizes="(max-width: 767px) 100vw, 380px" />
              <SampleImage name={service.simg3} sizes="(max-width: 767px) 100vw, 380px" />
            </div>

            <h2>{t('service.solutions')}</h2>
            <ul className="solution-grid">
              {solutions.map((solution) => (
                <li key={solution.id} className="solution-card">
                  <SampleImage name={solution.fIcon1} sizes="64px" className="solution-icon" />
                  <h3>{solution.title}</h3>
                  <p>{solution.description}</p>
                  <Link to={serviceHref(solution)} aria-label={`${t('link.readMore')}: ${solution.title}`} className="more-link">
                    {t('link.readMore')} <ArrowRight aria-hidden="true" size={16} />
                  </Link>
                </li>
              ))}
            </ul>

            <h2 id="benefits-title">{t('service.benefits')}</h2>
            <Accordion id="benefits" panels={serviceBenefits} />
          </article>
          <aside className="sidebar" aria-label={t('service.sidebar')}>
            <ServiceList />
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
    image: loaderData ? sample(loaderData.service.simg1).src : undefined,
  });
