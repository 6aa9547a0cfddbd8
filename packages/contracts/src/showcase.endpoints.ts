import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import { basePath } from './resource.ts';
import { limitedErrorAnswers } from './responses.ts';
import { teamMember } from './showcase.ts';
import { visitorMessageForm, visitorMessageReceived } from './visitor-forms.ts';

/** A visitor writes to a team member from their profile: behind the spam guard, stored as a support ticket naming them. */
const contactTeamMember = defineEndpoint({
  method: 'POST',
  path: `${basePath(teamMember)}contact/:id`,
  access: { public: true, rateLimited: true },
  tags: [teamMember.name],
  summary: 'Write to a team member (open to visitors, behind the spam guard): a support ticket that names them',
  params: z.object({ id: id() }),
  body: visitorMessageForm,
  responses: { 201: visitorMessageReceived, ...limitedErrorAnswers },
});

export const showcaseEndpoints = { contactTeamMember } as const;
