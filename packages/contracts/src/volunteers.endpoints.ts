import { defineEndpoint, recordOf } from './endpoint.ts';
import { actionPaths, basePath } from './resource.ts';
import { limitedErrorAnswers } from './responses.ts';
import { volunteerApplication, volunteerForm } from './volunteers.ts';

/** A visitor's application to volunteer: behind the spam guard, acknowledged by mail. */

const [applyPath, ...applyAliases] = actionPaths(volunteerApplication, 'create').map((path) => basePath(volunteerApplication) + path);

const apply = defineEndpoint({
  method: 'POST',
  path: applyPath,
  aliases: applyAliases,
  access: { public: true, rateLimited: true },
  tags: [volunteerApplication.name],
  summary: 'Apply to volunteer (open to visitors, behind the spam guard): stored as new, and the applicant is mailed an acknowledgement',
  body: volunteerForm,
  responses: { 201: recordOf(volunteerApplication), ...limitedErrorAnswers },
});

export const volunteersEndpoints = { apply } as const;
