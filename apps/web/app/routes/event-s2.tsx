import { EventCard } from '../components/EventCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/event-s2';

/** `/event-s2`: the second layout of the event page, with events 4 to 6 (spec section 9). */
export async function loader({ context }: Route.LoaderArgs) {
  return { events: (await orEmpty(siteContent(context).events(), [])).slice(3, 6) };
}

export default function EventsSecondLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('event.title')} />
      <section className="section">
        <div className="container">
          <ul className="event-list">
            {loaderData.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} layout="list" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'event.title', description: 'event.moreDescription' });
