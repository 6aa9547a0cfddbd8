import { CalendarDays, Clock, ExternalLink, MapPin } from 'lucide-react';
import { data } from 'react-router';
import { BlockedForm, formFields } from '../components/BlockedForm.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { Newsletter } from '../components/sidebar/Newsletter.tsx';
import { RelatedCauses } from '../components/sidebar/RelatedCauses.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { relatedCauses } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { findEvent, formatEventDate, mapLink } from '../template/events.ts';
import { sample } from '../template/samples.ts';
import type { Route } from './+types/event-single';

/** `/event-single/<id>`: one of the six events; any other id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = findEvent(params.id);
  if (!event) throw data(null, { status: 404 });
  return { event, related: await relatedCauses(context) };
}

export default function EventSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { event, related } = loaderData;
  const fields = formFields(t);
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
              label={t('event.details')}
              tabs={[
                {
                  label: t('event.schedule'),
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
                  label: t('event.map'),
                  content: (
                    <div className="map-location">
                      <p>
                        <MapPin aria-hidden="true" size={18} /> {event.place}
                      </p>
                      <a href={mapLink(event)} target="_blank" rel="noopener noreferrer" className="button">
                        {t('event.openMap')}
                        <ExternalLink aria-hidden="true" size={16} />
                        <span className="visually-hidden"> {t('link.newTab')}</span>
                      </a>
                    </div>
                  ),
                },
                {
                  label: t('link.contactUs'),
                  content: (
                    <BlockedForm
                      label={t('event.ask')}
                      submitLabel={t('form.send')}
                      fields={[fields.name, fields.email, fields.phone, fields.message]}
                    />
                  ),
                },
              ]}
            />
          </article>
          <aside className="sidebar" aria-label={t('sidebar.label')}>
            <RelatedCauses causes={related} />
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
