import { CauseCard } from '../components/CauseCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { pageMeta } from '../meta.ts';
import { causes } from '../template/causes.ts';
import type { Route } from './+types/cause';

/** `/cause`: every campaign as a card with its goal, what is raised and the progress in percent. */
export function loader() {
  return { causes };
}

export default function Causes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Causes" />
      <section className="section">
        <div className="container">
          <h2 className="section-title">Campaigns you can support today</h2>
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
  pageMeta(matches, { title: 'Causes', description: 'Campaigns for clean water, schooling, food, health, animals and the environment.' });
