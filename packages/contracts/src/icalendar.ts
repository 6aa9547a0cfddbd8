/**
 * A small iCalendar (RFC 5545) writer: the events' calendar feed and the `.ics` a registration's mail carries.
 * Times are floating (local, no zone): an event happens at its place's clock, whoever reads the calendar.
 */

export interface CalendarEvent {
  /** Stable across feeds and mails, so a calendar updates the entry rather than adding another. */
  uid: string;
  title: string;
  /** YYYY-MM-DD and HH:MM, the event's local time. */
  startsOn: string;
  startTime: string;
  endsOn?: string | null;
  endTime?: string | null;
  place?: string | null;
  description?: string | null;
  url?: string | null;
}

/** Text values escape backslashes, semicolons, commas and line breaks (3.3.11). */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: a line break and a space, never splitting a character (3.1). */
const encoder = new TextEncoder();
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localTime = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** When an event without an end time ends: two hours after it starts, the same day at the latest. */
function endOf(event: CalendarEvent) {
  if (event.endTime) return localTime(event.endsOn ?? event.startsOn, event.endTime);
  const [hours, minutes] = event.startTime.split(':').map(Number);
  const end = Math.min(hours + 2, 23);
  return localTime(event.endsOn ?? event.startsOn, `${String(end).padStart(2, '0')}:${String(end === 23 ? 59 : minutes).padStart(2, '0')}`);
}

const stamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** A calendar of the events, as one `text/calendar` document with CRLF line ends. */
export function icalendar(events: readonly CalendarEvent[], options: { name: string; now?: Date; method?: 'PUBLISH' }) {
  const now = stamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahay//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${now}`,
      `DTSTART:${localTime(event.startsOn, event.startTime)}`,
      `DTEND:${endOf(event)}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.place) lines.push(`LOCATION:${escapeText(event.place)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export const icalendarType = 'text/calendar; charset=utf-8';
