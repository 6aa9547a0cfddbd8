import type { SiteEvent } from '@sahay/contracts';
import { eventPath } from '@sahay/contracts/site-paths';

export const eventHref = eventPath;

/** "22 Mar 2026", the same on the server and in every browser. */
export function formatEventDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "7:00 am" from the stored "07:00", as the charity's programmes write their times. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "7:00 am – 11:00 am", or the start alone when the event has no set end. */
export function formatEventTime(event: Pick<SiteEvent, 'start_time' | 'end_time'>): string {
  const start = formatClockTime(event.start_time);
  return event.end_time ? `${start} – ${formatClockTime(event.end_time)}` : start;
}
