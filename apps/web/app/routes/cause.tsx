import { CauseCard } from '../components/CauseCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/cause';

/** `/cause`: every campaign as a card with its goal, what the books say it raised and the progress in percent. */
export async function loader({ context }: Route.LoaderArgs) {
  return { causes: await orEmpty(siteContent(context).causes(), []) };
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
