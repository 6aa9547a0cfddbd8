import { errorAnswers, id } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { Repository } from '../../resource/repository.ts';

/** `get_a_branch_by_user_id/{user_id}`: the branch a staff account works at. */
export default async function branchRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repository = (name: string) => app.repositories.get(name) as Repository;
  app.get(
    '/branch/api/v1/branch/get_a_branch_by_user_id/:userId',
    {
      config: { permission: 'branch.read' },
      schema: {
        tags: ['branch'],
        summary: 'The branch of a user',
        params: z.object({ userId: id() }),
        response: { 200: z.looseObject({ id: z.number(), name: z.string() }), ...errorAnswers },
      },
    },
    async (request) => {
      const db = app.database.db;
      const user = await repository('user').get(db, request.params.userId);
      if (typeof user.branch !== 'number') throw new HttpError(404, `User id - ${request.params.userId} works at no branch`);
      return (await repository('branch').get(db, user.branch)) as never;
    },
  );
}
