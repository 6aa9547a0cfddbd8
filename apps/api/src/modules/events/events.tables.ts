import { event, eventRegistration, project } from '@sahay/contracts';
import { index, type PgColumn } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';

/** What the site's search reads of an event and of a project: the title first, then the rest of its text. */
export const eventSearched = (t: { title: PgColumn; summary: PgColumn; place: PgColumn; body: PgColumn }) => [
  t.title,
  t.summary,
  t.place,
  t.body,
];
export const projectSearched = (t: { title: PgColumn; summary: PgColumn; location: PgColumn; story: PgColumn }) => [
  t.title,
  t.summary,
  t.location,
  t.story,
];

export const events = resourceTable(event, {}, (t) => [
  index('event_starts_on_idx').on(t.startsOn),
  index('event_visible_idx').on(t.status, t.publishAt),
]);
/** An event's programme, one row per entry, in the order given. */
export const eventSchedule = linesTable(event, 'schedule');
export const projects = resourceTable(project, {}, (t) => [index('project_visible_idx').on(t.status, t.publishAt)]);
// Places taken are counted per event and status: the index answers that count.
export const eventRegistrations = resourceTable(eventRegistration, {}, (t) => [
  index('event_registration_event_status_idx').on(t.event, t.status),
]);
