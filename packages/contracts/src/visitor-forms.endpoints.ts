import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import { basePath, type ResourceContract } from './resource.ts';
import { limitedErrorAnswers } from './responses.ts';
import { formToken, visitorMessageForm, visitorMessageReceived } from './visitor-forms.ts';

/** The spam guard's one route: the signed start time a visitor form sends back with its fields. */
const formStart = defineEndpoint({
  method: 'GET',
  // Without its trailing slash: the client adds the one the contract's addresses end with.
  path: '/visitor_form/api/v1/visitor_form/token',
  access: { public: true },
  tags: ['visitor_form'],
  summary: "A visitor form's start time, signed: sent back as `form_token` with the form (never cached)",
  responses: { 200: formToken },
});

export const visitorFormsEndpoints = { formStart } as const;

/**
 * The contact form of a page that shows one record (a team member, an event), declared by that record's module: a
 * visitor's message about it, open to visitors behind the spam guard, stored as a support ticket that names it.
 */
export function visitorMessageEndpoint(contract: Pick<ResourceContract, 'name'>, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `${basePath(contract)}contact/:id`,
    access: { public: true, rateLimited: true },
    tags: [contract.name],
    summary,
    params: z.object({ id: id() }),
    body: visitorMessageForm,
    responses: { 201: visitorMessageReceived, ...limitedErrorAnswers },
  });
}
