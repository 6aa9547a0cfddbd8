import { CauseCard } from '../components/CauseCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { causes } from '../template/causes.ts';
import type { Route } from './+types/cause';

/** `/cause`: every campaign as a card with its goal, what is raised and the progress in percent. */
export function loader() {
  return { causes };
}

export default function Causes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('cause.title')} />
      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('cause.heading')}</h2>
          <ul className="cause-grid">
            {loaderData.causes.map((cause) => (
              <li key={cause.id}>
                <CauseCard cause={cause} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'cause.title', description: 'cause.description' });
