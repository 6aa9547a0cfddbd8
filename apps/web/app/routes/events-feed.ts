import { eventCalendarEntry, icalendar, icalendarType } from '@sahay/contracts';
import { siteContent } from '../content.server.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/events-feed';

/** `/feeds/events.ics`: every event the site shows, as a calendar a visitor subscribes to. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const content = siteContent(context);
  const [events, settings] = await Promise.all([orEmpty(content.events(), []), orEmpty(content.settings(), null)]);
  const calendar = icalendar(
    events.map((event) => eventCalendarEntry(event, origin)),
    { name: settings?.site_name ?? 'Events' },
  );
  return new Response(calendar, { headers: { 'Content-Type': icalendarType } });
}
