import { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id } from './fields.ts';
import { branch } from './organisation.ts';
import { basePath, permissionName } from './resource.ts';
import { errorAnswers } from './responses.ts';

/** The organisation's route beyond the engine's: the branch a staff account works at. */

const branchOfUser = defineEndpoint({
  method: 'GET',
  path: `${basePath(branch)}get_a_branch_by_user_id/:userId`,
  access: { permission: permissionName(branch.name, 'get') },
  tags: ['branch'],
  summary: 'The branch of a user',
  params: z.object({ userId: id() }),
  responses: { 200: recordOf(branch), ...errorAnswers },
});

export const organisationEndpoints = { branchOfUser } as const;
