import { defineEndpoint } from './endpoint.ts';
import { formToken } from './visitor-forms.ts';

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
