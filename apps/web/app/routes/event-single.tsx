import { CalendarDays, Clock, ExternalLink, MapPin } from 'lucide-react';
import { data } from 'react-router';
import { BlockedForm } from '../components/BlockedForm.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { Newsletter } from '../components/sidebar/Newsletter.tsx';
import { RelatedCauses } from '../components/sidebar/RelatedCauses.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { pageMeta } from '../meta.ts';
import { findEvent, formatEventDate, mapLink } from '../template/events.ts';
import { sample } from '../template/samples.ts';
import type { Route } from './+types/event-single';

/** `/event-single/<id>`: one of the six events; any other id is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const event = findEvent(params.id);
  if (!event) throw data(null, { status: 404 });
  return { event };
}

export default function EventSingle({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <>
      <PageBanner title={event.eTitle} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <SampleImage name={event.eImg} eager sizes="(max-width: 991px) 100vw, 780px" className="detail-image" />
            <h2 className="detail-title">{event.eTitle}</h2>
            <ul className="event-facts">
              <li>
                <CalendarDays aria-hidden="true" size={16} />
                <time dateTime={event.date}>{formatEventDate(event.date)}</time>
              </li>
              <li>
                <Clock aria-hidden="true" size={16} />
                {event.time}
              </li>
              <li>
                <MapPin aria-hidden="true" size={16} />
                {event.place}
              </li>
            </ul>
            <p className="lead">{event.dec}</p>

            <Tabs
              id="event"
              label="Event details"
              tabs={[
                {
                  label: 'Event Schedule',
                  content: (
                    <ol className="schedule">
                      {event.schedule.map((entry) => (
                        <li key={entry.time}>
                          <span className="schedule-time">{entry.time}</span>
                          {entry.item}
                        </li>
                      ))}
                    </ol>
                  ),
                },
                {
                  label: 'Map Location',
                  content: (
                    <div className="map-location">
                      <p>
                        <MapPin aria-hidden="true" size={18} /> {event.place}
                      </p>
                      <a href={mapLink(event)} target="_blank" rel="noopener noreferrer" className="button">
                        Open the map
                        <ExternalLink aria-hidden="true" size={16} />
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </div>
                  ),
                },
                {
                  label: 'Contact Us',
                  content: (
                    <BlockedForm
                      label="Ask about this event"
                      submitLabel="Send"
                      fields={[
                        { name: 'name', label: 'Name', autoComplete: 'name' },
                        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
                        { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
                        { name: 'message', label: 'Message', type: 'textarea' },
                      ]}
                    />
                  ),
                },
              ]}
            />
          </article>
          <aside className="sidebar" aria-label="Sidebar">
            <RelatedCauses />
            <Newsletter />
          </aside>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.event.eTitle,
    description: loaderData?.event.dec,
    image: loaderData ? sample(loaderData.event.eImg).src : undefined,
  });
