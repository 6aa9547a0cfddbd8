import {
  eventsEndpoints as endpoints,
  eventEditorialEndpoints,
  eventPath,
  eventRegistration,
  permissionName,
  projectEditorialEndpoints,
  projectPath,
} from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { can } from '../../plugins/auth.ts';
import { serve } from '../../resource/endpoints.ts';
import { serveEditorialRoutes } from '../publishing/index.ts';
import { contactAboutEvent, registerForEvent } from './events.service.ts';

/** A visitor's registrations: a few per email and per address an hour, so the form cannot fill an event. */
export const registrationLimits = { perAccount: 5, perAddress: 10, windowMinutes: 60 };

/**
 * A registration for an event, as declared in the contracts: a visitor's passes the spam guard first (its hidden
 * field, fill time and rate limit); staff who register someone from the back office are trusted. Then it is
 * stored and mailed with the event's `.ics`.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  serve(app, endpoints.registerForEvent, async (request) => {
    const { website: _trap, form_token: _start, ...form } = request.body;
    const fields = can(request.caller, permissionName(eventRegistration.name, 'create'))
      ? form
      : await app.spamGuard.check(
          app.database.db,
          request.body,
          { kind: 'event_registration', identifier: String(request.body.email), ip: request.ip },
          registrationLimits,
        );
    return registerForEvent(app, fields, { caller: request.caller, ip: request.ip });
  });
  // The event page's "Contact Us": a support ticket naming the event.
  serve(app, endpoints.contactAboutEvent, (request) => contactAboutEvent(app, request.params.id, request.body, request.ip));
  // The editorial workflow's routes: versions, restore, and a preview link to the record's page.
  serveEditorialRoutes(app, eventEditorialEndpoints, 'event', eventPath);
  serveEditorialRoutes(app, projectEditorialEndpoints, 'project', projectPath);
}
