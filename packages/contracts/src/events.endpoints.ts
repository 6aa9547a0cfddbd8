import type { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { event, eventRegistration, project } from './events.ts';
import { editorialEndpoints } from './publishing.ts';
import { actionPaths, basePath } from './resource.ts';
import { writeErrorAnswers } from './responses.ts';
import { visitorMessageEndpoint } from './visitor-forms.endpoints.ts';
import { guardedForm } from './visitor-forms.ts';

/** What a visitor sends to take a place at an event: the registration's fields and the spam guard's; the server decides its status. */
export const registrationForm = guardedForm(eventRegistration.input.omit({ status: true }));
export type RegistrationForm = z.infer<typeof registrationForm>;

const [registerPath, ...registerAliases] = actionPaths(eventRegistration, 'create').map((path) => basePath(eventRegistration) + path);

/** A visitor's registration: a place while any is left, else one on the waiting list; mailed with the event's `.ics`. */
const registerForEvent = defineEndpoint({
  method: 'POST',
  path: registerPath,
  aliases: registerAliases,
  access: { public: true, rateLimited: true },
  tags: [eventRegistration.name],
  summary: 'Register for an event (a place, or the waiting list once it is full)',
  body: registrationForm,
  responses: { 201: recordOf(eventRegistration), ...writeErrorAnswers },
});

/** The event page's "Contact Us": a question to the organisers, stored as a support ticket naming the event. */
const contactAboutEvent = visitorMessageEndpoint(
  event,
  'Ask about an event (open to visitors, behind the spam guard): a support ticket that names the event',
);

export const eventsEndpoints = { registerForEvent, contactAboutEvent } as const;

/** The editorial workflow's routes of events and of projects: versions, restore, preview link. */
export const eventEditorialEndpoints = editorialEndpoints(event);
export const projectEditorialEndpoints = editorialEndpoints(project);
