import { event, eventRegistration, project } from '@sahay/contracts';
import { index } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';

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
