import { z } from 'zod';
import { withDefault } from './field-meta.ts';
import { choice, email, image, isoDate, lines, phone, position, ref, requiredText, richText, text, url } from './fields.ts';
import type { CalendarEvent } from './icalendar.ts';
import { editorialFields } from './publishing.ts';
import { defineContract } from './resource.ts';
import { eventPath } from './site-paths.ts';

/** A time of day as the charity writes it in its forms, 24-hour `HH:MM` (the event's local time). */
export const timeOfDay = () =>
  z
    .string()
    .max(5, 'Enter a time such as 07:30.')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 07:30.');

/** One entry of an event's programme: when, and what happens. */
export const eventScheduleItem = {
  time: requiredText(20),
  item: requiredText(200),
};

/**
 * An event the charity holds: when (a day, its start and end times, the last day when it runs longer), where
 * (the place and a link to its map), its picture, its programme and text. `capacity` counts the places
 * visitors may take; registrations beyond it join the waiting list. None: no limit.
 */
export const event = defineContract({
  name: 'event',
  module: 'cms',
  label: 'Event',
  plural: 'events',
  input: z.object({
    title: requiredText(200),
    /** One or two sentences: the card's text and the page's lead. */
    summary: text(500).optional(),
    image: image(),
    starts_on: isoDate(),
    start_time: timeOfDay(),
    end_time: timeOfDay().optional(),
    /** The last day of an event running over several days; none: the day it starts. */
    ends_on: isoDate().optional(),
    place: requiredText(200),
    map_url: url().optional(),
    body: richText().optional(),
    capacity: position().optional(),
    schedule: lines(eventScheduleItem, 50),
    ...editorialFields,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['title'],
  columns: ['image', 'title', 'starts_on', 'place', 'capacity', 'status'],
  search: ['title', 'place'],
  dateRange: 'starts_on',
  order: { field: 'starts_on', direction: 'asc' },
});

/** A project the charity runs or finished: where, when, whom it reached, its story and three pictures. */
export const project = defineContract({
  name: 'project',
  module: 'cms',
  label: 'Project',
  plural: 'projects',
  input: z.object({
    title: requiredText(200),
    summary: text(500).optional(),
    image: image(),
    picture_one: image().optional(),
    picture_two: image().optional(),
    location: text(120).optional(),
    year: text(40).optional(),
    reached: text(80).optional(),
    /** The page's text, paragraphs separated by a blank line. */
    story: text(10000).optional(),
    position: withDefault(position(), 0),
    ...editorialFields,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['title'],
  columns: ['image', 'title', 'location', 'year', 'status'],
  search: ['title', 'location'],
  order: { field: 'position', direction: 'asc' },
});

export const registrationStatuses = ['registered', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * A visitor's place at an event. The server decides the status of a new one: `registered` while places are
 * left, else `waitlisted`; staff may change it later (a cancellation frees a place).
 */
export const eventRegistration = defineContract({
  name: 'event_registration',
  module: 'cms',
  label: 'Event registration',
  plural: 'event_registrations',
  input: z.object({
    event: ref('event', 'cascade'),
    name: requiredText(120),
    email: email(),
    phone: phone().optional(),
    status: withDefault(choice(registrationStatuses), 'registered'),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  publicWrite: ['create'],
  title: ['name'],
  columns: ['event', 'name', 'email', 'status'],
  search: ['name', 'email'],
  order: { field: 'id', direction: 'asc' },
});

export const eventContracts = [event, project, eventRegistration];

/** An event as the public pages list it: its card's fields and the places left. */
export interface SiteEvent {
  id: number;
  title: string;
  summary: string | null;
  image: string;
  starts_on: string;
  start_time: string;
  end_time: string | null;
  ends_on: string | null;
  place: string;
  capacity: number | null;
  /** Places not yet taken; null when the event has no limit. */
  places_left: number | null;
}

/** One event's page: the card's fields, its map, text and programme. */
export interface SiteEventDetail extends SiteEvent {
  map_url: string | null;
  body: string | null;
  schedule: { time: string; item: string }[];
}

export interface SiteProject {
  id: number;
  title: string;
  summary: string | null;
  image: string;
  picture_one: string | null;
  picture_two: string | null;
  location: string | null;
  year: string | null;
  reached: string | null;
  story: string | null;
}

/** An event as a calendar entry: the same one (same uid) in the site's feed and in every registration's mail. */
export function eventCalendarEntry(
  event: Pick<SiteEvent, 'id' | 'title' | 'summary' | 'starts_on' | 'start_time' | 'ends_on' | 'end_time' | 'place'>,
  siteOrigin: string,
): CalendarEvent {
  return {
    uid: `event-${event.id}@sahay`,
    title: event.title,
    startsOn: event.starts_on,
    startTime: event.start_time,
    endsOn: event.ends_on,
    endTime: event.end_time,
    place: event.place,
    description: event.summary,
    url: siteOrigin + eventPath(event),
  };
}
