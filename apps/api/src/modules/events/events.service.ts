import {
  eventCalendarEntry,
  eventRegistration,
  icalendar,
  type RegistrationForm,
  type SiteEvent,
  type SpamGuardFields,
  type VisitorMessageForm,
} from '@sahay/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import type { Actor, Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { visibleNow } from '../publishing/index.ts';
import { receiveVisitorMessage } from '../support/index.ts';
import { eventRegistrations, events } from './events.tables.ts';

export type EventsApp = Pick<FastifyInstance, 'repositories' | 'mailer' | 'sessions' | 'log' | 'database'>;

/**
 * The event's row, locked for the rest of the transaction: registrations for it are decided one at a time. With
 * `visibleAt`, only an event visitors see at that moment is found.
 */
export async function lockEvent(tx: DbOrTx, id: number, visibleAt?: Date) {
  const [event] = await tx
    .select({ id: events.id, capacity: events.capacity })
    .from(events)
    .where(and(eq(events.id, id), visibleAt ? visibleNow(events, visibleAt) : undefined))
    .for('update');
  return event;
}

/** Places taken at each event: its registrations that hold one (not waiting, not cancelled). */
async function placesTaken(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ event: eventRegistrations.event, taken: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.event, ids), eq(eventRegistrations.status, 'registered')))
    .groupBy(eventRegistrations.event);
  return new Map(rows.map((r) => [r.event, r.taken]));
}

/** A new registration's status: a place while the event has one left (or no limit), else the waiting list. */
export async function statusOfNewRegistration(tx: DbOrTx, event: { id: number; capacity: number | null }) {
  if (event.capacity === null) return 'registered';
  const taken = (await placesTaken(tx, [event.id])).get(event.id) ?? 0;
  return taken < event.capacity ? 'registered' : 'waitlisted';
}

/** The places left at each event with a capacity (never below 0); events without one are left out. */
export async function placesLeftOf(db: DbOrTx, records: Row[]) {
  const limited = records.filter((r) => r.capacity !== null && r.capacity !== undefined);
  const taken = await placesTaken(
    db,
    limited.map((r) => r.id as number),
  );
  return new Map(limited.map((r) => [r.id as number, Math.max(0, (r.capacity as number) - (taken.get(r.id as number) ?? 0))]));
}

/**
 * A visitor's registration: stored through the engine's repository (its checks, rate limit, status and answer),
 * then, once committed, mailed to the visitor with the event as an `.ics` attachment.
 */
export function registerForEvent(app: EventsApp, form: Omit<RegistrationForm, keyof SpamGuardFields>, actor: Actor) {
  const registrations = app.repositories.get(eventRegistration.name) as Repository;
  return inTransaction(app.database.db, async (tx) => {
    const stored = await registrations.create(tx, form, actor);
    await afterCommit(tx, (db) => mailRegistration(app, db, stored));
    return stored;
  });
}

/** Tells the visitor they have a place (or are waiting for one); a mail that fails is logged, the registration stays. */
async function mailRegistration(app: EventsApp, db: DbOrTx, registration: Row) {
  try {
    const event = await (app.repositories.get('event') as Repository).get(db, registration.event as number);
    const waiting = registration.status === 'waitlisted';
    const entry = eventCalendarEntry(event as unknown as SiteEvent, app.sessions.linkBase);
    await app.mailer.send({
      to: registration.email as string,
      subject: waiting ? `Waiting list: ${event.title}` : `Your place at ${event.title}`,
      text: [
        `Dear ${registration.name},`,
        '',
        waiting
          ? `The event “${event.title}” is full. You are on its waiting list: we will write to you if a place frees up.`
          : `Your place at “${event.title}” is booked.`,
        `When: ${event.starts_on}, ${event.start_time}${event.end_time ? ` to ${event.end_time}` : ''}`,
        `Where: ${event.place}`,
        '',
        'The event is attached: open it to add it to your calendar.',
        entry.url ?? '',
      ].join('\n'),
      attachments: [
        {
          filename: 'event.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: Buffer.from(icalendar([entry], { name: event.title as string })),
        },
      ],
    });
  } catch (error) {
    app.log.error({ err: error, registration: registration.id }, 'an event registration could not be mailed');
  }
}

/**
 * A visitor's question from the event page's "Contact Us": one support ticket whose subject names the event and its
 * day (read as a visitor reads it: a draft or a missing event is a 404, and nothing is stored).
 */
export function contactAboutEvent(app: FastifyInstance, id: number, form: VisitorMessageForm, ip: string) {
  return receiveVisitorMessage(app, form, {
    kind: 'event_contact',
    ip,
    regarding: async (tx) => {
      const event = await (app.repositories.get('event') as Repository).get(tx, id);
      return `Event “${event.title}” on ${event.starts_on}`;
    },
  });
}
