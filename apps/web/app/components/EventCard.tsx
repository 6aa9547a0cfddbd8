import type { SiteEvent } from '@sahay/contracts';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { eventHref, formatEventDate, formatEventTime } from '../template/events.ts';
import { StoredImage } from './StoredImage.tsx';

/** An event as a card (`grid`, the event page) or a row with the picture beside the text (`list`, the second layout). */
export function EventCard({ event, layout = 'grid' }: { event: SiteEvent; layout?: 'grid' | 'list' }) {
  return (
    <article className={`event-card event-card-${layout}`}>
      <StoredImage
        path={event.image}
        sizes={layout === 'grid' ? '(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px' : '(max-width: 767px) 100vw, 430px'}
        width={900}
        height={500}
        className="event-image"
      />
      <div className="event-body">
        <p className="event-date">
          <CalendarDays aria-hidden="true" size={18} />
          <time dateTime={event.starts_on}>{formatEventDate(event.starts_on)}</time>
        </p>
        <h2 className="event-title">
          <Link to={eventHref(event)}>{event.title}</Link>
        </h2>
        {event.summary && <p>{event.summary}</p>}
        <ul className="event-facts">
          <li>
            <Clock aria-hidden="true" size={16} />
            {formatEventTime(event)}
          </li>
          <li>
            <MapPin aria-hidden="true" size={16} />
            {event.place}
          </li>
        </ul>
      </div>
    </article>
  );
}
