import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { type CharityEvent, eventHref, formatEventDate } from '../template/events.ts';
import { SampleImage } from './SampleImage.tsx';

/** An event as a card (`grid`, the event page) or a row with the picture beside the text (`list`, the second layout). */
export function EventCard({ event, layout = 'grid' }: { event: CharityEvent; layout?: 'grid' | 'list' }) {
  return (
    <article className={`event-card event-card-${layout}`}>
      <SampleImage
        name={event.eImg}
        sizes={layout === 'grid' ? '(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px' : '(max-width: 767px) 100vw, 430px'}
        className="event-image"
      />
      <div className="event-body">
        <p className="event-date">
          <CalendarDays aria-hidden="true" size={18} />
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </p>
        <h2 className="event-title">
          <Link to={eventHref(event)}>{event.eTitle}</Link>
        </h2>
        <p>{event.dec}</p>
        <ul className="event-facts">
          <li>
            <Clock aria-hidden="true" size={16} />
            {event.time}
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
