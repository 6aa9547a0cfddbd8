import { endpointRequest, eventsEndpoints } from '@sahay/contracts';
import { CalendarDays, Clock, ExternalLink, MapPin } from 'lucide-react';
import { data } from 'react-router';
import { EventRegistration } from '../components/EventRegistration.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { Newsletter } from '../components/sidebar/Newsletter.tsx';
import { RelatedCauses } from '../components/sidebar/RelatedCauses.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { VisitorMessageForm } from '../components/VisitorMessageForm.tsx';
import { relatedCauses, siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { loaderHeaders, pageData, previewToken } from '../preview.ts';
import { formatEventDate, formatEventTime } from '../template/events.ts';
import type { Route } from './+types/event-single';

const eventId = (param: string) => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0);

/**
 * `/event-single/<id>`: one event, with its programme and the places left; an id no event visitors see has is the
 * 404 page. `?preview=<token>` shows the event as saved, draft or not, until the link expires. Its "Contact Us" form
 * asks the organisers a question, which becomes a support ticket naming the event.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = eventId(params.id);
  const preview = previewToken(request);
  const event = id > 0 ? await siteContent(context).event(id, preview) : null;
  if (!event) throw data(null, { status: 404 });
  // The registration and the question are sent from the browser to the API, at the addresses their declarations give.
  const forms = {
    register: endpointRequest(eventsEndpoints.registerForEvent),
    contact: endpointRequest(eventsEndpoints.contactAboutEvent, { params: { id: event.id } }),
  };
  return pageData({ event, related: await relatedCauses(context), ...forms }, preview);
}

export const headers = loaderHeaders;

export default function EventSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { event, related } = loaderData;
  return (
    <>
      <PageBanner title={event.title} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <StoredImage
              path={event.image}
              eager
              sizes="(max-width: 991px) 100vw, 780px"
              width={900}
              height={500}
              className="detail-image"
            />
            <h2 className="detail-title">{event.title}</h2>
            <ul className="event-facts">
              <li>
                <CalendarDays aria-hidden="true" size={16} />
                <time dateTime={event.starts_on}>{formatEventDate(event.starts_on)}</time>
              </li>
              <li>
                <Clock aria-hidden="true" size={16} />
                {formatEventTime(event)}
              </li>
              <li>
                <MapPin aria-hidden="true" size={16} />
                {event.place}
              </li>
            </ul>
            {event.summary && <p className="lead">{event.summary}</p>}
            {event.body && <RichText html={event.body} />}
            <EventRegistration eventId={event.id} placesLeft={event.places_left} register={loaderData.register} />

            <Tabs
              id="event"
              label={t('event.details')}
              tabs={[
                {
                  label: t('event.schedule'),
                  content: (
                    <ol className="schedule">
                      {event.schedule.map((entry) => (
                        <li key={`${entry.time} ${entry.item}`}>
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
                      {event.map_url && (
                        <a href={event.map_url} target="_blank" rel="noopener noreferrer" className="button">
                          {t('event.openMap')}
                          <ExternalLink aria-hidden="true" size={16} />
                          <span className="visually-hidden"> {t('link.newTab')}</span>
                        </a>
                      )}
                    </div>
                  ),
                },
                {
                  label: t('link.contactUs'),
                  content: (
                    <VisitorMessageForm
                      label={t('event.ask')}
                      submitLabel={t('form.send')}
                      request={loaderData.contact}
                      idPrefix="event-contact"
                      fields={['name', 'email', 'phone', 'message']}
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
    title: loaderData?.event.title,
    description: loaderData?.event.summary ?? undefined,
    image: loaderData?.event.image,
  });
