import * as contracts from '@sahay/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource } from '../../resource/define-resource.ts';
import { seesDrafts, underEditorialWorkflow } from '../publishing/index.ts';
import { lockEvent, placesLeftOf, statusOfNewRegistration } from './events.service.ts';
import * as tables from './events.tables.ts';

/**
 * An event, under the editorial workflow (visitors see it once published), with its programme as lines and the
 * places left (read from its registrations) on every answer.
 */
export const eventResource = defineResource(
  underEditorialWorkflow({
    contract: contracts.event,
    table: tables.events,
    lines: { field: 'schedule', table: tables.eventSchedule, parent: tables.eventSchedule.document },
    output: { places_left: z.number().nullable() },
    hooks: {
      async expand(db, records) {
        const left = await placesLeftOf(db, records);
        return records.map((r) => ({ ...r, places_left: left.get(r.id as number) ?? null }));
      },
    },
  }),
);

export const projectResource = defineResource(underEditorialWorkflow({ contract: contracts.project, table: tables.projects }));

/**
 * A registration: its status is the server's on create (a place while any is left, else the waiting list),
 * decided with the event's row locked, so registrations arriving together for the last place take it one at
 * a time. Served by events.routes.ts, behind the visitor forms' spam guard, which mails the visitor once it is stored.
 */
export const eventRegistrationResource = defineResource({
  contract: contracts.eventRegistration,
  table: tables.eventRegistrations,
  ownRoutes: ['create'],
  hooks: {
    async prepare(input, { tx, mode, caller, now }) {
      if (mode !== 'create') return input;
      // A visitor registers only for an event they can see: never a draft, nor one scheduled for later.
      const event = await lockEvent(tx, input.event as number, seesDrafts(contracts.event.name, caller) ? undefined : (now ?? new Date()));
      if (!event) throw new HttpError(400, { event: [`Event id - ${input.event} does not exist.`] });
      return { ...input, status: await statusOfNewRegistration(tx, event) };
    },
  },
});

export const eventsResources = [eventResource, projectResource, eventRegistrationResource];
