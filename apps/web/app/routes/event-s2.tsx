import { EventCard } from '../components/EventCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { pageMeta } from '../meta.ts';
import { events } from '../template/events.ts';
import type { Route } from './+types/event-s2';

/** `/event-s2`: the second layout of the event page, with events 4 to 6 (spec section 9). */
export function loader() {
  return { events: events.slice(3, 6) };
}

export default function EventsSecondLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Events" />
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
  pageMeta(matches, { title: 'Events', description: 'Planting days, food festivals and packing nights: more ways to help.' });
