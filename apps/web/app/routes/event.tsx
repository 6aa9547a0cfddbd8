import { EventCard } from '../components/EventCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/event';

/** The event page shows the first three events (spec section 9). */
export const eventPageCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  return { events: (await orEmpty(siteContent(context).events(), [])).slice(0, eventPageCount) };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('event.title')} />
      <section className="section">
        <div className="container">
          <ul className="event-grid">
            {loaderData.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'event.title', description: 'event.description' });
